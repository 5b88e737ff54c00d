import { ErrorCode } from '@wine/contract/errors';
import type { OwnUser, PublicUser, UserUpdate } from '@wine/contract/users';
import type { AppContext } from '../../context';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { toOwnUser, toPublicUser } from './present';
import { findUserByEmail, findUserById, updateUser } from './queries';

/** The owner and admins see the whole record; everyone else sees the public part. */
export async function getUser(ctx: AppContext, viewer: AuthUser | null, id: string): Promise<OwnUser | PublicUser> {
  const row = await findUserById(ctx.db, id);
  if (!row || !row.isActive) throw notFound('User');
  return viewer && (viewer.id === row.id || viewer.isAdmin) ? toOwnUser(row) : toPublicUser(row);
}

/** A user changes their own profile fields; roles, status and type are not among them. */
export async function updateOwnProfile(ctx: AppContext, viewer: AuthUser, id: string, body: UserUpdate): Promise<OwnUser> {
  if (viewer.id !== id) throw forbidden('You can only edit your own profile');
  const current = await findUserById(ctx.db, id);
  if (!current) throw notFound('User');
  if (body.email !== undefined && body.email !== current.email) {
    const holder = await findUserByEmail(ctx.db, current.tenantId, body.email);
    if (holder) throw new AppError(ErrorCode.EMAIL_TAKEN, 'An account with this email already exists');
  }
  const { address, customData, ...fields } = body;
  const updated = await updateUser(ctx.db, id, {
    ...fields,
    ...(address ? { fullAddress: address.fullAddress } : {}),
    ...(customData ? { customData: { ...current.customData, ...customData } } : {}),
  }).catch((error: unknown) => {
    // Two requests changing to the same email at once: the unique index decides.
    // Drizzle wraps the driver's error, so PostgreSQL's code is on the cause.
    if ((error as { cause?: { code?: string } }).cause?.code === '23505') {
      throw new AppError(ErrorCode.EMAIL_TAKEN, 'An account with this email already exists');
    }
    throw error;
  });
  if (!updated) throw notFound('User');
  return toOwnUser(updated);
}

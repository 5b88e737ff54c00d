import { MIN_FAVOURITE_REGIONS } from '@wine/contract/constants';
import { ErrorCode } from '@wine/contract/errors';
import { regionImagePath } from '@wine/contract/routes';
import type { OwnUser, PublicUser, UserUpdate } from '@wine/contract/users';
import type { AppContext } from '../../context';
import { readTogether, type Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import type { Page } from '../../lib/paging';
import { toOwnUser, toPublicUser } from '../accounts/present';
import { findUserById, updateUser, type UserRow } from '../accounts/service';
import type { AuthUser } from '../auth/auth-user';
import { findPendingEmail, requestEmailChange } from '../auth/email-links';
import type { GoogleVerifier } from '../auth/google';
import { proveOwner } from '../auth/proof';
import { ownActiveCollection } from '../catalogue/curation';
import { withMail } from '../mail/service';
import { applicationDecisionMail } from '../mail/templates/sommelier';
import { markSommelierReviews } from '../reviews/authors';
import { addressRows } from './addresses';
import { countApplications, listAddresses, listApplications, replaceAddresses } from './queries';

/** A user's own record, with their saved addresses and any new email waiting for confirmation. */
export async function ownUserView(db: Executor, row: UserRow): Promise<OwnUser> {
  const [addresses, pendingEmail] = await readTogether(db, [() => listAddresses(db, row.id), () => findPendingEmail(db, row.id)]);
  return toOwnUser(row, addresses, pendingEmail);
}

/** The owner and admins see the whole record; everyone else sees the public part. */
export async function getUser(ctx: AppContext, viewer: AuthUser | null, id: string): Promise<OwnUser | PublicUser> {
  if (!viewer || (viewer.id !== id && !viewer.isAdmin)) {
    const row = await findUserById(ctx.db, id);
    if (!row || !row.isActive) throw notFound('User');
    return toPublicUser(row);
  }
  // One snapshot: a mailed link changes the email and ends the pending one together, and a read
  // between its commit and a second statement would show the old email with nothing pending.
  return ctx.db.transaction(
    async (tx) => {
      const row = await findUserById(tx, id);
      if (!row || !row.isActive) throw notFound('User');
      return ownUserView(tx, row);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** PATCH /users/{id}: an admin deciding on an application, or a user changing their own record. */
export async function updateUserRecord(
  ctx: AppContext,
  viewer: AuthUser,
  id: string,
  body: UserUpdate,
  verifyGoogle: GoogleVerifier | undefined,
): Promise<OwnUser> {
  if (body.activeStatus !== undefined) return decideApplication(ctx, viewer, id, body);
  if (viewer.id !== id) throw forbidden('You can only edit your own profile');
  return updateOwnRecord(ctx, viewer, body, verifyGoogle);
}

/** What the application wizard must have once merged with the record (spec 001 §2.5, §5). */
function checkApplication(next: { bio: string | null; contactNumber: string | null; fullAddress: string | null; customData: Record<string, unknown> }) {
  const data = next.customData as { profileOneLine?: string; regions?: unknown[] };
  if (!next.contactNumber) throw badRequest('contactNumber: Phone number must be of 10 digits');
  if (!next.fullAddress?.trim()) throw badRequest('address.fullAddress: Location is required');
  if (!next.bio?.trim()) throw badRequest('bio: About you is required');
  if (!data.profileOneLine?.trim()) throw badRequest('customData.profileOneLine: Profile one line is required');
  if ((data.regions?.length ?? 0) < MIN_FAVOURITE_REGIONS) throw badRequest('customData.regions: Please select atleast 5 regions');
}

/**
 * A user's own changes. A new email needs proof that the owner asks (proveOwner) and takes effect
 * only when the link mailed to it is followed (requestEmailChange); the answer is the same whether
 * or not another account holds that email.
 */
async function updateOwnRecord(ctx: AppContext, viewer: AuthUser, body: UserUpdate, verifyGoogle: GoogleVerifier | undefined): Promise<OwnUser> {
  const current = await findUserById(ctx.db, viewer.id);
  if (!current) throw notFound('User');
  const {
    address, customData, savedAddress, billingAddress, type, isActive, activeStatus: _decision, email, currentPassword, googleIdToken, ...fields
  } = body;
  if (isActive !== undefined && isActive !== current.isActive) throw forbidden('You cannot change whether your account is active');
  const newEmail = email !== undefined && email !== current.email ? email : undefined;
  if (newEmail) await proveOwner(current, { currentPassword, googleIdToken }, verifyGoogle);
  // A saved region carries its title, isSelected, image and query (spec 001 §2.5): the picture is the shop's own.
  if (customData?.regions) customData.regions = customData.regions.map((option) => ({ ...option, image: regionImagePath(option.title) }));
  const featured = customData?.featuredCollection;
  if (featured) {
    const collection = await ownActiveCollection(ctx, viewer, featured._id);
    customData.featuredCollection = { _id: collection._id, title: collection.title };
  }
  const changes: Partial<UserRow> = {
    ...fields,
    ...(address ? { fullAddress: address.fullAddress } : {}),
    ...(customData ? { customData: { ...current.customData, ...customData } } : {}),
  };
  if (type === 'sommelier') {
    if (!current.emailVerifiedAt && current.activeStatus !== 'approved') {
      throw new AppError(ErrorCode.EMAIL_NOT_VERIFIED, 'Please verify your email before applying: open the link we sent you, or send a new one from your profile.');
    }
    checkApplication({ ...current, ...changes });
    // Applying (or re-applying) puts the application in review; an approved sommelier editing
    // their profile stays approved. Only an admin decides.
    changes.type = 'sommelier';
    changes.activeStatus = current.activeStatus === 'approved' ? 'approved' : 'in-review';
  }
  const saved = savedAddress || billingAddress ? await listAddresses(ctx.db, viewer.id) : [];
  const idsOf = (kind: 'delivery' | 'billing') => new Set(saved.filter((row) => row.kind === kind).map((row) => row.id));
  const delivery = savedAddress && addressRows(viewer.id, 'delivery', savedAddress, 'savedAddress', idsOf('delivery'));
  const billing = billingAddress && addressRows(viewer.id, 'billing', billingAddress, 'billingAddress', idsOf('billing'));

  return withMail(ctx, async (tx, send) => {
    const updated = await updateUser(tx, viewer.id, changes);
    if (!updated) throw notFound('User');
    if (newEmail) await requestEmailChange(ctx, tx, send, updated, newEmail);
    if (delivery) await replaceAddresses(tx, viewer.id, 'delivery', delivery);
    if (billing) await replaceAddresses(tx, viewer.id, 'billing', billing);
    return ownUserView(tx, updated);
  });
}

/** Approving, rejecting, or taking back an approval (revoking), as the audit log names it. */
const decisionAction = (from: UserRow['activeStatus'], to: 'approved' | 'rejected') =>
  to === 'approved' ? 'user.approve' : from === 'approved' ? 'user.revoke' : 'user.reject';

/** An admin approves, rejects or revokes a sommelier (audited); the applicant is told by mail either way. */
async function decideApplication(ctx: AppContext, viewer: AuthUser, id: string, body: UserUpdate): Promise<OwnUser> {
  if (!viewer.isAdmin) throw forbidden('Only an admin can decide on a sommelier application');
  const decision = body.activeStatus;
  if (!decision || Object.keys(body).length > 1) throw badRequest('activeStatus is sent alone');
  const applicant = await findUserById(ctx.db, id);
  if (!applicant || !applicant.isActive) throw notFound('User');
  if (applicant.type !== 'sommelier') throw new AppError(ErrorCode.NOT_A_SOMMELIER_ACCOUNT, 'This user has not applied to become a sommelier');
  const updated = await withMail(ctx, async (tx, send) => {
    const row = await updateUser(tx, id, { activeStatus: decision });
    if (!row) throw notFound('User');
    if (applicant.activeStatus !== decision) {
      await markSommelierReviews(tx, id, decision === 'approved');
      await recordAudit(tx, viewer, {
        action: decisionAction(applicant.activeStatus, decision),
        entityType: 'user',
        entityId: id,
        before: { email: applicant.email, activeStatus: applicant.activeStatus },
        after: { email: row.email, activeStatus: row.activeStatus },
      });
      await send(applicationDecisionMail({ to: row.email, name: row.givenName, decision }));
    }
    return row;
  });
  return ownUserView(ctx.db, updated);
}

/** The admin's list of sommelier applications with everything the applicant sent, a page at a time. */
/** The dashboard counts the applications waiting for a decision (admin/dashboard.ts). */
export { countApplications } from './queries';

export async function sommelierApplications(ctx: AppContext, viewer: AuthUser, status: 'in-review' | 'approved' | 'rejected' | undefined, page: Page) {
  if (!viewer.isAdmin) throw forbidden('Only an admin can review sommelier applications');
  const [rows, total] = await Promise.all([listApplications(ctx.db, viewer.tenantId, status, page), countApplications(ctx.db, viewer.tenantId, status)]);
  return { data: await Promise.all(rows.map((row) => ownUserView(ctx.db, row))), total };
}


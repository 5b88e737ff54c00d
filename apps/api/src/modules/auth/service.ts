import { hash, verify } from '@node-rs/argon2';
import { RESET_TOKEN_LIFETIME_MINUTES, SHOP_TENANT_ID, TOKEN_LIFETIME_DAYS } from '@wine/contract/constants';
import { ErrorCode } from '@wine/contract/errors';
import type { SessionResult } from '@wine/contract/users';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { hashToken, newToken } from '../../lib/tokens';
import { ownUserView } from '../users/service';
import { findUserByEmail, findUserByGoogleSubject, insertUser, updateUser, type UserRow } from '../users/queries';
import type { GoogleIdentity, GoogleVerifier } from './google';
import {
  consumePasswordReset, expirePasswordResets, hasCompletedPasswordReset, insertPasswordReset, insertSession, lockUserByEmail, revokeSession,
  revokeUserSessions,
} from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;
const INVALID_CREDENTIALS = 'Invalid email or password';
/** Verified against when the email is unknown, so both answers take as long. */
const DUMMY_HASH = await hash('not-a-real-password');

export interface RegisterInput {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  tenantId?: string;
  profilePicture?: string;
  trackingParams?: Record<string, string>;
}

async function openSession(ctx: AppContext, user: UserRow): Promise<SessionResult> {
  const { token, hash: tokenHash } = newToken();
  await insertSession(ctx.db, {
    id: newId(),
    userId: user.id,
    tokenHash,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_DAYS * DAY_MS),
  });
  return { token, user: await ownUserView(ctx.db, user) };
}

function checkTenant(tenantId: string | undefined): string {
  if (tenantId !== undefined && tenantId !== SHOP_TENANT_ID) {
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'Unknown tenant');
  }
  return SHOP_TENANT_ID;
}

export async function register(ctx: AppContext, input: RegisterInput): Promise<SessionResult> {
  const tenantId = checkTenant(input.tenantId);
  const user = await insertUser(ctx.db, {
    id: newId(),
    tenantId,
    email: input.email,
    passwordHash: await hash(input.password),
    givenName: input.givenName,
    familyName: input.familyName,
    profilePicture: input.profilePicture ?? null,
    trackingParams: input.trackingParams ?? null,
  });
  if (!user) throw new AppError(ErrorCode.EMAIL_TAKEN, 'An account with this email already exists');
  return openSession(ctx, user);
}

/** The `usertype: sommelier` header admits only sommelier accounts (the "Login as sommelier" box). */
function checkUserType(user: UserRow, asSommelier: boolean): void {
  if (asSommelier && user.type !== 'sommelier') {
    throw new AppError(
      ErrorCode.NOT_A_SOMMELIER_ACCOUNT,
      'This account is not a sommelier account. Untick "Login as sommelier" to log in.',
    );
  }
}

export async function signInWithPassword(
  ctx: AppContext,
  email: string,
  password: string,
  asSommelier: boolean,
): Promise<SessionResult> {
  const user = await findUserByEmail(ctx.db, SHOP_TENANT_ID, email.trim().toLowerCase());
  const passwordOk = await verify(user?.passwordHash ?? DUMMY_HASH, password);
  if (!user || !user.passwordHash || !passwordOk || !user.isActive) {
    throw new AppError(ErrorCode.INVALID_CREDENTIALS, INVALID_CREDENTIALS);
  }
  checkUserType(user, asSommelier);
  return openSession(ctx, user);
}

/**
 * Google has just proven that the caller owns `identity.email`, so the account holding that email
 * becomes theirs, with this Google identity. Whatever else could open it and was not proven for
 * this email goes: the password, unless a password reset since the email was set proved it (an
 * account signed up with someone else's email must not keep its creator's password), and another
 * Google identity; the open sessions go with them (docs/decisions/0018). Answers undefined when no
 * account holds the email; a deactivated account is answered unchanged, for the caller to refuse.
 */
async function linkGoogleByEmail(ctx: AppContext, identity: GoogleIdentity): Promise<UserRow | undefined> {
  return ctx.db.transaction(async (tx) => {
    const account = await lockUserByEmail(tx, SHOP_TENANT_ID, identity.email);
    if (!account || !account.isActive || account.googleSubject === identity.subject) return account;
    const keepsPassword = account.passwordHash !== null && (await hasCompletedPasswordReset(tx, account.id));
    const linked = await updateUser(tx, account.id, { googleSubject: identity.subject, ...(keepsPassword ? {} : { passwordHash: null }) });
    const dropsCredential = (account.passwordHash !== null && !keepsPassword) || account.googleSubject !== null;
    if (dropsCredential) await revokeUserSessions(tx, account.id);
    return linked;
  });
}

const createGoogleAccount = (ctx: AppContext, identity: GoogleIdentity) =>
  insertUser(ctx.db, {
    id: newId(),
    tenantId: SHOP_TENANT_ID,
    email: identity.email,
    googleSubject: identity.subject,
    givenName: identity.givenName.replace(/\s+/g, ''),
    familyName: identity.familyName.replace(/\s+/g, ''),
    profilePicture: identity.picture ?? null,
  });

export async function signInWithGoogle(
  ctx: AppContext,
  verifyGoogle: GoogleVerifier | undefined,
  idToken: string,
  asSommelier: boolean,
): Promise<SessionResult> {
  if (!verifyGoogle) throw new AppError(ErrorCode.VALIDATION_FAILED, 'Google sign-in is not available');
  const identity = await verifyGoogle(idToken).catch(() => {
    throw new AppError(ErrorCode.GOOGLE_TOKEN_INVALID, 'Google sign-in failed, please try again');
  });
  const user =
    (await findUserByGoogleSubject(ctx.db, identity.subject)) ??
    (await linkGoogleByEmail(ctx, identity)) ??
    (await createGoogleAccount(ctx, identity));
  if (!user || !user.isActive) throw new AppError(ErrorCode.INVALID_CREDENTIALS, 'Google sign-in failed, please try again');
  checkUserType(user, asSommelier);
  return openSession(ctx, user);
}

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, we have sent a link to reset the password. Please check your inbox.';

/**
 * Mails a reset link when the email has an active account, and does nothing otherwise. The route
 * runs it after answering (always FORGOT_PASSWORD_MESSAGE), so the answer cannot tell the two
 * apart, not even by its time.
 */
export async function mailPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, SHOP_TENANT_ID, email);
  if (!user?.isActive) return;
  const { token, hash: tokenHash } = newToken();
  await insertPasswordReset(ctx.db, {
    id: newId(),
    userId: user.id,
    tokenHash,
    expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MINUTES * 60_000),
  });
  const link = `${ctx.config.publicOrigin}/reset-password?t=${encodeURIComponent(token)}&e=${encodeURIComponent(user.email)}`;
  await ctx.mailer.send({
    to: user.email,
    subject: 'Reset your Sommlike password',
    text:
      `Hello ${user.givenName},\n\nSomeone asked to reset the password of your Sommlike account. ` +
      `Open this link within ${RESET_TOKEN_LIFETIME_MINUTES} minutes to choose a new one:\n\n${link}\n\n` +
      'If it was not you, ignore this mail: your password stays as it is.\n',
  });
}

/** Sets a new password from a live reset token; the token dies with it, and so do open sessions. */
export async function resetPassword(
  ctx: AppContext,
  input: { email: string; token: string; newPassword: string },
): Promise<{ success: true; message: string }> {
  const invalid = new AppError(ErrorCode.RESET_TOKEN_INVALID, 'This reset link is invalid or has expired. Please ask for a new one.');
  const user = await findUserByEmail(ctx.db, SHOP_TENANT_ID, input.email);
  if (!user) throw invalid;
  const passwordHash = await hash(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    const reset = await consumePasswordReset(tx, hashToken(input.token));
    if (!reset || reset.userId !== user.id) throw invalid;
    await updateUser(tx, user.id, { passwordHash });
    await expirePasswordResets(tx, user.id);
    await revokeUserSessions(tx, user.id);
  });
  return { success: true, message: 'Your password has been reset. You can now log in with your new password.' };
}

export const signOut = (ctx: AppContext, sessionId: string) => revokeSession(ctx.db, sessionId);

import { NAME_MAX_LENGTH, SHOP_TENANT_ID, TOKEN_LIFETIME_DAYS } from '@wine/contract/constants';
import { ErrorCode } from '@wine/contract/errors';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { hashToken, newToken } from '../../lib/tokens';
import { withMail } from '../mail/service';
import { findUserByEmail, findUserByGoogleSubject, insertUser, lockUserByEmail, updateUser, type UserRow } from '../accounts/service';
import type { GoogleIdentity, GoogleVerifier } from './google';
import { WrongPasswordError } from './password-checks';
import { sendPasswordResetMail, sendVerificationMail } from './email-links';
import { hashPassword, verifyPassword } from './passwords';
import {
  consumePasswordReset, deletePasswordResetRequest, expirePasswordResets, hasCompletedPasswordReset, insertPasswordResetRequest,
  insertSession, revokeSession, revokeUserSessions, takePasswordResetRequest,
} from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;
const INVALID_CREDENTIALS = 'Invalid email or password';
/** Verified against when the email is unknown, so both answers take as long. */
const DUMMY_HASH = await hashPassword('not-a-real-password');

export interface RegisterInput {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  tenantId?: string;
  profilePicture?: string | null;
  trackingParams?: Record<string, string> | null;
}

/** Who is opening a session: shown in the account's session list, and remembered for the sign-in limit. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

/**
 * A session just opened: its token and the account. The answer shows the account as its owner sees
 * it, which the users module renders (addresses and all): the routes do that with the view the app
 * gives them, so that auth, below users, never imports it (decision 0054).
 */
export interface SignedIn {
  token: string;
  user: UserRow;
}

async function openSession(ctx: AppContext, user: UserRow, client: ClientInfo): Promise<SignedIn> {
  const { token, hash: tokenHash } = newToken();
  await insertSession(ctx.db, {
    id: newId(),
    userId: user.id,
    tokenHash,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_DAYS * DAY_MS),
    clientIp: client.ip,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
  });
  return { token, user };
}

function checkTenant(tenantId: string | undefined): string {
  if (tenantId !== undefined && tenantId !== SHOP_TENANT_ID) {
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'Unknown tenant');
  }
  return SHOP_TENANT_ID;
}

/** Email sign-up: the account starts unverified, and its verification mail is queued with it. */
export async function register(ctx: AppContext, input: RegisterInput, client: ClientInfo): Promise<SignedIn> {
  const tenantId = checkTenant(input.tenantId);
  const passwordHash = await hashPassword(input.password);
  const user = await withMail(ctx, async (tx, send) => {
    const created = await insertUser(tx, {
      id: newId(),
      tenantId,
      email: input.email,
      passwordHash,
      givenName: input.givenName,
      familyName: input.familyName,
      profilePicture: input.profilePicture || null,
      trackingParams: input.trackingParams && Object.keys(input.trackingParams).length > 0 ? input.trackingParams : null,
    });
    if (created) await sendVerificationMail(ctx, tx, send, created);
    return created;
  });
  if (!user) throw new AppError(ErrorCode.EMAIL_TAKEN, 'An account with this email already exists');
  return openSession(ctx, user, client);
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
  client: ClientInfo,
): Promise<SignedIn> {
  const user = await findUserByEmail(ctx.db, SHOP_TENANT_ID, email.trim().toLowerCase());
  const passwordOk = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
  if (!user || !user.passwordHash || !passwordOk) throw new WrongPasswordError(ErrorCode.INVALID_CREDENTIALS, INVALID_CREDENTIALS);
  if (!user.isActive) throw new AppError(ErrorCode.INVALID_CREDENTIALS, INVALID_CREDENTIALS);
  checkUserType(user, asSommelier);
  return openSession(ctx, user, client);
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
    const linked = await updateUser(tx, account.id, {
      googleSubject: identity.subject,
      emailVerifiedAt: account.emailVerifiedAt ?? new Date(),
      ...(keepsPassword ? {} : { passwordHash: null }),
    });
    const dropsCredential = (account.passwordHash !== null && !keepsPassword) || account.googleSubject !== null;
    if (dropsCredential) await revokeUserSessions(tx, account.id);
    return linked;
  });
}

/** A name as registration would take it (no spaces, never blank): a blank one falls back to the email's local part. */
const accountName = (name: string, email: string) => name.replace(/\s+/g, '') || (email.split('@')[0] ?? email).slice(0, NAME_MAX_LENGTH);

/** Google proved the email: the account starts verified. */
const createGoogleAccount = (ctx: AppContext, identity: GoogleIdentity) =>
  insertUser(ctx.db, {
    id: newId(),
    tenantId: SHOP_TENANT_ID,
    email: identity.email,
    googleSubject: identity.subject,
    givenName: accountName(identity.givenName, identity.email),
    familyName: accountName(identity.familyName, identity.email),
    profilePicture: identity.picture ?? null,
    emailVerifiedAt: new Date(),
  });

export async function signInWithGoogle(
  ctx: AppContext,
  verifyGoogle: GoogleVerifier | undefined,
  idToken: string,
  asSommelier: boolean,
  client: ClientInfo,
): Promise<SignedIn> {
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
  return openSession(ctx, user, client);
}

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, we have sent a link to reset the password. Please check your inbox.';

/**
 * Forgot-password, before its answer: stores the request, the same single insert whether or not the
 * email has an account, so neither the answer nor its time tells. handlePasswordResetRequest
 * does the rest once the answer has gone; a request left by a stopped process is handled by the
 * outbox job (handleLeftPasswordResetRequests).
 */
export async function storePasswordResetRequest(ctx: AppContext, email: string): Promise<string> {
  const id = newId();
  await insertPasswordResetRequest(ctx.db, { id, email });
  return id;
}

/**
 * Turns a stored request into a reset link and its mail when the email has an active account (and
 * into nothing otherwise), in the transaction that deletes the request: the mail is queued exactly
 * once. Answers false when no request was left to take (`id` given: handled already).
 */
export async function handlePasswordResetRequest(ctx: AppContext, id?: string): Promise<boolean> {
  return withMail(ctx, async (tx, send) => {
    const request = await takePasswordResetRequest(tx, id);
    if (!request) return false;
    await deletePasswordResetRequest(tx, request.id);
    const user = await findUserByEmail(tx, SHOP_TENANT_ID, request.email);
    if (user?.isActive) await sendPasswordResetMail(ctx, tx, send, user);
    return true;
  });
}

/** Requests a stopped process left behind (it crashed after answering); answers how many were handled. */
export async function handleLeftPasswordResetRequests(ctx: AppContext): Promise<number> {
  let handled = 0;
  while (await handlePasswordResetRequest(ctx)) handled++;
  return handled;
}

/**
 * Sets a new password from a live reset token; the token dies with it, and so do open sessions.
 * The password is hashed and the token looked up whether or not the email has an account, so an
 * unknown email costs the same time as a known one with a wrong token.
 */
export async function resetPassword(
  ctx: AppContext,
  input: { email: string; token: string; newPassword: string },
): Promise<{ success: true; message: string }> {
  const invalid = new AppError(ErrorCode.RESET_TOKEN_INVALID, 'This reset link is invalid or has expired. Please ask for a new one.');
  const [user, passwordHash] = await Promise.all([findUserByEmail(ctx.db, SHOP_TENANT_ID, input.email), hashPassword(input.newPassword)]);
  await ctx.db.transaction(async (tx) => {
    const reset = await consumePasswordReset(tx, hashToken(input.token));
    if (!user || !reset || reset.userId !== user.id) throw invalid;
    await updateUser(tx, user.id, { passwordHash });
    await expirePasswordResets(tx, user.id);
    await revokeUserSessions(tx, user.id);
  });
  return { success: true, message: 'Your password has been reset. You can now log in with your new password.' };
}

export const signOut = (ctx: AppContext, sessionId: string) => revokeSession(ctx.db, sessionId);

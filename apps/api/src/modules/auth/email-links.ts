import {
  EMAIL_CHANGE_LINK_LIFETIME_HOURS, EMAIL_CHANGES_PER_DAY, EMAIL_UNDO_LINK_LIFETIME_DAYS, EMAIL_VERIFY_LINK_LIFETIME_HOURS, RESET_TOKEN_LIFETIME_MINUTES,
} from '@wine/contract/constants';
import { ErrorCode } from '@wine/contract/errors';
import type { EmailLinkResult } from '@wine/contract/users';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { hashToken, newToken } from '../../lib/tokens';
import { withMail, type Mail } from '../mail/service';
import { confirmNewEmailMail, emailChangeNoticeMail, passwordResetMail, verifyEmailMail } from '../mail/templates/account';
import { findUserByEmail, findUserById, updateUser, type UserRow } from '../accounts/service';
import {
  consumeEmailToken, countEmailTokensSince, deletePasswordResets, expireEmailTokens, insertEmailToken, insertPasswordReset, revokeUserSessions, type EmailTokenPurpose,
} from './queries';

/**
 * Links mailed about an account's email (docs/decisions/0022): `verify` proves the email an account
 * signed up with; `change` (to the new address) makes a requested new email the account's; `undo`
 * (to the old address) takes a change back and secures the account. Password reset links are
 * mailed from here too. The three email links are followed on
 * one page (`/email-link?t=...`) through POST /user/email-link.
 */

type Send = (mail: Mail) => Promise<void>;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  verify: EMAIL_VERIFY_LINK_LIFETIME_HOURS * HOUR_MS,
  change: EMAIL_CHANGE_LINK_LIFETIME_HOURS * HOUR_MS,
  undo: EMAIL_UNDO_LINK_LIFETIME_DAYS * 24 * HOUR_MS,
};

/** A new link of `purpose` about `email`; the account's older live links of that purpose die. */
async function newEmailLink(ctx: AppContext, tx: Executor, userId: string, purpose: EmailTokenPurpose, email: string): Promise<{ link: string; token: string }> {
  await expireEmailTokens(tx, userId, purpose);
  const { token, hash: tokenHash } = newToken();
  await insertEmailToken(tx, { id: newId(), userId, purpose, email, tokenHash, expiresAt: new Date(Date.now() + LIFETIME_MS[purpose]) });
  return { link: `${ctx.config.publicOrigin}/email-link?t=${encodeURIComponent(token)}`, token };
}

/** The mail with its link's token named secret: the outbox blanks it once sent (decision 0060). */
const secret = (mail: Mail, token: string): Mail => ({ ...mail, secrets: [token] });

/** Queues the verification mail of the account's current email, in the caller's transaction. */
export async function sendVerificationMail(ctx: AppContext, tx: Executor, send: Send, user: UserRow): Promise<void> {
  const { link, token } = await newEmailLink(ctx, tx, user.id, 'verify', user.email);
  await send(secret(verifyEmailMail({ to: user.email, name: user.givenName, link }), token));
}

/** "Resend verification email" from the profile: a fresh link, the old ones die. */
export async function resendVerification(ctx: AppContext, user: UserRow): Promise<{ message: string }> {
  if (user.emailVerifiedAt) return { message: 'Your email is already verified.' };
  await withMail(ctx, (tx, send) => sendVerificationMail(ctx, tx, send, user));
  return { message: `We sent a new verification link to ${user.email}.` };
}

/**
 * Starts an email change the owner has proven they asked for: the new address gets the link that
 * makes the change, the old one a notice with a link to undo it. Nothing changes until the first
 * link is followed. Whether the new address belongs to another account is not checked here, so
 * the answer is the same either way; following the link tells, to the owner of that address only.
 */
export async function requestEmailChange(ctx: AppContext, tx: Executor, send: Send, user: UserRow, newEmail: string): Promise<void> {
  // Each change mails an address that may be a stranger's: a day's number is bounded. The caller
  // has locked the account's row (it updated it), so two changes at once count one after the other.
  if ((await countEmailTokensSince(tx, user.id, 'change', new Date(Date.now() - DAY_MS))) >= EMAIL_CHANGES_PER_DAY) {
    throw new AppError(
      ErrorCode.TOO_MANY_REQUESTS,
      `You have asked for ${EMAIL_CHANGES_PER_DAY} email changes in the last 24 hours: please follow a link we already sent, or try again tomorrow.`,
    );
  }
  const confirm = await newEmailLink(ctx, tx, user.id, 'change', newEmail);
  const undo = await newEmailLink(ctx, tx, user.id, 'undo', user.email);
  await send(secret(confirmNewEmailMail({ to: newEmail, link: confirm.link }), confirm.token));
  await send(secret(emailChangeNoticeMail({ to: user.email, name: user.givenName, link: undo.link, newEmail }), undo.token));
}

/** A new single-use reset link for the account, mailed to its email in the caller's transaction. */
export async function sendPasswordResetMail(ctx: AppContext, tx: Executor, send: Send, user: UserRow): Promise<void> {
  const { token, hash: tokenHash } = newToken();
  await insertPasswordReset(tx, {
    id: newId(),
    userId: user.id,
    tokenHash,
    expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MINUTES * 60_000),
  });
  const link = `${ctx.config.publicOrigin}/reset-password?t=${encodeURIComponent(token)}&e=${encodeURIComponent(user.email)}`;
  await send(secret(passwordResetMail({ to: user.email, name: user.givenName, link }), token));
}

const linkInvalid = () => new AppError(ErrorCode.EMAIL_LINK_INVALID, 'This link is invalid or has expired.');
const emailTaken = () => new AppError(ErrorCode.EMAIL_TAKEN, 'An account with this email already exists');

/** POST /user/email-link: follows a mailed link once, whatever its purpose. */
export async function followEmailLink(ctx: AppContext, token: string): Promise<EmailLinkResult> {
  return withMail(ctx, async (tx, send) => {
    const link = await consumeEmailToken(tx, hashToken(token));
    const user = link && (await findUserById(tx, link.userId));
    if (!link || !user?.isActive) throw linkInvalid();
    if (link.purpose === 'verify') {
      // A link for an email the account no longer has proves nothing about the current one.
      if (link.email !== user.email) throw linkInvalid();
      await updateUser(tx, user.id, { emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
      return { purpose: link.purpose, message: 'Thank you, your email is verified.' };
    }
    if (link.purpose === 'change') {
      const holder = await findUserByEmail(tx, user.tenantId, link.email);
      if (holder && holder.id !== user.id) throw emailTaken();
      await updateUser(tx, user.id, { email: link.email, emailVerifiedAt: new Date() });
      // Resets done for the old email do not prove the new one (docs/decisions/0018).
      await deletePasswordResets(tx, user.id);
      return { purpose: link.purpose, message: `Your email is now ${link.email}.` };
    }
    await expireEmailTokens(tx, user.id, 'change');
    if (user.email !== link.email) {
      const holder = await findUserByEmail(tx, user.tenantId, link.email);
      if (holder && holder.id !== user.id) throw emailTaken();
    }
    const restored = await updateUser(tx, user.id, { email: link.email, emailVerifiedAt: new Date() });
    if (!restored) throw linkInvalid();
    await deletePasswordResets(tx, user.id);
    await revokeUserSessions(tx, user.id);
    await sendPasswordResetMail(ctx, tx, send, restored);
    return {
      purpose: link.purpose,
      message: `Your account's email is ${link.email}. Every device was signed out, and we sent you a link to choose a new password.`,
    };
  }).catch((error: unknown) => {
    // Two accounts confirming the same email at once: the unique index decides. Drizzle wraps
    // the driver's error, so PostgreSQL's code is on the cause.
    if ((error as { cause?: { code?: string } }).cause?.code === '23505') throw emailTaken();
    throw error;
  });
}

/** The address an email change waits to confirm, shown in the owner's profile (users/service). */
export { findPendingEmail } from './queries';

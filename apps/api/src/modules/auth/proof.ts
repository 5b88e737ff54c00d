import { ErrorCode } from '@wine/contract/errors';
import { AppError } from '../../lib/errors';
import type { UserRow } from '../accounts/queries';
import type { GoogleVerifier } from './google';
import { verifyPassword } from './passwords';
import { WrongPasswordError } from './password-checks';

/**
 * Proof that the account's owner, not just someone holding one of its sessions, asks for a
 * sensitive change: the current password, or for an account without one a Google ID token of the
 * account's own Google identity, fresh from a Google sign-in (it expires within the hour).
 */
export async function proveOwner(
  account: UserRow,
  proof: { currentPassword?: string | undefined; googleIdToken?: string | undefined },
  verifyGoogle: GoogleVerifier | undefined,
): Promise<void> {
  if (account.passwordHash) {
    if (proof.currentPassword === undefined) throw new AppError(ErrorCode.PROOF_OF_OWNER_FAILED, 'Please enter your current password');
    if (!(await verifyPassword(account.passwordHash, proof.currentPassword))) {
      throw new WrongPasswordError(ErrorCode.PROOF_OF_OWNER_FAILED, 'Your current password is not correct');
    }
    return;
  }
  const identity = proof.googleIdToken && verifyGoogle ? await verifyGoogle(proof.googleIdToken).catch(() => undefined) : undefined;
  if (!identity || identity.subject !== account.googleSubject) {
    throw new AppError(ErrorCode.PROOF_OF_OWNER_FAILED, 'Please sign in with Google again to confirm it is you');
  }
}

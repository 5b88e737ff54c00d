import { hash, verify } from '@node-rs/argon2';
import { passwordHashes } from '../../lib/metrics';

/*
 * Every Argon2 computation of a request goes through here and is counted: the figure shows where a
 * busy instance's CPU goes, and it shows that a request about an unknown email does the same work
 * as one about a known email (the answers must not tell which emails have accounts).
 */

export function hashPassword(password: string): Promise<string> {
  passwordHashes.inc({ operation: 'hash' });
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  passwordHashes.inc({ operation: 'verify' });
  return verify(passwordHash, password);
}

import type { AccountSession } from '@wine/contract/users';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import type { AuthUser } from './auth-user';
import { isAdmin, retailerBusinessId } from '../accounts/roles';
import { findSessionUser, listOpenSessions, revokeOwnSession, revokeUserSessions, SESSION_TOUCH_INTERVAL_MS, touchSession } from './queries';

/** The signed-in user behind a bearer token, or null for an unknown, revoked or expired session or a deactivated account. */
export async function userOfSession(db: Db, token: string): Promise<AuthUser | null> {
  const session = await findSessionUser(db, hashToken(token));
  if (!session || !session.user.isActive) return null;
  if (Date.now() - session.lastUsedAt.getTime() > SESSION_TOUCH_INTERVAL_MS) await touchSession(db, session.sessionId);
  return {
    id: session.user.id,
    tenantId: session.user.tenantId,
    sessionId: session.sessionId,
    isAdmin: isAdmin(session.user),
    retailerBusinessId: retailerBusinessId(session.user),
    row: session.user,
  };
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on macOS" from a User-Agent header: enough for an owner to recognise their own devices. */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

/** GET /user/sessions: the account's open sessions, the caller's own marked. */
export async function accountSessions(ctx: AppContext, viewer: AuthUser): Promise<{ sessions: AccountSession[] }> {
  const rows = await listOpenSessions(ctx.db, viewer.id);
  return {
    sessions: rows.map((row) => ({
      _id: row.id,
      device: deviceOf(row.userAgent),
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      current: row.id === viewer.sessionId,
    })),
  };
}

/** DELETE /user/sessions/{id}: signs one of the caller's own sessions out; another account's is not found. */
export async function signOutSession(ctx: AppContext, viewer: AuthUser, sessionId: string): Promise<{ message: string }> {
  if (!(await revokeOwnSession(ctx.db, viewer.id, sessionId))) throw notFound('Session');
  return { message: 'Signed out of that device' };
}

/** DELETE /user/sessions: signs the account out everywhere, this device included. */
export async function signOutEverywhere(ctx: AppContext, viewer: AuthUser): Promise<{ message: string }> {
  await revokeUserSessions(ctx.db, viewer.id);
  return { message: 'Signed out of all devices' };
}

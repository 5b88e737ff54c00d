import type { AccountSession } from '@wine/contract/users';
import Bowser from 'bowser';
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

/**
 * A signed-in device as people know it, named by a kept user-agent parser (bowser, issue 45) from
 * the client string its sign-in sent: "Chrome 140 on Windows 10", "Safari 17.4 on iOS 17.4 (iPhone)".
 * What the parser does not know as a browser is named by the program's own name ("curl/7.88.1" is
 * "curl, not a web browser"); nothing at all is "Unknown device". The raw string is answered beside
 * it, for the profile to show on hover.
 */
export function deviceOf(userAgent: string | null): string {
  const raw = userAgent?.trim() ?? '';
  if (raw === '') return 'Unknown device';
  const parsed = Bowser.parse(raw);
  const browser = parsed.browser.name ? [parsed.browser.name, majorOf(parsed.browser.version)].filter(Boolean).join(' ') : null;
  const systemName = parsed.os.name ? [parsed.os.name, parsed.os.versionName ?? majorOf(parsed.os.version)].filter(Boolean).join(' ') : null;
  const model = parsed.platform.model ? ` (${parsed.platform.model})` : '';
  const system = systemName ? `${systemName}${model}` : null;
  if (browser) return system ? `${browser} on ${system}` : browser;
  // Not a browser: the program names itself first ("curl/7.88.1", "node-fetch/1.0").
  const program = /^([A-Za-z][\w.-]{0,40})\//.exec(raw)?.[1];
  if (program) return system ? `${program} on ${system}, not a web browser` : `${program}, not a web browser`;
  return system ?? 'Unknown device';
}

/** "140.0.0.0" → "140"; Safari's "17.4" keeps its minor, as Apple names its releases so. */
function majorOf(version: string | undefined): string {
  if (!version) return '';
  const [major, minor] = version.split('.');
  return minor && minor !== '0' && Number(major) < 100 ? `${major}.${minor}` : (major ?? '');
}

/** GET /user/sessions: the account's open sessions, the caller's own marked. */
export async function accountSessions(ctx: AppContext, viewer: AuthUser): Promise<{ sessions: AccountSession[] }> {
  const rows = await listOpenSessions(ctx.db, viewer.id);
  return {
    sessions: rows.map((row) => ({
      _id: row.id,
      device: deviceOf(row.userAgent),
      userAgent: row.userAgent,
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

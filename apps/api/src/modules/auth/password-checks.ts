import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { ErrorCode } from '@wine/contract/errors';
import { paths } from '@wine/contract/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { ACCOUNT_LIMIT_WINDOW_MS, perAccountLimit, storeCounter } from '../../plugins/security';
import { withMail } from '../mail/service';
import { passwordFailuresMail } from '../mail/templates/account';
import { findUserByEmail } from '../accounts/service';
import { clientSignedInBefore, revokeSession } from './queries';

/** A password that did not match (or an account that has none to match): what the checks below count. */
export class WrongPasswordError extends AppError {}

/** Wrong passwords on one account, from anywhere, after which its owner is mailed (once a window). */
export const PASSWORD_FAILURES_MAIL_AT = 5;
/** Wrong passwords one session may give (proving it is the owner) before it is signed out. */
export const SESSION_PASSWORD_FAILURES_MAX = 5;
const SESSION_FAILURES_WINDOW_MS = 24 * 60 * 60_000;

export interface PasswordChecks {
  /**
   * The account's one budget of password checks (a preHandler), spent by sign-in and by every proof
   * of ownership: clients that never signed in to the account share AUTH_NEW_CLIENTS_RATE_LIMIT_MAX
   * checks per 15 minutes, whatever address each comes from; clients that did skip it, so the
   * owner is never locked out by strangers. `accountOf` names the account (its email), or nothing
   * when the call checks no password.
   */
  budget: (accountOf: (request: FastifyRequest) => string | undefined) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /**
   * Runs a password check for the account `email`. A wrong password is counted: at
   * PASSWORD_FAILURES_MAIL_AT in a window the owner is mailed, and a session that gave
   * SESSION_PASSWORD_FAILURES_MAX of them is signed out.
   */
  check: <T>(request: FastifyRequest, email: string, sessionId: string | undefined, work: () => Promise<T>) => Promise<T>;
}

/** Built once per app: the budget and the counts are shared by every route that checks a password (docs/decisions/0042). */
export function passwordChecks(app: FastifyInstance, ctx: AppContext): PasswordChecks {
  const accountFailures = storeCounter(app, { name: 'password-failures', max: PASSWORD_FAILURES_MAIL_AT, windowMs: ACCOUNT_LIMIT_WINDOW_MS });
  const sessionFailures = storeCounter(app, { name: 'password-failures-session', max: SESSION_PASSWORD_FAILURES_MAX, windowMs: SESSION_FAILURES_WINDOW_MS });
  // One limiter for every route: each limiter keeps its own counts in memory.
  const accounts = new WeakMap<FastifyRequest, string>();
  const sharedBudget = perAccountLimit(app, {
    name: 'password',
    max: ctx.config.authNewClientsRateLimitMax,
    accountOf: (request) => accounts.get(request),
    exempt: (request, account) => clientSignedInBefore(ctx.db, SHOP_TENANT_ID, account, request.ip),
  });
  const budget: PasswordChecks['budget'] = (accountOf) => async (request, reply) => {
    const account = accountOf(request);
    if (account === undefined) return;
    accounts.set(request, account);
    await sharedBudget(request, reply);
  };

  async function mailOwner(email: string) {
    const owner = await findUserByEmail(ctx.db, SHOP_TENANT_ID, email);
    if (!owner?.isActive) return;
    await withMail(ctx, (_tx, send) =>
      send(
        passwordFailuresMail({
          to: owner.email,
          name: owner.givenName,
          failures: PASSWORD_FAILURES_MAIL_AT,
          minutes: ACCOUNT_LIMIT_WINDOW_MS / 60_000,
          profileLink: `${ctx.config.publicOrigin}${paths.profile}`,
        }),
      ),
    );
  }

  async function failed(request: FastifyRequest, email: string, sessionId: string | undefined): Promise<void> {
    const account = email.trim().toLowerCase();
    if ((await accountFailures(request, account)) === PASSWORD_FAILURES_MAIL_AT) await mailOwner(account);
    if (sessionId && (await sessionFailures(request, sessionId)) >= SESSION_PASSWORD_FAILURES_MAX) {
      await revokeSession(ctx.db, sessionId);
      throw new AppError(ErrorCode.UNAUTHENTICATED, 'Too many wrong passwords: you have been signed out on this device. Please sign in again.');
    }
  }

  return {
    budget,
    check: async (request, email, sessionId, work) => {
      try {
        return await work();
      } catch (error) {
        if (error instanceof WrongPasswordError) await failed(request, email, sessionId);
        throw error;
      }
    },
  };
}

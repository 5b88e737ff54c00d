import { Header } from '@wine/contract/api';
import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { failure, id, ok } from '@wine/contract/envelope';
import {
  emailLinkBody, emailLinkResult, forgotPasswordBody, messageResult, registerBody, resetPasswordBody, resetPasswordResult, sessionResult,
  sessionsResult, signInBody, type OwnUser,
} from '@wine/contract/users';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import type { Background } from '../../lib/background';
import { done } from '../../lib/envelope';
import { currentUser, requireUser } from '../../plugins/auth';
import { failureLimit, perAccountLimit } from '../../plugins/security';
import { followEmailLink, resendVerification } from './email-links';
import { hashToken } from '../../lib/tokens';
import { googleVerifierOf } from './google';
import type { UserRow } from '../accounts/service';
import { WrongPasswordError, type PasswordChecks } from './password-checks';
import { clientSignedInBefore } from './queries';
import {
  FORGOT_PASSWORD_MESSAGE, handlePasswordResetRequest, register, resetPassword, signInWithGoogle, signInWithPassword, signOut,
  storePasswordResetRequest, type ClientInfo, type SignedIn,
} from './service';
import { accountSessions, signOutEverywhere, signOutSession } from './sessions';

const errors = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure, 429: failure };

/** The shortest time between two reset mails of one account asked for by clients it does not know. */
export const RESET_MAIL_INTERVAL_MS = 60_000;
/** Reset mails to one account in a day asked for by clients it does not know: a stranger cannot fill its inbox (issue 44). */
export const RESET_MAILS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60_000;

const clientOf = (request: FastifyRequest): ClientInfo => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** How an account looks to its owner (the users module's ownUserView, given by the app). */
export type OwnView = (db: Executor, row: UserRow) => Promise<OwnUser>;

export function authRoutes(ctx: AppContext, background: Background, passwords: PasswordChecks, ownView: OwnView): FastifyPluginAsyncZod {
  const sessionOf = async ({ token, user }: SignedIn) => ({ token, user: await ownView(ctx.db, user) });
  const verifyGoogle = googleVerifierOf(ctx.config);
  const authLimit = { rateLimit: { max: ctx.config.authRateLimitMax, timeWindow: '1 minute' } };

  return async (app) => {
    // Per client (authLimit) and per account: a brute force spread over many addresses still meets the second.
    const accountLimit = (name: string, accountOf: (request: FastifyRequest) => string | undefined) =>
      perAccountLimit(app, { name, max: ctx.config.authAccountRateLimitMax, accountOf });
    const emailOf = (request: FastifyRequest) => (request.body as { email: string }).email;
    // Google sign-in names no account before its token is verified: Google guards its own accounts.
    const signInEmailOf = (request: FastifyRequest) => {
      const signIn = request.body as z.output<typeof signInBody>;
      return signIn.strategy === 'basic_email' ? signIn.idToken : undefined;
    };
    // Wrong passwords are limited per account and client, so wrong passwords from elsewhere never
    // lock the owner out, and only wrong ones count: a household signing in on several devices
    // behind one address is never refused the right password (issue 44). All new clients together
    // share the account's one budget of password checks, which clients that signed in to the
    // account before skip (docs/decisions/0023, 0042).
    const wrongSignIns = failureLimit(app, { name: 'sign-in', max: ctx.config.authAccountRateLimitMax, accountOf: signInEmailOf, perClient: true });

    app.post(
      '/user/register',
      // Strict: a body that tries to set roles or any other unlisted field is refused, not silently trimmed.
      { config: authLimit, preHandler: accountLimit('register', emailOf), schema: { tags: ['accounts'], body: registerBody, response: { 200: ok(sessionResult), ...errors } } },
      async (request) => done(await sessionOf(await register(ctx, request.body, clientOf(request)))),
    );

    app.post(
      '/user/tokensignin',
      {
        config: authLimit,
        preHandler: [wrongSignIns.guard, passwords.budget(signInEmailOf)],
        schema: {
          tags: ['accounts'],
          body: signInBody,
          headers: z.object({ [Header.userType]: z.enum(['user', 'sommelier']).optional() }),
          response: { 200: ok(sessionResult), ...errors },
        },
      },
      async (request) => {
        const asSommelier = request.headers[Header.userType] === 'sommelier';
        const body = request.body;
        const result =
          body.strategy === 'basic_email'
            ? await passwords.check(request, body.idToken, undefined, () =>
                signInWithPassword(ctx, body.idToken, body.idTokenSecret, asSommelier, clientOf(request)).catch(async (error: unknown) => {
                  if (error instanceof WrongPasswordError) await wrongSignIns.failed(request);
                  throw error;
                }),
              )
            : await signInWithGoogle(ctx, verifyGoogle, body.idToken, asSommelier, clientOf(request));
        return done(await sessionOf(result));
      },
    );

    // Asking for a reset link: a client that signed in to the account before is never held back
    // (past the per-client limit); anyone else gets one mail per account a minute (issue 30) and
    // RESET_MAILS_PER_DAY a day (issue 44), so a stranger can neither flood the owner nor keep them from asking.
    const knownClient = (request: FastifyRequest, account: string) => clientSignedInBefore(ctx.db, SHOP_TENANT_ID, account, request.ip);
    const forgotPasswordLimits = [
      perAccountLimit(app, { name: 'forgot-password', max: 1, windowMs: RESET_MAIL_INTERVAL_MS, accountOf: emailOf, exempt: knownClient }),
      perAccountLimit(app, { name: 'forgot-password-day', max: RESET_MAILS_PER_DAY, windowMs: DAY_MS, accountOf: emailOf, exempt: knownClient }),
    ];
    // Guessing a reset token is limited per client, and per token (its own failures): never per
    // account, so no one's wrong tokens can make the owner's genuine link answer 429.
    const resetPasswordLimits = [
      perAccountLimit(app, { name: 'reset-password-client', max: ctx.config.authAccountRateLimitMax, accountOf: (request) => request.ip }),
      perAccountLimit(app, {
        name: 'reset-password-token',
        max: ctx.config.authAccountRateLimitMax,
        accountOf: (request) => hashToken((request.body as { token: string }).token),
      }),
    ];

    app.post(
      '/user/forgot-password',
      { config: authLimit, preHandler: forgotPasswordLimits, schema: { tags: ['accounts'], body: forgotPasswordBody, response: { 200: ok(messageResult), ...errors } } },
      async (request, reply) => {
        // Whether the email has an account shows in neither the answer nor its time: the request is
        // stored (the same work either way), and the lookup, the token and the mail are done once
        // the answer has gone (or the caller hung up); a crash in between leaves the stored request
        // to the outbox job.
        const answered = new Promise((resolve) => reply.raw.once('close', resolve));
        const requestId = await storePasswordResetRequest(ctx, request.body.email);
        background.run('password reset mail', async () => {
          await answered;
          await handlePasswordResetRequest(ctx, requestId);
        });
        return done({ message: FORGOT_PASSWORD_MESSAGE });
      },
    );

    app.post(
      '/user/reset-password',
      { config: authLimit, preHandler: resetPasswordLimits, schema: { tags: ['accounts'], body: resetPasswordBody, response: { 200: ok(resetPasswordResult), ...errors } } },
      async (request) => done(await resetPassword(ctx, request.body)),
    );

    app.post(
      '/user/email-link',
      // Per client: link tokens are long random secrets, but guessing should still be slow.
      { config: authLimit, schema: { tags: ['accounts'], body: emailLinkBody, response: { 200: ok(emailLinkResult), ...errors } } },
      async (request) => done(await followEmailLink(ctx, request.body.token)),
    );

    app.post(
      '/user/verify-email/resend',
      {
        onRequest: requireUser,
        config: authLimit,
        preHandler: accountLimit('verify-email', (request) => request.user?.id),
        schema: { tags: ['accounts'], response: { 200: ok(messageResult), ...errors } },
      },
      async (request) => done(await resendVerification(ctx, currentUser(request).row)),
    );

    app.get(
      '/user/sessions',
      { onRequest: requireUser, schema: { tags: ['accounts'], response: { 200: ok(sessionsResult), ...errors } } },
      async (request) => done(await accountSessions(ctx, currentUser(request))),
    );

    app.delete(
      '/user/sessions/:id',
      { onRequest: requireUser, schema: { tags: ['accounts'], params: z.object({ id }), response: { 200: ok(messageResult), ...errors } } },
      async (request) => done(await signOutSession(ctx, currentUser(request), request.params.id)),
    );

    app.delete(
      '/user/sessions',
      { onRequest: requireUser, schema: { tags: ['accounts'], response: { 200: ok(messageResult), ...errors } } },
      async (request) => done(await signOutEverywhere(ctx, currentUser(request))),
    );

    app.post(
      '/user/logout',
      { onRequest: requireUser, schema: { tags: ['accounts'], response: { 200: ok(messageResult), ...errors } } },
      async (request) => {
        await signOut(ctx, currentUser(request).sessionId);
        return done({ message: 'Logged out successfully' });
      },
    );
  };
}

import { Header } from '@wine/contract/api';
import { failure, ok } from '@wine/contract/envelope';
import {
  forgotPasswordBody, messageResult, registerBody, resetPasswordBody, resetPasswordResult, sessionResult, signInBody,
} from '@wine/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Background } from '../../lib/background';
import { currentUser, requireUser } from '../../plugins/auth';
import { perAccountLimit } from '../../plugins/security';
import { googleVerifier } from './google';
import { FORGOT_PASSWORD_MESSAGE, mailPasswordReset, register, resetPassword, signInWithGoogle, signInWithPassword, signOut } from './service';

const errors = { 400: failure, 401: failure, 403: failure, 409: failure, 429: failure };

export function authRoutes(ctx: AppContext, background: Background): FastifyPluginAsyncZod {
  const { clientId, jwksUrl } = ctx.config.google;
  const verifyGoogle = clientId ? googleVerifier(clientId, jwksUrl) : undefined;
  const authLimit = { rateLimit: { max: ctx.config.authRateLimitMax, timeWindow: '1 minute' } };

  return async (app) => {
    // Per client (authLimit) and per account: a brute force spread over many addresses still meets the second.
    const accountLimit = (name: string, accountOf: (body: unknown) => string | undefined) =>
      perAccountLimit(app, { name, max: ctx.config.authAccountRateLimitMax, accountOf });
    const emailOf = (body: unknown) => (body as { email: string }).email;
    // Google sign-in names no account before its token is verified: Google guards its own accounts.
    const signInEmailOf = (body: unknown) => {
      const signIn = body as z.output<typeof signInBody>;
      return signIn.strategy === 'basic_email' ? signIn.idToken : undefined;
    };

    app.post(
      '/user/register',
      // Strict: a body that tries to set roles or any other unlisted field is refused, not silently trimmed.
      { config: authLimit, preHandler: accountLimit('register', emailOf), schema: { tags: ['accounts'], body: registerBody, response: { 200: ok(sessionResult), ...errors } } },
      async (request) => ({ status: 1 as const, result: await register(ctx, request.body) }),
    );

    app.post(
      '/user/tokensignin',
      {
        config: authLimit,
        preHandler: accountLimit('sign-in', signInEmailOf),
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
            ? await signInWithPassword(ctx, body.idToken, body.idTokenSecret, asSommelier)
            : await signInWithGoogle(ctx, verifyGoogle, body.idToken, asSommelier);
        return { status: 1 as const, result };
      },
    );

    app.post(
      '/user/forgot-password',
      { config: authLimit, preHandler: accountLimit('forgot-password', emailOf), schema: { tags: ['accounts'], body: forgotPasswordBody, response: { 200: ok(messageResult), ...errors } } },
      async (request, reply) => {
        // Whether the email has an account shows in neither the answer nor its time: the lookup,
        // the token and the mail are done once the answer has gone (or the caller hung up).
        const answered = new Promise((resolve) => reply.raw.once('close', resolve));
        const { email } = request.body;
        background.run('password reset mail', async () => {
          await answered;
          await mailPasswordReset(ctx, email);
        });
        return { status: 1 as const, result: { message: FORGOT_PASSWORD_MESSAGE } };
      },
    );

    app.post(
      '/user/reset-password',
      { config: authLimit, preHandler: accountLimit('reset-password', emailOf), schema: { tags: ['accounts'], body: resetPasswordBody, response: { 200: ok(resetPasswordResult), ...errors } } },
      async (request) => ({ status: 1 as const, result: await resetPassword(ctx, request.body) }),
    );

    app.post(
      '/user/logout',
      { onRequest: requireUser, schema: { tags: ['accounts'], response: { 200: ok(messageResult), ...errors } } },
      async (request) => {
        await signOut(ctx, currentUser(request).sessionId);
        return { status: 1 as const, result: { message: 'Logged out successfully' } };
      },
    );
  };
}

import { failure, id, ok } from '@wine/contract/envelope';
import { ownUser, publicUser, userUpdateBody, type UserUpdate } from '@wine/contract/users';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { done } from '../../lib/envelope';
import { currentUser, requireUser } from '../../plugins/auth';
import { perAccountLimit } from '../../plugins/security';
import { googleVerifierOf } from '../auth/google';
import type { PasswordChecks } from '../auth/password-checks';
import { getUser, updateUserRecord } from './service';

const params = z.object({ id });
const errors = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure, 429: failure };

export function usersRoutes(ctx: AppContext, passwords: PasswordChecks): FastifyPluginAsyncZod {
  const verifyGoogle = googleVerifierOf(ctx.config);
  return async (app) => {
    // A call asking for a new email could probe which emails have accounts: limited per client
    // and per asked-for email, as the sign-up and reset calls are; other profile edits are not counted.
    const newEmailOf = (request: FastifyRequest) => (request.body as UserUpdate | undefined)?.email;
    // The current password it carries spends the account's budget of password checks, as a sign-in does.
    const checkedPasswordOf = (request: FastifyRequest) => {
      const body = request.body as UserUpdate | undefined;
      return body?.currentPassword !== undefined && body.email !== undefined && body.email !== request.user?.row.email ? request.user?.row.email : undefined;
    };
    const emailChangeLimits = [
      perAccountLimit(app, { name: 'email-change-client', max: ctx.config.authRateLimitMax, accountOf: (request) => newEmailOf(request) && request.ip }),
      perAccountLimit(app, { name: 'email-change', max: ctx.config.authAccountRateLimitMax, accountOf: newEmailOf }),
      passwords.budget(checkedPasswordOf),
    ];

    app.get(
      '/users/:id',
      { config: { sharedCache: true }, schema: { tags: ['users'], params, response: { 200: ok(z.union([ownUser, publicUser])), ...errors } } },
      async (request) => done(await getUser(ctx, request.user, request.params.id)),
    );

    app.patch(
      '/users/:id',
      {
        onRequest: requireUser,
        preHandler: emailChangeLimits,
        schema: { tags: ['users'], params, body: userUpdateBody, response: { 200: ok(ownUser), ...errors } },
      },
      async (request) => {
        const viewer = currentUser(request);
        const result = await passwords.check(request, viewer.row.email, viewer.sessionId, () =>
          updateUserRecord(ctx, viewer, request.params.id, request.body, verifyGoogle),
        );
        return done(result);
      },
    );
  };
}

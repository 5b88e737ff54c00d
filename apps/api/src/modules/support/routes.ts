import { failure, ok } from '@wine/contract/envelope';
import { supportTicketBody, supportTicketResult } from '@wine/contract/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { done } from '../../lib/envelope';
import { openSupportTicket } from './service';

export function supportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // Anyone may write, so it is limited like the sign-in calls: each ticket sends a mail.
  const limit = { rateLimit: { max: ctx.config.authRateLimitMax, timeWindow: '1 minute' } };
  return async (app) => {
    app.post(
      '/support/ticket',
      {
        config: limit,
        schema: {
          tags: ['support'],
          body: supportTicketBody,
          response: { 200: ok(supportTicketResult), 400: failure, 429: failure },
        },
      },
      async (request) => done(await openSupportTicket(ctx, request.tenantId, request.user, request.body)),
    );
  };
}

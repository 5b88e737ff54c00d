import { orderParams } from '@wine/contract/cart';
import { failure, ok } from '@wine/contract/envelope';
import {
  orderReturns as orderReturnsSchema, returnAcceptBody, returnDeclineBody, returnList, returnListQuery, returnParams, returnRequestBody, returnRequestView,
} from '@wine/contract/returns';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { done } from '../../lib/envelope';
import { currentUser, requireAdmin, requireRetailer, requireUser } from '../../plugins/auth';
import { perAccountLimit } from '../../plugins/security';
import { acceptReturn, declineReturn, deciderOf, listReturnsFor, orderReturns, requestReturn, type Decider } from './service';

const errors = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure, 503: failure };
const tags = ['returns'];

/**
 * Returns (issue 32): the shopper's requests from a completed order, and the decisions of the
 * retailer's staff (/retailer/returns, their business's only) and of the console (/admin/returns, any).
 */
export function returnsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(async (scope) => {
      const shopper = scope.withTypeProvider<ZodTypeProvider>();
      shopper.addHook('onRequest', requireUser);
      shopper.get(
        '/order/:orderId/returns',
        { schema: { tags, params: orderParams, response: { 200: ok(orderReturnsSchema), ...errors } } },
        async (request) => done(await orderReturns(ctx, currentUser(request), request.params.orderId)),
      );
      // Each request mails the retailer's staff and the shopper: a burst is bounded per account.
      const requestLimit = perAccountLimit(scope, { name: 'return-request', max: ctx.config.returnRequestRateLimitMax, windowMs: 60 * 60_000, accountOf: (request) => currentUser(request).id });
      shopper.post(
        '/order/:orderId/returns',
        { preHandler: requestLimit, schema: { tags, params: orderParams, body: returnRequestBody, response: { 200: ok(orderReturnsSchema), ...errors } } },
        async (request) => done(await requestReturn(ctx, currentUser(request), request.params.orderId, request.body)),
      );
    });

    for (const kind of ['retailer', 'admin'] as const) {
      await app.register(async (scope) => {
        const staff = scope.withTypeProvider<ZodTypeProvider>();
        staff.addHook('onRequest', kind === 'admin' ? requireAdmin : requireRetailer);
        const decider = (request: Parameters<typeof currentUser>[0]): Decider => deciderOf(currentUser(request), kind);
        staff.get(
          `/${kind}/returns`,
          { schema: { tags, querystring: returnListQuery, response: { 200: ok(returnList), ...errors } } },
          async (request) => done(await listReturnsFor(ctx, currentUser(request), decider(request), request.query)),
        );
        staff.patch(
          `/${kind}/returns/:returnId/accept`,
          { schema: { tags, params: returnParams, body: returnAcceptBody, response: { 200: ok(returnRequestView), ...errors } } },
          async (request) => done(await acceptReturn(ctx, currentUser(request), decider(request), request.params.returnId, request.body.note || null)),
        );
        staff.patch(
          `/${kind}/returns/:returnId/decline`,
          { schema: { tags, params: returnParams, body: returnDeclineBody, response: { 200: ok(returnRequestView), ...errors } } },
          async (request) => done(await declineReturn(ctx, currentUser(request), decider(request), request.params.returnId, request.body.note)),
        );
      });
    }
  };
}

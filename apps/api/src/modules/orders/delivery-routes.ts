import { orderParams } from '@wine/contract/cart';
import { consoleDeliveryAttempts as consoleAttemptsResult, deliveryAttemptBody, orderDelivery as orderDeliveryResult, redeliveryBody } from '@wine/contract/delivery-attempts';
import { failure, ok } from '@wine/contract/envelope';
import { consoleOrder } from '@wine/contract/fulfilment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { done } from '../../lib/envelope';
import type { AuthUser } from '../auth/auth-user';
import { currentUser, requireAdmin, requireRetailer, requireUser } from '../../plugins/auth';
import { asRetailer } from '../accounts/roles';
import { agreeToRedelivery, consoleDeliveryAttempts, orderDelivery, recordDeliveryAttempt } from './delivery-attempts';

const errors = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure, 422: failure, 503: failure };
const tags = ['orders'];

/**
 * Delivery attempts (issue 32, docs/decisions/0051-delivery-attempts.md): the retailer view and the
 * console record failed attempts on the same paths as their hand-over; the shopper reads them and
 * agrees to a re-delivery under /order/{id}.
 */
export function deliveryAttemptRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const consoleRoutes = (prefix: string, guard: typeof requireUser, viewerOf: (viewer: AuthUser) => AuthUser) => {
      app.get(
        `${prefix}/:orderId/delivery-attempts`,
        { onRequest: guard, schema: { tags, params: orderParams, response: { 200: ok(consoleAttemptsResult), ...errors } } },
        async (request) => done(await consoleDeliveryAttempts(ctx, viewerOf(currentUser(request)), request.params.orderId)),
      );
      app.post(
        `${prefix}/:orderId/delivery-attempts`,
        { onRequest: guard, schema: { tags, params: orderParams, body: deliveryAttemptBody, response: { 200: ok(consoleOrder), ...errors } } },
        async (request) => done(await recordDeliveryAttempt(ctx, viewerOf(currentUser(request)), request.params.orderId, request.body)),
      );
    };
    // The retailer view acts for the viewer's business only, never with an admin's reach.
    consoleRoutes('/retailer/orders', requireRetailer, asRetailer);
    consoleRoutes('/admin/orders', requireAdmin, (viewer) => viewer);

    app.get(
      '/order/:orderId/delivery',
      { onRequest: requireUser, schema: { tags, params: orderParams, response: { 200: ok(orderDeliveryResult), ...errors } } },
      async (request) => done(await orderDelivery(ctx, currentUser(request), request.params.orderId)),
    );
    app.post(
      '/order/:orderId/redelivery',
      { onRequest: requireUser, schema: { tags, params: orderParams, body: redeliveryBody, response: { 200: ok(orderDeliveryResult), ...errors } } },
      async (request) => done(await agreeToRedelivery(ctx, currentUser(request), request.params.orderId, request.body.attempt)),
    );
  };
}

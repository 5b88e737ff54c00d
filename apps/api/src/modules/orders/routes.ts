import { cart, cartItemBody, cartList, cartQuery, createCartBody, orderParams } from '@wine/contract/cart';
import {
  assignBody, confirmBody, couponList, couponQuery, historyList, historyQuery, orderDetailQuery, placedOrder,
  anyQuotationBody, pendingConfirmation, pendingConfirmationResult, quotationQuery, quotationResult,
} from '@wine/contract/checkout';
import { failure, ok } from '@wine/contract/envelope';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { done } from '../../lib/envelope';
import { currentUser, requireUser } from '../../plugins/auth';
import { findCart, keepPendingConfirmation, openCart, pendingConfirmationOf, setCartItem } from './cart';
import { listVisibleCoupons } from '../promotions/service';
import { orderDetail, orderHistory } from './history';
import { assignToRetailer, cancelOwnOrder, confirmOrder } from './place';
import { quoteCart, quoteInputOf } from './quote';

const errors = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure, 422: failure };
const tags = ['orders'];

/** The cart, pricing, placing and history of orders (spec 000 §7, spec 001 §7 "Orders and checkout"). */
export function ordersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/coupon',
      { schema: { tags, querystring: couponQuery, response: { 200: ok(couponList), 400: failure } } },
      async (request) => done({ coupons: await listVisibleCoupons(ctx, request.user, request.query.offset ?? 0, request.query.limit ?? 20) }),
    );

    await app.register(async (scope) => {
      const signedIn = scope.withTypeProvider<ZodTypeProvider>();
      signedIn.addHook('onRequest', requireUser);

      signedIn.get(
        '/order',
        { schema: { tags, querystring: z.union([cartQuery, historyQuery]), response: { 200: ok(z.union([cartList, historyList])), ...errors } } },
        async (request) => {
          const viewer = currentUser(request);
          const query = request.query;
          if (query.status === 'OPEN') return done({ orders: await findCart(ctx, viewer) });
          return done(await orderHistory(ctx, viewer, query));
        },
      );

      signedIn.post('/order', { schema: { tags, body: createCartBody, response: { 200: ok(cart), ...errors } } }, async (request) =>
        done(await openCart(ctx, currentUser(request))),
      );

      signedIn.patch(
        '/order/:orderId/item',
        { schema: { tags, params: orderParams, body: cartItemBody, response: { 200: ok(cart), ...errors } } },
        async (request) => done(await setCartItem(ctx, currentUser(request), request.params.orderId, request.body)),
      );

      signedIn.get(
        '/order/:orderId/pending-confirmation',
        { schema: { tags, params: orderParams, response: { 200: ok(pendingConfirmationResult), ...errors } } },
        async (request) => done(await pendingConfirmationOf(ctx, currentUser(request), request.params.orderId)),
      );

      signedIn.put(
        '/order/:orderId/pending-confirmation',
        { schema: { tags, params: orderParams, body: pendingConfirmation, response: { 200: ok(pendingConfirmationResult), ...errors } } },
        async (request) => done(await keepPendingConfirmation(ctx, currentUser(request), request.params.orderId, request.body)),
      );

      signedIn.post(
        '/order/catalogue/quotation',
        { schema: { tags, querystring: quotationQuery, body: anyQuotationBody, response: { 200: ok(quotationResult), ...errors, 400: failure } } },
        async (request) => done({ order: await quoteCart(ctx, currentUser(request), quoteInputOf(request.body)) }),
      );

      signedIn.post(
        '/order/:orderId/task',
        { schema: { tags, params: orderParams, body: assignBody, response: { 200: ok(z.object({ _id: z.uuid(), status: z.string() })), ...errors } } },
        async (request) => done(await assignToRetailer(ctx, currentUser(request), request.params.orderId, request.body.userId)),
      );

      signedIn.patch(
        '/order/:orderId/confirm',
        { schema: { tags, params: orderParams, body: confirmBody, response: { 200: ok(placedOrder), ...errors } } },
        async (request) => done(await confirmOrder(ctx, currentUser(request), request.params.orderId, request.body)),
      );

      signedIn.patch(
        '/order/:orderId/cancel',
        { schema: { tags, params: orderParams, response: { 200: ok(placedOrder), ...errors } } },
        async (request) => done(await cancelOwnOrder(ctx, currentUser(request), request.params.orderId)),
      );

      signedIn.get(
        '/order/:orderId',
        { schema: { tags, params: orderParams, querystring: orderDetailQuery, response: { 200: ok(placedOrder), ...errors } } },
        async (request) => done(await orderDetail(ctx, currentUser(request), request.params.orderId)),
      );
    });
  };
}

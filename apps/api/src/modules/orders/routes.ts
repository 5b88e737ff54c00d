import { cartItemBody, cart, cartList, cartQuery, createCartBody, orderParams } from '@wine/contract/cart';
import { failure, ok } from '@wine/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { currentUser, requireUser } from '../../plugins/auth';
import { findCart, openCart, setCartItem } from './cart';

const errors = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure, 422: failure };

/** The cart: the user's OPEN order (spec 000 §7 order calls). */
export function ordersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireUser);

    app.get('/order', { schema: { tags: ['orders'], querystring: cartQuery, response: { 200: ok(cartList), ...errors } } }, async (request) => ({
      status: 1 as const,
      result: { orders: await findCart(ctx, currentUser(request)) },
    }));

    app.post('/order', { schema: { tags: ['orders'], body: createCartBody, response: { 200: ok(cart), ...errors } } }, async (request) => ({
      status: 1 as const,
      result: await openCart(ctx, currentUser(request)),
    }));

    app.patch(
      '/order/:orderId/item',
      { schema: { tags: ['orders'], params: orderParams, body: cartItemBody, response: { 200: ok(cart), ...errors } } },
      async (request) => ({
        status: 1 as const,
        result: await setCartItem(ctx, currentUser(request), request.params.orderId, request.body),
      }),
    );
  };
}

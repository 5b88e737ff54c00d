import { orderParams } from '@wine/contract/cart';
import { failure, ok } from '@wine/contract/envelope';
import { consoleOrder, deliveredBody, handOverBody, orderNote, orderNoteBody } from '@wine/contract/fulfilment';
import { retailerOrderList, retailerOrdersQuery } from '@wine/contract/retailer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { done } from '../../lib/envelope';
import { currentUser, requireRetailer } from '../../plugins/auth';
import {
  listRetailerOrders, retailerDelivered, retailerOrderDetail, retailerOrderNote, retailerOutForDelivery, retailerReadyForPickup,
} from './service';

const errors = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure };
const tags = ['retailer'];

/**
 * The retailer's desk (issue 9): what a retailer's staff see and do for their own business, under
 * /retailer: list, hand over and annotate its orders (here), and count its wines' stock
 * (stock-routes.ts). The businesses themselves are the `retailers` module's (decision 0057).
 */
export function retailerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Every route of this plugin (and only these: the plugin is encapsulated) is for retailers.
    app.addHook('onRequest', requireRetailer);

    app.get(
      '/retailer/orders',
      { schema: { tags, querystring: retailerOrdersQuery, response: { 200: ok(retailerOrderList), ...errors } } },
      async (request) => done(await listRetailerOrders(ctx, currentUser(request), request.query)),
    );

    app.get(
      '/retailer/orders/:orderId',
      { schema: { tags, params: orderParams, response: { 200: ok(consoleOrder), ...errors } } },
      async (request) => done(await retailerOrderDetail(ctx, currentUser(request), request.params.orderId)),
    );

    app.patch(
      '/retailer/orders/:orderId/ready-for-pickup',
      { schema: { tags, params: orderParams, body: handOverBody, response: { 200: ok(consoleOrder), ...errors } } },
      async (request) => done(await retailerReadyForPickup(ctx, currentUser(request), request.params.orderId, request.body.note ?? null)),
    );

    app.patch(
      '/retailer/orders/:orderId/out-for-delivery',
      { schema: { tags, params: orderParams, body: handOverBody, response: { 200: ok(consoleOrder), ...errors } } },
      async (request) => done(await retailerOutForDelivery(ctx, currentUser(request), request.params.orderId, request.body.note ?? null)),
    );

    app.patch(
      '/retailer/orders/:orderId/delivered',
      { schema: { tags, params: orderParams, body: deliveredBody, response: { 200: ok(consoleOrder), ...errors } } },
      async (request) => done(await retailerDelivered(ctx, currentUser(request), request.params.orderId, {
        ageChecked: request.body.ageChecked,
        note: request.body.note ?? null,
      })),
    );

    app.post(
      '/retailer/orders/:orderId/notes',
      { schema: { tags, params: orderParams, body: orderNoteBody, response: { 200: ok(orderNote), ...errors } } },
      async (request) => done(await retailerOrderNote(ctx, currentUser(request), request.params.orderId, request.body.body)),
    );
  };
}

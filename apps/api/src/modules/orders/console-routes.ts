import { orderParams } from '@wine/contract/cart';
import { placedOrder } from '@wine/contract/checkout';
import { adminOrderList, adminOrdersExportQuery, adminOrdersQuery } from '@wine/contract/admin/orders';
import { failure, ok } from '@wine/contract/envelope';
import { consoleOrder, deliveredBody, handOverBody, orderNote, orderNoteBody } from '@wine/contract/fulfilment';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { csvFile, sendCsv } from '../../lib/csv-export';
import { done } from '../../lib/envelope';
import { currentUser } from '../../plugins/auth';
import { adminOnlyRoutes, idParams, readErrors, writeErrors, tags } from '../../plugins/console';
import { adminCancelOrder } from './admin';
import { adminOrders, adminOrdersCsv } from './console-orders';
import { addOrderNote, consoleOrderDetail, markDelivered, markOutForDelivery, markReadyForPickup } from './fulfilment';

const errors = { ...readErrors, 409: failure };

/**
 * The console's orders (issue 9): the list and its CSV export, an order with its hand-overs and notes,
 * a cancellation with its refund. Failed delivery attempts share the retailer view's routes
 * (delivery-routes.ts).
 */
export const ordersConsoleRoutes = (ctx: AppContext) =>
  adminOnlyRoutes((admin) => {
    admin.get('/admin/orders', { schema: { tags, querystring: adminOrdersQuery, response: { 200: ok(adminOrderList), ...errors } } }, async (request) =>
      done(await adminOrders(ctx, currentUser(request), request.query)),
    );
    admin.get('/admin/orders/export.csv', { schema: { tags, querystring: adminOrdersExportQuery, response: { 200: csvFile, ...errors } } }, async (request, reply) =>
      sendCsv(reply, await adminOrdersCsv(ctx, currentUser(request), request.query)),
    );
    admin.get('/admin/orders/:id', { schema: { tags, params: idParams, response: { 200: ok(consoleOrder), ...errors } } }, async (request) =>
      done(await consoleOrderDetail(ctx, currentUser(request), request.params.id)),
    );
    admin.patch('/admin/orders/:id/ready-for-pickup', { schema: { tags, params: idParams, body: handOverBody, response: { 200: ok(consoleOrder), ...errors } } }, async (request) =>
      done(await markReadyForPickup(ctx, currentUser(request), request.params.id, request.body.note ?? null)),
    );
    admin.patch('/admin/orders/:id/out-for-delivery', { schema: { tags, params: idParams, body: handOverBody, response: { 200: ok(consoleOrder), ...errors } } }, async (request) =>
      done(await markOutForDelivery(ctx, currentUser(request), request.params.id, request.body.note ?? null)),
    );
    admin.patch('/admin/orders/:id/delivered', { schema: { tags, params: idParams, body: deliveredBody, response: { 200: ok(consoleOrder), ...errors } } }, async (request) =>
      done(await markDelivered(ctx, currentUser(request), request.params.id, request.body)),
    );
    admin.post('/admin/orders/:id/notes', { schema: { tags, params: idParams, body: orderNoteBody, response: { 200: ok(orderNote), ...errors } } }, async (request) =>
      done(await addOrderNote(ctx, currentUser(request), request.params.id, request.body.body)),
    );
    admin.patch(
      '/admin/orders/:orderId/cancel',
      {
        schema: {
          tags,
          params: orderParams,
          body: z.object({ note: z.string().trim().max(500).optional() }).strict(),
          response: { 200: ok(placedOrder), ...writeErrors, 503: failure },
        },
      },
      async (request) => done(await adminCancelOrder(ctx, currentUser(request), request.params.orderId, request.body.note ?? null)),
    );
  });

import { auditList, auditQuery } from '@wine/contract/admin/audit';
import { adminCoupon, adminCouponList, couponBody } from '@wine/contract/admin/coupons';
import { dashboard, dashboardTrends, dashboardTrendsQuery } from '@wine/contract/admin/dashboard';
import { outboxList, outboxMail, outboxQuery, supportTicket, ticketList, ticketQuery, ticketUpdateBody } from '@wine/contract/admin/inbox';
import { adminCommissionExportQuery, adminCommissionList, adminCommissionQuery } from '@wine/contract/admin/commission';
import { adminOrderList, adminOrdersExportQuery, adminOrdersQuery } from '@wine/contract/admin/orders';
import { retailer, retailerBody, retailerList, retailerStaffBody, retailerStaffParams } from '@wine/contract/admin/retailers';
import { adminPageQuery } from '@wine/contract/admin/shared';
import { failure, id, noQuery, ok } from '@wine/contract/envelope';
import { consoleOrder, deliveredBody, handOverBody, orderNote, orderNoteBody } from '@wine/contract/fulfilment';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { csvFile, sendCsv } from '../../lib/csv-export';
import { pageOf } from '../../lib/paging';
import { currentUser, requireAdmin } from '../../plugins/auth';
import { consoleCommission, consoleCommissionCsv } from '../commission/reports';
import { addOrderNote, consoleOrderDetail, markDelivered, markOutForDelivery, markReadyForPickup } from '../orders/fulfilment';
import { auditEntries } from './audit';
import { adminCoupons, createCoupon, updateCouponRecord } from './coupons';
import { dashboard as dashboardFigures, dashboardTrends as trendsOf } from './dashboard';
import { adminOutbox, adminTicket, adminTickets, retryMail, setTicketStatus } from './inbox';
import { adminOrders, adminOrdersCsv } from './orders';
import { adminRetailers, attachStaff, createRetailer, detachStaff, updateRetailer } from '../retailers/service';

const tags = ['admin'];
const errors = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure };
const params = z.object({ id });
const done = <T>(result: T) => ({ status: 1 as const, result });

/**
 * The admin console (issue 9): dashboard, coupons, retailers, orders, commission, mail outbox,
 * support tickets and the audit log. The role is checked on request, before the body is even read.
 */
export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(async (scope) => {
      const admin = scope.withTypeProvider<ZodTypeProvider>();
      admin.addHook('onRequest', requireAdmin);

      admin.get('/admin/dashboard', { schema: { tags, querystring: noQuery, response: { 200: ok(dashboard), ...errors } } }, async (request) =>
        done(await dashboardFigures(ctx, currentUser(request))),
      );
      admin.get(
        '/admin/dashboard/trends',
        { schema: { tags, querystring: dashboardTrendsQuery, response: { 200: ok(dashboardTrends), ...errors } } },
        async (request) => done(await trendsOf(ctx, currentUser(request), request.query.days)),
      );

      // Coupons
      admin.get('/admin/coupons', { schema: { tags, querystring: adminPageQuery, response: { 200: ok(adminCouponList), ...errors } } }, async (request) =>
        done(await adminCoupons(ctx, currentUser(request), pageOf(request.query.skip, request.query.limit))),
      );
      admin.post('/admin/coupons', { schema: { tags, body: couponBody, response: { 200: ok(adminCoupon), ...errors } } }, async (request) =>
        done(await createCoupon(ctx, currentUser(request), request.body)),
      );
      admin.put('/admin/coupons/:id', { schema: { tags, params, body: couponBody, response: { 200: ok(adminCoupon), ...errors } } }, async (request) =>
        done(await updateCouponRecord(ctx, currentUser(request), request.params.id, request.body)),
      );

      // Retailers
      admin.get('/admin/retailers', { schema: { tags, querystring: adminPageQuery, response: { 200: ok(retailerList), ...errors } } }, async (request) =>
        done(await adminRetailers(ctx, currentUser(request), pageOf(request.query.skip, request.query.limit))),
      );
      admin.post('/admin/retailers', { schema: { tags, body: retailerBody, response: { 200: ok(retailer), ...errors } } }, async (request) =>
        done(await createRetailer(ctx, currentUser(request), request.body)),
      );
      admin.put('/admin/retailers/:id', { schema: { tags, params, body: retailerBody, response: { 200: ok(retailer), ...errors } } }, async (request) =>
        done(await updateRetailer(ctx, currentUser(request), request.params.id, request.body)),
      );
      admin.post('/admin/retailers/:id/staff', { schema: { tags, params, body: retailerStaffBody, response: { 200: ok(retailer), ...errors } } }, async (request) =>
        done(await attachStaff(ctx, currentUser(request), request.params.id, request.body.email)),
      );
      admin.delete('/admin/retailers/:id/staff/:userId', { schema: { tags, params: retailerStaffParams, response: { 200: ok(retailer), ...errors } } }, async (request) =>
        done(await detachStaff(ctx, currentUser(request), request.params.id, request.params.userId)),
      );

      // Orders (cancel with refund is PATCH /admin/orders/{id}/cancel in the orders module)
      admin.get('/admin/orders', { schema: { tags, querystring: adminOrdersQuery, response: { 200: ok(adminOrderList), ...errors } } }, async (request) =>
        done(await adminOrders(ctx, currentUser(request), request.query)),
      );
      admin.get('/admin/orders/export.csv', { schema: { tags, querystring: adminOrdersExportQuery, response: { 200: csvFile, ...errors } } }, async (request, reply) =>
        sendCsv(reply, await adminOrdersCsv(ctx, currentUser(request), request.query)),
      );
      admin.get('/admin/orders/:id', { schema: { tags, params, response: { 200: ok(consoleOrder), ...errors } } }, async (request) =>
        done(await consoleOrderDetail(ctx, currentUser(request), request.params.id)),
      );
      admin.patch('/admin/orders/:id/ready-for-pickup', { schema: { tags, params, body: handOverBody, response: { 200: ok(consoleOrder), ...errors } } }, async (request) =>
        done(await markReadyForPickup(ctx, currentUser(request), request.params.id, request.body.note ?? null)),
      );
      admin.patch('/admin/orders/:id/out-for-delivery', { schema: { tags, params, body: handOverBody, response: { 200: ok(consoleOrder), ...errors } } }, async (request) =>
        done(await markOutForDelivery(ctx, currentUser(request), request.params.id, request.body.note ?? null)),
      );
      admin.patch('/admin/orders/:id/delivered', { schema: { tags, params, body: deliveredBody, response: { 200: ok(consoleOrder), ...errors } } }, async (request) =>
        done(await markDelivered(ctx, currentUser(request), request.params.id, request.body)),
      );
      admin.post('/admin/orders/:id/notes', { schema: { tags, params, body: orderNoteBody, response: { 200: ok(orderNote), ...errors } } }, async (request) =>
        done(await addOrderNote(ctx, currentUser(request), request.params.id, request.body.body)),
      );

      // Sommeliers' commission per month: the commission module's reports
      admin.get('/admin/commission', { schema: { tags, querystring: adminCommissionQuery, response: { 200: ok(adminCommissionList), ...errors } } }, async (request) =>
        done(await consoleCommission(ctx, currentUser(request), request.query)),
      );
      admin.get('/admin/commission/export.csv', { schema: { tags, querystring: adminCommissionExportQuery, response: { 200: csvFile, ...errors } } }, async (request, reply) =>
        sendCsv(reply, consoleCommissionCsv(ctx, currentUser(request), request.query)),
      );

      // Mail outbox and support tickets
      admin.get('/admin/outbox', { schema: { tags, querystring: outboxQuery, response: { 200: ok(outboxList), ...errors } } }, async (request) =>
        done(await adminOutbox(ctx, request.query.status, pageOf(request.query.skip, request.query.limit))),
      );
      admin.post('/admin/outbox/:id/retry', { schema: { tags, params, response: { 200: ok(outboxMail), ...errors } } }, async (request) =>
        done(await retryMail(ctx, currentUser(request), request.params.id)),
      );
      admin.get('/admin/support-tickets', { schema: { tags, querystring: ticketQuery, response: { 200: ok(ticketList), ...errors } } }, async (request) =>
        done(await adminTickets(ctx, currentUser(request), request.query.status, pageOf(request.query.skip, request.query.limit))),
      );
      admin.get('/admin/support-tickets/:id', { schema: { tags, params, response: { 200: ok(supportTicket), ...errors } } }, async (request) =>
        done(await adminTicket(ctx, currentUser(request), request.params.id)),
      );
      admin.patch('/admin/support-tickets/:id', { schema: { tags, params, body: ticketUpdateBody, response: { 200: ok(supportTicket), ...errors } } }, async (request) =>
        done(await setTicketStatus(ctx, currentUser(request), request.params.id, request.body.status)),
      );

      // Audit log
      admin.get('/admin/audit', { schema: { tags, querystring: auditQuery, response: { 200: ok(auditList), ...errors } } }, async (request) =>
        done(await auditEntries(ctx, currentUser(request), request.query)),
      );
    });
  };
}

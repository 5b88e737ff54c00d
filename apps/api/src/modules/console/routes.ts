import { auditList, auditQuery } from '@wine/contract/admin/audit';
import { dashboard, dashboardTrends, dashboardTrendsQuery } from '@wine/contract/admin/dashboard';
import { outboxList, outboxMail, outboxQuery, supportTicket, ticketList, ticketQuery, ticketUpdateBody } from '@wine/contract/admin/inbox';
import { failure, noQuery, ok } from '@wine/contract/envelope';
import type { AppContext } from '../../context';
import { done } from '../../lib/envelope';
import { pageOf } from '../../lib/paging';
import { currentUser } from '../../plugins/auth';
import { adminOnlyRoutes, idParams, readErrors, tags } from '../../plugins/console';
import { auditEntries } from './audit';
import { dashboard as dashboardFigures, dashboardTrends as trendsOf } from './dashboard';
import { adminOutbox, adminTicket, adminTickets, retryMail, setTicketStatus } from './inbox';

const errors = { ...readErrors, 409: failure };

/**
 * What of the console (issue 9) no one module owns: the dashboard, the inbox (mail outbox and support
 * tickets) and the audit log. Each other console call sits beside its module's service (decision 0068).
 */
export const consoleRoutes = (ctx: AppContext) =>
  adminOnlyRoutes((admin) => {
    admin.get('/admin/dashboard', { schema: { tags, querystring: noQuery, response: { 200: ok(dashboard), ...errors } } }, async (request) =>
      done(await dashboardFigures(ctx, currentUser(request))),
    );
    admin.get(
      '/admin/dashboard/trends',
      { schema: { tags, querystring: dashboardTrendsQuery, response: { 200: ok(dashboardTrends), ...errors } } },
      async (request) => done(await trendsOf(ctx, currentUser(request), request.query.days)),
    );

    // Mail outbox and support tickets
    admin.get('/admin/outbox', { schema: { tags, querystring: outboxQuery, response: { 200: ok(outboxList), ...errors } } }, async (request) =>
      done(await adminOutbox(ctx, request.query.status, pageOf(request.query.skip, request.query.limit))),
    );
    admin.post('/admin/outbox/:id/retry', { schema: { tags, params: idParams, response: { 200: ok(outboxMail), ...errors } } }, async (request) =>
      done(await retryMail(ctx, currentUser(request), request.params.id)),
    );
    admin.get('/admin/support-tickets', { schema: { tags, querystring: ticketQuery, response: { 200: ok(ticketList), ...errors } } }, async (request) =>
      done(await adminTickets(ctx, currentUser(request), request.query.status, pageOf(request.query.skip, request.query.limit))),
    );
    admin.get('/admin/support-tickets/:id', { schema: { tags, params: idParams, response: { 200: ok(supportTicket), ...errors } } }, async (request) =>
      done(await adminTicket(ctx, currentUser(request), request.params.id)),
    );
    admin.patch('/admin/support-tickets/:id', { schema: { tags, params: idParams, body: ticketUpdateBody, response: { 200: ok(supportTicket), ...errors } } }, async (request) =>
      done(await setTicketStatus(ctx, currentUser(request), request.params.id, request.body.status)),
    );

    // Audit log
    admin.get('/admin/audit', { schema: { tags, querystring: auditQuery, response: { 200: ok(auditList), ...errors } } }, async (request) =>
      done(await auditEntries(ctx, currentUser(request), request.query)),
    );
  });

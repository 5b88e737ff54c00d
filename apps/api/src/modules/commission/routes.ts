import { commissionList, commissionQuery } from '@wine/contract/curation';
import { failure, ok } from '@wine/contract/envelope';
import { centsToPrice } from '@wine/contract/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { csvFile, sendCsv } from '../../lib/csv-export';
import { done } from '../../lib/envelope';
import { currentUser, requireUser } from '../../plugins/auth';
import { commissionTotals } from './queries';
import { ownCommissionCsv } from './reports';

const errors = { 400: failure, 401: failure };

/**
 * GET /commission?groupby=month|day: the caller's own commission (spec 001 §2.17), and the same
 * as a file. Neither takes a sommelier: a caller only ever reads their own.
 */
export function commissionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/commission',
      { onRequest: requireUser, schema: { tags: ['commission'], querystring: commissionQuery, response: { 200: ok(commissionList), ...errors } } },
      async (request) => {
        const groupBy = request.query.groupby;
        const rows = await commissionTotals(ctx.db, currentUser(request).id, groupBy, ctx.config.storeTimezone);
        const commissions = rows.map((row) => ({
          identifier: { year: row.year, month: row.month, ...(groupBy === 'day' ? { day: row.day } : {}) },
          totalAmount: centsToPrice(row.totalCents),
        }));
        return done({ commissions });
      },
    );
    app.get(
      '/commission/export.csv',
      { onRequest: requireUser, schema: { tags: ['commission'], querystring: commissionQuery, response: { 200: csvFile, ...errors } } },
      async (request, reply) => sendCsv(reply, ownCommissionCsv(ctx, currentUser(request), request.query.groupby)),
    );
  };
}

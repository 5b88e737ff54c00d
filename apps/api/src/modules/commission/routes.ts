import { commissionList, commissionQuery } from '@wine/contract/curation';
import { failure, ok } from '@wine/contract/envelope';
import { centsToPrice } from '@wine/contract/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { currentUser, requireUser } from '../../plugins/auth';
import { commissionTotals } from './queries';

/** GET /commission?groupby=month|day: the caller's own commission (spec 001 §2.17). */
export function commissionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/commission',
      { onRequest: requireUser, schema: { tags: ['commission'], querystring: commissionQuery, response: { 200: ok(commissionList), 400: failure, 401: failure } } },
      async (request) => {
        const groupBy = request.query.groupby;
        const rows = await commissionTotals(ctx.db, currentUser(request).id, groupBy, ctx.config.storeTimezone);
        const commissions = rows.map((row) => ({
          identifier: { year: row.year, month: row.month, ...(groupBy === 'day' ? { day: row.day } : {}) },
          totalAmount: centsToPrice(row.totalCents),
        }));
        return { status: 1 as const, result: { commissions } };
      },
    );
  };
}

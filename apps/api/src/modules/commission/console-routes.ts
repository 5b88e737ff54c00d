import { adminCommissionExportQuery, adminCommissionList, adminCommissionQuery } from '@wine/contract/admin/commission';
import { failure, ok } from '@wine/contract/envelope';
import type { AppContext } from '../../context';
import { csvFile, sendCsv } from '../../lib/csv-export';
import { done } from '../../lib/envelope';
import { currentUser } from '../../plugins/auth';
import { adminOnlyRoutes, readErrors, tags } from '../../plugins/console';
import { consoleCommission, consoleCommissionCsv } from './reports';

const errors = { ...readErrors, 409: failure };

/** The console's view of sommeliers' commission per month, and its CSV export. */
export const commissionConsoleRoutes = (ctx: AppContext) =>
  adminOnlyRoutes((admin) => {
    admin.get('/admin/commission', { schema: { tags, querystring: adminCommissionQuery, response: { 200: ok(adminCommissionList), ...errors } } }, async (request) =>
      done(await consoleCommission(ctx, currentUser(request), request.query)),
    );
    admin.get('/admin/commission/export.csv', { schema: { tags, querystring: adminCommissionExportQuery, response: { 200: csvFile, ...errors } } }, async (request, reply) =>
      sendCsv(reply, consoleCommissionCsv(ctx, currentUser(request), request.query)),
    );
  });

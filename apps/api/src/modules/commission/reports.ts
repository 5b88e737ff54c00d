import type { AdminCommissionExportQuery, AdminCommissionQuery, AdminCommissionRow } from '@wine/contract/admin/commission';
import type { CsvCell } from '@wine/contract/csv';
import { centsToPrice } from '@wine/contract/money';
import { priceLine } from '@wine/contract/pricing';
import type { AppContext } from '../../context';
import { datedFileName, type CsvExport } from '../../lib/csv-export';
import { keysetBatches, pageOf } from '../../lib/paging';
import type { AuthUser } from '../auth/auth-user';
import { fullName } from '../accounts/present';
import { countCommissionGroups, listCommissionGroups, type CommissionFilter, type CommissionGroupRow } from './queries';

/**
 * Commission per sommelier and month for the console, and a sommelier's own as a file (issue 21).
 * A month is the store's calendar month in which the order was charged (when commission is earned).
 */

/** What the lines that earned a group's commission sold for, after the wines' own offers. */
const salesCents = (group: CommissionGroupRow) =>
  group.prices.reduce((sum, [unitPriceCents, discountPercent, quantity]) => sum + priceLine({ unitPriceCents: unitPriceCents ?? 0, quantity, discountPercent }).totalCents, 0);

const consoleFilter = (viewer: AuthUser, query: AdminCommissionExportQuery): CommissionFilter => ({
  tenantId: viewer.tenantId,
  search: query.q || undefined,
  fromMonth: query.from,
  toMonth: query.to,
});

/** GET /admin/commission: newest month first, sommeliers by name within a month. */
export async function consoleCommission(ctx: AppContext, viewer: AuthUser, query: AdminCommissionQuery) {
  const filter = consoleFilter(viewer, query);
  const timeZone = ctx.config.storeTimezone;
  const page = pageOf(query.skip, query.limit);
  const [groups, total] = await Promise.all([
    listCommissionGroups(ctx.db, filter, 'month', timeZone, page),
    countCommissionGroups(ctx.db, filter, 'month', timeZone),
  ]);
  const commissions: AdminCommissionRow[] = groups.map((group) => ({
    sommelier: { _id: group.sommelierId, name: fullName(group), email: group.email },
    month: group.period,
    orders: group.orders,
    sales: centsToPrice(salesCents(group)),
    commission: centsToPrice(group.commissionCents),
  }));
  return { commissions, total };
}

async function* groupBatches(ctx: AppContext, filter: CommissionFilter, groupBy: 'month' | 'day', cells: (group: CommissionGroupRow) => CsvCell[]) {
  const read = (after: CommissionGroupRow | undefined, limit: number) => listCommissionGroups(ctx.db, filter, groupBy, ctx.config.storeTimezone, { after, limit });
  for await (const groups of keysetBatches(read)) yield groups.map(cells);
}

/** GET /admin/commission/export.csv: the list's rows, every page. */
export function consoleCommissionCsv(ctx: AppContext, viewer: AuthUser, query: AdminCommissionExportQuery): CsvExport {
  return {
    fileName: datedFileName('commission', ctx.config.storeTimezone),
    header: ['Sommelier', 'Sommelier email', 'Month', 'Orders', 'Sales', 'Commission'],
    batches: groupBatches(ctx, consoleFilter(viewer, query), 'month', (group) => [
      fullName(group),
      group.email,
      group.period,
      group.orders,
      centsToPrice(salesCents(group)),
      centsToPrice(group.commissionCents),
    ]),
  };
}

/** GET /commission/export.csv?groupby=month|day: the caller's own commission, as My Commission lists it. */
export function ownCommissionCsv(ctx: AppContext, viewer: AuthUser, groupBy: 'month' | 'day'): CsvExport {
  return {
    fileName: datedFileName('my-commission', ctx.config.storeTimezone),
    header: [groupBy === 'month' ? 'Month' : 'Date', 'Orders', 'Sales', 'Commission'],
    batches: groupBatches(ctx, { tenantId: viewer.tenantId, sommelierUserId: viewer.id }, groupBy, (group) => [
      group.period,
      group.orders,
      centsToPrice(salesCents(group)),
      centsToPrice(group.commissionCents),
    ]),
  };
}

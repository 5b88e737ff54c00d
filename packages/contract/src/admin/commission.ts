// The console's commission: what each sommelier earned per month of the store's calendar (issue 21).

import { z } from 'zod';
import { count, limit, person, skip, withDatesInOrder } from './shared';

/** A month of the store's calendar, as the list and its CSV write it. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
const month = z.string().regex(MONTH_PATTERN, 'must be a month like 2030-01');

/** What the commission list and its CSV export filter by. */
const commissionFilters = {
  /** Part of the sommelier's name or email, in any letter case. */
  q: z.string().trim().max(254).optional(),
  /** From / to these months, both included. */
  from: month.optional(),
  to: month.optional(),
};

/** GET /admin/commission: newest month first, sommeliers by name within a month. */
export const adminCommissionQuery = withDatesInOrder(z.object({ ...commissionFilters, skip, limit }).strict());
export type AdminCommissionQuery = z.output<typeof adminCommissionQuery>;

/** GET /admin/commission/export.csv: the list's filters, every page. */
export const adminCommissionExportQuery = withDatesInOrder(z.object(commissionFilters).strict());
export type AdminCommissionExportQuery = z.output<typeof adminCommissionExportQuery>;

/**
 * One sommelier's month: the orders their links brought that were charged then, what the lines
 * they brought sold for after the wines' own offers (`sales`), and the commission those lines earned.
 */
export const adminCommissionRow = z.object({
  sommelier: person,
  month: z.string(),
  orders: count,
  sales: z.string(),
  commission: z.string(),
});
export type AdminCommissionRow = z.infer<typeof adminCommissionRow>;
export const adminCommissionList = z.object({ commissions: z.array(adminCommissionRow), total: count });

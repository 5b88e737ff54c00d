// What a retailer's own view may read of the catalogue: its business's wines (decision 0029).

import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { catalogueItems } from '../../db/schema';
import { cappedCount } from '../../lib/capped-count';
import { containsText } from '../../lib/like';
import type { Page } from '../../lib/paging';

const item = catalogueItems;
const columns = { id: item.id, code: item.code, title: item.title, iconUrl: item.iconUrl, isActive: item.isActive, stock: item.stock };

const ofBusiness = (tenantId: string, businessId: string): SQL[] => [eq(item.tenantId, tenantId), eq(item.type, 'PRODUCT'), eq(item.businessId, businessId)];

/** The business's wines by title, active or not; `search` is part of a title or a whole code. */
export async function listBusinessWines(db: Executor, tenantId: string, businessId: string, search: string | undefined, page: Page) {
  const where = and(...ofBusiness(tenantId, businessId), search ? sql`(${containsText(item.title, search)} OR ${item.code} = ${search})` : undefined);
  const [rows, total] = await Promise.all([
    db.select(columns).from(item).where(where).orderBy(asc(item.title), asc(item.id)).limit(page.limit).offset(page.offset),
    cappedCount(db, item, where),
  ]);
  return { rows, total };
}

/** One of the business's wines; another business's answers nothing. */
export const findBusinessWine = async (db: Executor, tenantId: string, businessId: string, wineId: string) =>
  (await db.select(columns).from(item).where(and(...ofBusiness(tenantId, businessId), eq(item.id, wineId))))[0];

/**
 * The business's wines with these codes (a stock CSV's), to match rows to wines; `lock` holds them
 * until the transaction ends, in id order as ./stock.ts locks.
 */
export function businessWinesByCode(db: Executor, tenantId: string, businessId: string, codes: string[], lock: boolean) {
  if (codes.length === 0) return Promise.resolve([]);
  const query = db
    .select(columns)
    .from(item)
    .where(and(...ofBusiness(tenantId, businessId), sql`${item.code} = ANY(${sql.param(codes)}::text[])`))
    .orderBy(asc(item.id));
  return lock ? query.for('update') : query;
}

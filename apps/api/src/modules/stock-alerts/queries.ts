import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { catalogueItems, stockAlerts, users } from '../../db/schema';

const waiting = (userId: string, wineId: string) => and(eq(stockAlerts.userId, userId), eq(stockAlerts.wineId, wineId), isNull(stockAlerts.notifiedAt));

/** A wine a shopper may wait for: the tenant's, a wine (not a collection), on sale. */
export async function findAlertableWine(db: Executor, tenantId: string, wineId: string) {
  const [row] = await db
    .select({ id: catalogueItems.id, stock: catalogueItems.stock })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.id, wineId), eq(catalogueItems.tenantId, tenantId), eq(catalogueItems.type, 'PRODUCT'), eq(catalogueItems.isActive, true)));
  return row;
}

export async function hasWaitingAlert(db: Executor, userId: string, wineId: string): Promise<boolean> {
  const [row] = await db.select({ id: stockAlerts.id }).from(stockAlerts).where(waiting(userId, wineId));
  return row !== undefined;
}

/** A second press while one waits changes nothing (the partial unique index keeps one). */
export async function insertWaitingAlert(db: Executor, row: { id: string; userId: string; wineId: string }): Promise<void> {
  await db
    .insert(stockAlerts)
    .values(row)
    .onConflictDoNothing({ target: [stockAlerts.userId, stockAlerts.wineId], where: sql`notified_at IS NULL` });
}

export async function deleteWaitingAlert(db: Executor, userId: string, wineId: string): Promise<void> {
  await db.delete(stockAlerts).where(waiting(userId, wineId));
}

/**
 * Stamps every waiting alert of the wine whose shopper's email is verified as notified and answers
 * who to mail: an address never verified is not mailed (issue 44), and its alert waits for a restock
 * after it is. The caller holds the wine's row lock, so two restocks cannot both claim the same alerts.
 */
export async function claimWaitingAlerts(db: Executor, wineId: string) {
  const verified = db.select({ id: users.id }).from(users).where(isNotNull(users.emailVerifiedAt));
  const claimed = await db
    .update(stockAlerts)
    .set({ notifiedAt: sql`now()` })
    .where(and(eq(stockAlerts.wineId, wineId), isNull(stockAlerts.notifiedAt), inArray(stockAlerts.userId, verified)))
    .returning({ userId: stockAlerts.userId });
  if (claimed.length === 0) return [];
  return db
    .select({ email: users.email, givenName: users.givenName })
    .from(users)
    .where(and(inArray(users.id, claimed.map((row) => row.userId)), eq(users.isActive, true)));
}

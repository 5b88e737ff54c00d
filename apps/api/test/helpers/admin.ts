import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../src/db/client';
import { auditLog, orders, outboxEmails, supportTickets } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { createTestApp, type TestApp } from './app';
import { makeBusiness, makeWine } from './fixtures';
import { makeConfirmedOrder, saveTestCard } from './payments';
import { insertAccount, openSession } from './users';

/** The people an admin-console test calls as: an admin, and the four kinds of callers it refuses. */
export async function consoleCast(db: Db) {
  const business = await makeBusiness(db);
  const admin = await insertAccount(db, { roles: ['admin'], givenName: 'Ada', familyName: 'Admin' });
  const plain = await insertAccount(db);
  const sommelier = await insertAccount(db, { type: 'sommelier', activeStatus: 'approved' });
  const retailer = await insertAccount(db, { roles: ['retailer'], businessId: business.id });
  return {
    business,
    adminRow: admin.row,
    /** Fresh sessions per call, so a suite never depends on one token's life. */
    admin: () => openSession(db, admin.row.id),
    refused: async () => ({
      plain: await openSession(db, plain.row.id),
      sommelier: await openSession(db, sommelier.row.id),
      retailer: await openSession(db, retailer.row.id),
    }),
  };
}

export type ConsoleCast = Awaited<ReturnType<typeof consoleCast>>;

/**
 * An admin-console test file's set-up: a test app and its console cast, opened before the file's
 * tests and closed after them. Tests and later hooks read `suite.t` and `suite.cast`.
 */
export function consoleSuite(env?: Parameters<typeof createTestApp>[0]): { t: TestApp; cast: ConsoleCast } {
  const suite = {} as { t: TestApp; cast: ConsoleCast };
  beforeAll(async () => {
    suite.t = await createTestApp(env);
    suite.cast = await consoleCast(suite.t.db);
  });
  afterAll(() => suite.t.close());
  return suite;
}

/** Audit rows of every kind: a refused call must not add one. */
export const auditCount = async (db: Db) => (await db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;

/** Audit rows written for one record, oldest first. */
export const auditOf = async (db: Db, entityId: string) =>
  (await db.select().from(auditLog).where(eq(auditLog.entityId, entityId))).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

/** A placed order of a shopper at a retailer, CONFIRMED (or another placed status), with one line. */
export async function placedOrderAt(
  db: Db,
  business: { id: string },
  options: { status?: string; mode?: 'pickup' | 'delivery'; placedAt?: Date; userId?: string; totalCents?: number } = {},
) {
  const userId = options.userId ?? (await insertAccount(db, { givenName: 'Grace', familyName: 'Hopper' })).row.id;
  const card = await saveTestCard(db, userId);
  const wine = await makeWine(db, { priceCents: 3000, businessId: business.id, code: `SKU-${newId()}` });
  const order = await makeConfirmedOrder(db, {
    userId,
    cardId: card.id,
    totalCents: options.totalCents ?? 6000,
    placedAt: options.placedAt ?? new Date(),
    lines: [{ catalogueId: wine.id, quantity: 2, unitPriceCents: 3000 }],
  });
  const [row] = await db
    .update(orders)
    .set({ businessId: business.id, deliveryMode: options.mode ?? 'pickup', status: options.status ?? 'CONFIRMED' })
    .where(eq(orders.id, order.id))
    .returning();
  return row!;
}

/** A mail that used up its attempts. */
export async function failedMail(db: Db, to = 'someone@example.com') {
  const [row] = await db
    .insert(outboxEmails)
    .values({ id: newId(), to, subject: 'Your order', text: 'Hello', status: 'failed', attempts: 5, lastError: 'connect ECONNREFUSED' })
    .returning();
  return row!;
}

export async function openTicket(db: Db, subject = 'Hosting an event') {
  const [row] = await db
    .insert(supportTickets)
    .values({ id: newId(), tenantId: SHOP_TENANT_ID, type: 'CONTACT_REQUEST', name: 'Grace', emailAddress: 'grace@example.com', subject, content: 'We would like a tasting.' })
    .returning();
  return row!;
}

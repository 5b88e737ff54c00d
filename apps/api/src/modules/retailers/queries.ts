import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { businesses } from '../../db/schema';
import type { Page } from '../../lib/paging';

/** The retailers (the businesses table): the console keeps them, the catalogue and events reference them. */

export type BusinessRow = typeof businesses.$inferSelect;

const total = sql<number>`count(*)::int`;

/** Retailers in the order they were added (primary key: ids are time-ordered UUIDv7). */
export const listBusinesses = (db: Executor, tenantId: string, page: Page) =>
  db.select().from(businesses).where(eq(businesses.tenantId, tenantId)).orderBy(asc(businesses.id)).offset(page.offset).limit(page.limit);

export const countBusinesses = async (db: Executor, tenantId: string) =>
  (await db.select({ n: total }).from(businesses).where(eq(businesses.tenantId, tenantId)))[0]?.n ?? 0;

export const lockBusiness = async (db: Executor, tenantId: string, id: string) =>
  (await db.select().from(businesses).where(and(eq(businesses.id, id), eq(businesses.tenantId, tenantId))).for('update').limit(1))[0];

export const insertBusiness = async (db: Executor, row: typeof businesses.$inferInsert) => (await db.insert(businesses).values(row).returning())[0];

export const updateBusiness = async (db: Executor, id: string, changes: Partial<typeof businesses.$inferInsert>) =>
  (await db.update(businesses).set(changes).where(eq(businesses.id, id)).returning())[0];

/** The shop's retailers by name: the console forms' choices and the names a wine CSV may give. */
export const listRetailerRows = (db: Executor, tenantId: string) =>
  db.select().from(businesses).where(eq(businesses.tenantId, tenantId)).orderBy(asc(businesses.name), asc(businesses.id));

/**
 * The shop's retailer a write is about to reference. FOR KEY SHARE, as the foreign key itself
 * would: inside the write's transaction, the row cannot be deleted before it commits.
 */
export const findRetailer = async (db: Executor, tenantId: string, id: string) =>
  (await db.select().from(businesses).where(and(eq(businesses.id, id), eq(businesses.tenantId, tenantId))).for('key share').limit(1))[0];

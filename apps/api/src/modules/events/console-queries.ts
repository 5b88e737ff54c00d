// The console's reads and writes of events and the sommeliers they present (decision 0029).

import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { businesses, eventSommeliers, events, users } from '../../db/schema';
import { cappedCount } from '../../lib/capped-count';
import type { Page } from '../../lib/paging';


/** Every event of the shop, inactive ones too, newest first (UUIDv7 ids are creation order). */
export async function listEventRows(db: Executor, tenantId: string, page: Page) {
  const where = eq(events.tenantId, tenantId);
  const [rows, total] = await Promise.all([
    db
      .select({ event: events, businessName: businesses.name })
      .from(events)
      .innerJoin(businesses, eq(businesses.id, events.businessId))
      .where(where)
      .orderBy(desc(events.id))
      .limit(page.limit)
      .offset(page.offset),
    cappedCount(db, events, where),
  ]);
  return { rows, total };
}

export const findEventRow = async (db: Executor, tenantId: string, id: string) =>
  (
    await db
      .select({ event: events, businessName: businesses.name })
      .from(events)
      .innerJoin(businesses, eq(businesses.id, events.businessId))
      .where(and(eq(events.id, id), eq(events.tenantId, tenantId)))
      .limit(1)
  )[0];

export const lockEvent = async (db: Executor, tenantId: string, id: string) =>
  (await db.select().from(events).where(and(eq(events.id, id), eq(events.tenantId, tenantId))).for('update').limit(1))[0];

export const insertEventRow = async (db: Executor, row: typeof events.$inferInsert) => (await db.insert(events).values(row).returning())[0];

export const updateEventRow = async (db: Executor, id: string, changes: Partial<typeof events.$inferInsert>) =>
  (await db.update(events).set(changes).where(eq(events.id, id)).returning())[0];

/** The sommeliers several events present, each event's in order (active users only). */
export const findEventSommeliers = (db: Executor, eventIds: string[]) =>
  eventIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ eventId: eventSommeliers.eventId, user: users })
        .from(eventSommeliers)
        .innerJoin(users, eq(users.id, eventSommeliers.userId))
        .where(inArray(eventSommeliers.eventId, eventIds))
        .orderBy(asc(eventSommeliers.position), asc(eventSommeliers.userId));

export async function replaceEventSommeliers(db: Executor, eventId: string, userIds: string[]) {
  await db.delete(eventSommeliers).where(eq(eventSommeliers.eventId, eventId));
  if (userIds.length > 0) await db.insert(eventSommeliers).values(userIds.map((userId, position) => ({ eventId, userId, position })));
}

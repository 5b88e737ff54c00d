import type { eventQuery } from '@wine/contract/events';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { businesses, eventSommeliers, events, users } from '../../db/schema';
import type { Page } from '../../lib/paging';

export type EventRow = typeof events.$inferSelect;
export type EventSort = NonNullable<z.output<typeof eventQuery>['sort']>;

/** The id breaks ties of equal start times so pages never overlap or skip. */
const ORDER: Record<EventSort, SQL[]> = {
  '-_id': [desc(events.id)],
  _id: [asc(events.id)],
  startTime: [asc(events.startTime), asc(events.id)],
  '-startTime': [desc(events.startTime), desc(events.id)],
};

const listed = (tenantId: string) => and(eq(events.tenantId, tenantId), eq(events.isActive, true));

export async function listEventRows(db: Executor, tenantId: string, sort: EventSort, page: Page) {
  const [rows, counted] = await Promise.all([
    db.select().from(events).where(listed(tenantId)).orderBy(...ORDER[sort]).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(events).where(listed(tenantId)),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

export const findActiveEventWithBusiness = async (db: Executor, tenantId: string, id: string) =>
  (
    await db
      .select({ event: events, business: businesses })
      .from(events)
      .innerJoin(businesses, eq(businesses.id, events.businessId))
      .where(and(eq(events.id, id), listed(tenantId)))
      .limit(1)
  )[0];

/** The active users an event presents, in the organiser's order. */
export const findAssociatedUsers = (db: Executor, eventId: string) =>
  db
    .select({ user: users })
    .from(eventSommeliers)
    .innerJoin(users, and(eq(users.id, eventSommeliers.userId), eq(users.isActive, true)))
    .where(eq(eventSommeliers.eventId, eventId))
    .orderBy(asc(eventSommeliers.position), asc(eventSommeliers.userId));

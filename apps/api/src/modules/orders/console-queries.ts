import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { businesses, coupons, orderEvents, orderNotes, payments, users } from '../../db/schema';

/** Queries of the operations console's order detail and hand-over (fulfilment.ts). */

const actor = alias(users, 'actor');
const actorName = { id: actor.id, givenName: actor.givenName, familyName: actor.familyName };

export const shopperOf = async (db: Executor, userId: string) =>
  (await db.select({ id: users.id, email: users.email, givenName: users.givenName, familyName: users.familyName }).from(users).where(eq(users.id, userId)).limit(1))[0];

export const businessName = async (db: Executor, id: string) =>
  (await db.select({ id: businesses.id, name: businesses.name, addressLine1: businesses.addressLine1, city: businesses.city, state: businesses.state, zip: businesses.zip }).from(businesses).where(eq(businesses.id, id)).limit(1))[0];

export const couponCode = async (db: Executor, id: string) =>
  (await db.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, id)).limit(1))[0]?.code ?? null;

export const paymentsOf = (db: Executor, orderId: string) =>
  db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt), asc(payments.id));

/** Status changes, oldest first (order_events_order_idx), with the name of who made each. */
export const historyOf = (db: Executor, orderId: string) =>
  db
    .select({ event: orderEvents, actor: actorName })
    .from(orderEvents)
    .leftJoin(actor, eq(actor.id, orderEvents.actorUserId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));

/** Notes, oldest first (order_notes_order_idx), with their authors' names. */
export const notesOf = (db: Executor, orderId: string) =>
  db
    .select({ note: orderNotes, author: actorName })
    .from(orderNotes)
    .leftJoin(actor, eq(actor.id, orderNotes.authorUserId))
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));

export const insertOrderNote = async (db: Executor, row: typeof orderNotes.$inferInsert) => (await db.insert(orderNotes).values(row).returning())[0];

export const userName = async (db: Executor, id: string) =>
  (await db.select({ id: users.id, givenName: users.givenName, familyName: users.familyName }).from(users).where(eq(users.id, id)).limit(1))[0];

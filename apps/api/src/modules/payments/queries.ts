import { and, asc, count, desc, eq, isNull, lt, not, or, sql, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { personColumns } from '../../db/person-columns';
import type { OrderRow } from '../order-state/service';
import {
  cardSetups, orders, paymentCustomers, payments, savedCards, stripeWebhookEvents, users,
} from '../../db/schema';

export type SavedCardRow = typeof savedCards.$inferSelect;
export type CardSetupRow = typeof cardSetups.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
type Provider = SavedCardRow['provider'];

// Customers

export async function findCustomerId(db: Executor, userId: string, provider: Provider): Promise<string | undefined> {
  const [row] = await db.select().from(paymentCustomers).where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)));
  return row?.customerId;
}

/** Keeps the first customer recorded for the user (two requests at once create one with the same key). */
export async function saveCustomerId(db: Executor, userId: string, provider: Provider, customerId: string): Promise<string> {
  await db.insert(paymentCustomers).values({ userId, provider, customerId }).onConflictDoNothing();
  return (await findCustomerId(db, userId, provider)) ?? customerId;
}

// Card setups

export const insertCardSetup = (db: Executor, values: typeof cardSetups.$inferInsert) => db.insert(cardSetups).values(values);

export async function findCardSetup(db: Executor, id: string): Promise<CardSetupRow | undefined> {
  return (await db.select().from(cardSetups).where(eq(cardSetups.id, id)))[0];
}

export async function findCardSetupByIntent(db: Executor, provider: Provider, intentId: string): Promise<CardSetupRow | undefined> {
  return (await db.select().from(cardSetups).where(and(eq(cardSetups.provider, provider), eq(cardSetups.providerIntentId, intentId))))[0];
}

export async function lockCardSetup(tx: Executor, id: string): Promise<CardSetupRow | undefined> {
  return (await tx.select().from(cardSetups).where(eq(cardSetups.id, id)).for('update'))[0];
}

export const updateCardSetup = (db: Executor, id: string, changes: Partial<typeof cardSetups.$inferInsert>) =>
  db.update(cardSetups).set(changes).where(eq(cardSetups.id, id));

// Saved cards

/** Not disabled, not expired (valid through the end of its expiry month), of the configured provider. */
function usable(provider: Provider, now: Date) {
  const monthIndex = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return and(
    isNull(savedCards.disabledAt),
    eq(savedCards.provider, provider),
    or(isNull(savedCards.expYear), isNull(savedCards.expMonth), sql`${savedCards.expYear} * 12 + ${savedCards.expMonth} >= ${monthIndex}`),
  );
}

export function usableCards(db: Executor, userId: string, provider: Provider, now: Date): Promise<SavedCardRow[]> {
  return db.select().from(savedCards).where(and(eq(savedCards.userId, userId), usable(provider, now))).orderBy(asc(savedCards.createdAt), asc(savedCards.id));
}

export async function usableCard(db: Executor, userId: string, cardId: string, provider: Provider, now: Date): Promise<SavedCardRow | undefined> {
  return (await db.select().from(savedCards).where(and(eq(savedCards.id, cardId), eq(savedCards.userId, userId), usable(provider, now))))[0];
}

export async function cardById(db: Executor, cardId: string): Promise<SavedCardRow | undefined> {
  return (await db.select().from(savedCards).where(eq(savedCards.id, cardId)))[0];
}

/** Saves the card of a finished setup; the same payment method saved twice stays one card (never another user's). */
export async function insertSavedCard(db: Executor, values: typeof savedCards.$inferInsert): Promise<SavedCardRow | undefined> {
  await db.insert(savedCards).values(values).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(savedCards)
    .where(
      and(eq(savedCards.provider, values.provider), eq(savedCards.providerPaymentMethodId, values.providerPaymentMethodId), eq(savedCards.userId, values.userId)),
    );
  return row;
}

export async function disableOwnCard(db: Executor, userId: string, cardId: string): Promise<SavedCardRow | undefined> {
  const [row] = await db
    .update(savedCards)
    .set({ disabledAt: sql`coalesce(${savedCards.disabledAt}, now())` })
    .where(and(eq(savedCards.id, cardId), eq(savedCards.userId, userId)))
    .returning();
  return row;
}

// Payments

export async function insertPaymentIfNew(db: Executor, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  await db.insert(payments).values(values).onConflictDoNothing({ target: payments.idempotencyKey });
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, values.idempotencyKey));
  if (!row) throw new Error('payment row missing after insert');
  return row;
}

export const updatePayment = (db: Executor, id: string, changes: Partial<typeof payments.$inferInsert>) =>
  db.update(payments).set(changes).where(eq(payments.id, id));

export function orderPayments(db: Executor, orderId: string, kind: PaymentRow['kind']): Promise<PaymentRow[]> {
  return db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.kind, kind))).orderBy(desc(payments.createdAt), desc(payments.id));
}

/** What succeeded, by order: the sum of its charges and of its refunds, in one statement for any number of orders. */
export async function succeededTotals(db: Executor, orderIds: string[]): Promise<{ orderId: string; kind: PaymentRow['kind']; cents: number }[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: payments.orderId, kind: payments.kind, cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), eq(payments.status, 'succeeded')))
    .groupBy(payments.orderId, payments.kind);
}

export async function chargeAttempts(db: Executor, orderId: string): Promise<number> {
  return (await db.select({ n: count() }).from(payments).where(and(eq(payments.orderId, orderId), eq(payments.kind, 'charge'))))[0]?.n ?? 0;
}

// Orders

/**
 * The next order due for the nightly charge, row-locked; orders another process holds are skipped.
 * FOR NO KEY UPDATE lets the payments row (its foreign key takes a key-share lock) be written
 * from another connection meanwhile.
 */
export async function lockNextDueOrder(tx: Executor, cutoff: Date, skip: string[]): Promise<OrderRow | undefined> {
  const conditions = [eq(orders.status, 'CONFIRMED'), lt(orders.placedAt, cutoff)];
  if (skip.length > 0) conditions.push(not(inArray(orders.id, skip)));
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(asc(orders.placedAt))
    .limit(1)
    .for('no key update', { skipLocked: true });
  return row;
}

export async function userContact(db: Executor, userId: string) {
  return (await db.select(personColumns).from(users).where(eq(users.id, userId)))[0];
}

// Webhooks

/** Records a Stripe event id; false when it was already handled (a replay). */
export async function recordWebhookEvent(db: Executor, id: string, type: string): Promise<boolean> {
  const rows = await db.insert(stripeWebhookEvents).values({ id, type }).onConflictDoNothing().returning({ id: stripeWebhookEvents.id });
  return rows.length > 0;
}

export const forgetWebhookEvent = (db: Executor, id: string) => db.delete(stripeWebhookEvents).where(eq(stripeWebhookEvents.id, id));

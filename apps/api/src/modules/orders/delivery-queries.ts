import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { deliveryAttempts, payments, users } from '../../db/schema';

/** Queries of an order's delivery attempts (delivery-attempts.ts). */

export type DeliveryAttemptRow = typeof deliveryAttempts.$inferSelect;

const recorder = alias(users, 'recorder');

/** Oldest first (delivery_attempts_order_number_key), with the name of who recorded each. */
export const attemptsOf = (db: Executor, orderId: string) =>
  db
    .select({ attempt: deliveryAttempts, recorder: { id: recorder.id, givenName: recorder.givenName, familyName: recorder.familyName } })
    .from(deliveryAttempts)
    .leftJoin(recorder, eq(recorder.id, deliveryAttempts.recordedBy))
    .where(eq(deliveryAttempts.orderId, orderId))
    .orderBy(asc(deliveryAttempts.number));

export const insertAttempt = (db: Executor, row: typeof deliveryAttempts.$inferInsert) => db.insert(deliveryAttempts).values(row);

export const markRedeliveryAgreed = (db: Executor, id: string, changes: { redeliveryFeeCents: number; redeliveryPaymentId: string | null }) =>
  db.update(deliveryAttempts).set({ ...changes, redeliveryAgreedAt: sql`now()` }).where(eq(deliveryAttempts.id, id));

/** The re-delivery fees the shopper paid for an order (the charges attempts point at). */
export async function redeliveryFeesPaid(db: Executor, orderId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
    .from(deliveryAttempts)
    .innerJoin(payments, eq(payments.id, deliveryAttempts.redeliveryPaymentId))
    .where(and(eq(deliveryAttempts.orderId, orderId), eq(payments.status, 'succeeded')));
  return row?.cents ?? 0;
}

/** The amount of a payment row of the order by its idempotency key (the final refund). */
export async function paymentAmountByKey(db: Executor, orderId: string, key: string): Promise<number | undefined> {
  const [row] = await db
    .select({ amountCents: payments.amountCents })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.idempotencyKey, key), eq(payments.status, 'succeeded')));
  return row?.amountCents;
}

/** The retailer-role staff of a business, who are mailed about its orders' deliveries (users_business_idx). */
export const businessStaff = (db: Executor, businessId: string) =>
  db
    .select({ email: users.email, givenName: users.givenName })
    .from(users)
    .where(and(eq(users.businessId, businessId), sql`${users.roles}[1] = 'retailer'`))
    .orderBy(asc(users.email));

import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { and, eq } from 'drizzle-orm';
import type pg from 'pg';
import pino from 'pino';
import { loadConfig, type Env } from '../../src/config';
import type { AppContext } from '../../src/context';
import type { Db } from '../../src/db/client';
import { orderItems, orders, paymentCustomers, savedCards, testGatewayIntents } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { createMailer } from '../../src/modules/mail/service';
import { customerKey } from '../../src/modules/payments/gateway';
import { TestGateway } from '../../src/modules/payments/test-gateway';

/** Stripe's test cards, as the test gateway knows them. */
export const Cards = {
  visa: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticate: '4000 0025 0000 3155',
  declinedAfterAttach: '4000 0000 0000 0341',
} as const;

/** The services' context on a database, as one API process (or the jobs command) builds it. */
export function serviceContext(db: Db, env: Partial<Record<keyof Env, string>> = {}): AppContext {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/wine-payments-test', PUBLIC_ORIGIN: 'http://shop.test', ...env });
  const log = pino({ level: 'silent' });
  return { config, db, log, mailer: createMailer({ db, smtpUrl: undefined, from: config.mailFrom, log }) };
}

/** A card saved for a user with the test gateway, as if added through the add-card flow. */
export async function saveTestCard(db: Db, userId: string, number: string = Cards.visa) {
  const gateway = new TestGateway(db);
  const [existing] = await db.select().from(paymentCustomers).where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, 'test')));
  const customerId = existing?.customerId ?? (await gateway.createCustomer({ userId, email: 'x@example.com', name: 'x', idempotencyKey: customerKey(userId) }));
  if (!existing) await db.insert(paymentCustomers).values({ userId, provider: 'test', customerId });
  const method = await gateway.attachCard(customerId, number);
  const [card] = await db
    .insert(savedCards)
    .values({
      id: newId(),
      userId,
      provider: 'test',
      providerCustomerId: customerId,
      providerPaymentMethodId: method.paymentMethodId,
      brand: method.brand,
      last4: method.last4,
      expMonth: method.expMonth,
      expYear: method.expYear,
    })
    .returning();
  return card!;
}

/** A confirmed order waiting for the nightly charge, with its lines (prices fixed at confirmation). */
export async function makeConfirmedOrder(
  db: Db,
  input: {
    userId: string;
    cardId: string | null;
    totalCents: number;
    couponDiscountCents?: number;
    placedAt: Date;
    lines: { catalogueId: string; quantity: number; unitPriceCents: number; discountPercent?: number | null; affiliateUserId?: string | null }[];
  },
) {
  const [order] = await db
    .insert(orders)
    .values({
      id: newId(),
      tenantId: SHOP_TENANT_ID,
      userId: input.userId,
      status: 'CONFIRMED',
      paymentCardId: input.cardId,
      totalCents: input.totalCents,
      subtotalCents: input.totalCents,
      couponDiscountCents: input.couponDiscountCents ?? 0,
      placedAt: input.placedAt,
      deliveryMode: 'pickup',
    })
    .returning();
  for (const line of input.lines) {
    await db.insert(orderItems).values({
      orderId: order!.id,
      catalogueId: line.catalogueId,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      discountPercent: line.discountPercent ?? null,
      affiliateUserId: line.affiliateUserId ?? null,
    });
  }
  return order!;
}

/** How many charges the test gateway was asked to make (distinct idempotency keys). */
export async function gatewayCharges(db: Db): Promise<number> {
  return (await db.select().from(testGatewayIntents).where(eq(testGatewayIntents.purpose, 'charge'))).length;
}

/** The connection pool behind a test database (drizzle keeps it as $client). */
export const poolOf = (db: Db): pg.Pool => (db as unknown as { $client: pg.Pool }).$client;
export const urlOf = (db: Db): string => (poolOf(db) as unknown as { options: { connectionString: string } }).options.connectionString;

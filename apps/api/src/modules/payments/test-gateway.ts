import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { testGatewayCustomers, testGatewayIntents, testGatewayPaymentMethods, testGatewayRefunds } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { GatewayError, type CardSetupResult, type ChargeInput, type ChargeResult, type PaymentGateway } from './gateway';

/**
 * The built-in gateway (PAYMENTS_PROVIDER=test): offline, shaped like Stripe's test mode. Its state
 * is in PostgreSQL (several API processes share it); card numbers reach only `confirmWithCard`
 * (the stand-in for Stripe's card form) and are never stored.
 */

type Behavior = (typeof testGatewayPaymentMethods.$inferSelect)['behavior'];
type IntentRow = typeof testGatewayIntents.$inferSelect;

/** Stripe's test cards (https://docs.stripe.com/testing), the ones this gateway knows. */
export const TEST_CARDS: Record<string, { brand: string; behavior: Behavior }> = {
  '4242424242424242': { brand: 'visa', behavior: 'succeed' },
  '4000056655665556': { brand: 'visa', behavior: 'succeed' },
  '5555555555554444': { brand: 'mastercard', behavior: 'succeed' },
  '378282246310005': { brand: 'amex', behavior: 'succeed' },
  '4000000000000002': { brand: 'visa', behavior: 'decline' },
  '4000002500003155': { brand: 'visa', behavior: 'authenticate' },
  /** Saved fine, every later charge is declined. */
  '4000000000000341': { brand: 'visa', behavior: 'decline_after_attach' },
};

export const DECLINED_MESSAGE = 'Your card was declined.';
const NOT_A_TEST_CARD =
  'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.';
export const AUTHENTICATION_REQUIRED_MESSAGE = 'Your card was declined. This transaction requires authentication.';
const AUTHENTICATION_FAILED_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/*
 * The gateway's rows, built as it builds them: for the gateway itself and for the demo seed, which
 * stores a saved card and its charge in the seed's own transaction (the gateway works on the pool).
 */

/** A customer, once per idempotency key. */
export const testCustomerRow = (input: { idempotencyKey: string; email: string }): typeof testGatewayCustomers.$inferInsert & { id: string } => ({
  id: token('cus_test'),
  ...input,
});

/** The expiry a card saved straight onto a customer gets unless told: December, three years on. */
export const testCardExpiry = (now: Date) => ({ expMonth: 12, expYear: now.getUTCFullYear() + 3 });

/** One of Stripe's test cards saved onto a customer (only its brand, last 4 digits, expiry and behaviour). */
export function testPaymentMethodRow(customerId: string, number: string, expiry: { expMonth: number; expYear: number }) {
  const digits = number.replace(/\s/g, '');
  const known = TEST_CARDS[digits];
  if (!known) throw new Error(`not a test card: ${number}`);
  return { id: token('pm_test'), customerId, brand: known.brand, last4: digits.slice(-4), ...expiry, behavior: known.behavior } satisfies typeof testGatewayPaymentMethods.$inferInsert;
}

/** A payment (card setup or charge) with its id and client secret. */
export function testIntentRow(values: Omit<typeof testGatewayIntents.$inferInsert, 'id' | 'clientSecret'>): typeof testGatewayIntents.$inferInsert & { id: string } {
  const id = token('pi_test');
  return { id, clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`, ...values };
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface CardEntry {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** Validates what a card form would; answers the digits. Stripe's wording. */
export function validateCard(card: CardEntry, now: Date): string {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) throw badRequest('Your card number is invalid.');
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const month = card.expMonth;
  if (!Number.isInteger(month) || month < 1 || month > 12) throw badRequest("Your card's expiration month is invalid.");
  // A card is valid through the last day of its expiry month.
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) throw badRequest("Your card's expiration date is in the past.");
  if (year > now.getUTCFullYear() + 50) throw badRequest("Your card's expiration year is invalid.");
  if (!/^\d{3,4}$/.test(card.cvc)) throw badRequest("Your card's security code is invalid.");
  return digits;
}

/** How a charge of a saved test card ends, by how the card behaves and whether the shopper is present. */
export function chargeOutcome(behavior: Behavior, offSession: boolean): Pick<IntentRow, 'status' | 'failureCode' | 'failureMessage'> {
  switch (behavior) {
    case 'succeed':
      return { status: 'succeeded', failureCode: null, failureMessage: null };
    case 'authenticate':
      return offSession
        ? { status: 'requires_payment_method', failureCode: 'authentication_required', failureMessage: AUTHENTICATION_REQUIRED_MESSAGE }
        : { status: 'requires_action', failureCode: null, failureMessage: null };
    default:
      return { status: 'requires_payment_method', failureCode: 'card_declined', failureMessage: DECLINED_MESSAGE };
  }
}

function chargeResultOf(intent: IntentRow): ChargeResult {
  if (intent.status === 'succeeded') return { status: 'succeeded', ref: intent.id };
  if (intent.status === 'requires_action' || intent.failureCode === 'authentication_required') {
    return {
      status: 'requires_action',
      ref: intent.id,
      clientSecret: intent.clientSecret,
      code: 'authentication_required',
      message: intent.failureMessage ?? AUTHENTICATION_REQUIRED_MESSAGE,
    };
  }
  return { status: 'declined', ref: intent.id, code: intent.failureCode ?? 'canceled', message: intent.failureMessage ?? DECLINED_MESSAGE };
}

export class TestGateway implements PaymentGateway {
  readonly provider = 'test' as const;
  readonly publishableKey = undefined;

  constructor(private readonly db: Db) {}

  async createCustomer(input: { userId: string; email: string; name: string; idempotencyKey: string }): Promise<string> {
    await this.db
      .insert(testGatewayCustomers)
      .values(testCustomerRow({ idempotencyKey: input.idempotencyKey, email: input.email }))
      .onConflictDoNothing();
    const [row] = await this.db.select().from(testGatewayCustomers).where(eq(testGatewayCustomers.idempotencyKey, input.idempotencyKey));
    if (!row) throw new GatewayError('test gateway: customer not created');
    return row.id;
  }

  private async insertIntent(values: Omit<typeof testGatewayIntents.$inferInsert, 'id' | 'clientSecret'>): Promise<IntentRow> {
    await this.db.insert(testGatewayIntents).values(testIntentRow(values)).onConflictDoNothing();
    // Stripe answers a repeated idempotency key with the first result.
    const [row] = await this.db.select().from(testGatewayIntents).where(eq(testGatewayIntents.idempotencyKey, values.idempotencyKey!));
    if (!row) throw new GatewayError('test gateway: payment not created');
    return row;
  }

  async startCardSetup(input: { customerId: string; amountCents: number; idempotencyKey: string }) {
    const intent = await this.insertIntent({
      purpose: 'setup',
      customerId: input.customerId,
      amountCents: input.amountCents,
      status: 'requires_payment_method',
      idempotencyKey: input.idempotencyKey,
    });
    return { intentId: intent.id, clientSecret: intent.clientSecret, amountCents: intent.amountCents };
  }

  /** The card form's submit: what Stripe.js does with the card details in the browser. */
  async confirmWithCard(clientSecret: string, card: CardEntry, now = new Date()): Promise<{ status: string; message?: string }> {
    return this.db.transaction(async (tx) => {
      const intent = await lockIntentBySecret(tx, clientSecret);
      if (intent.purpose !== 'setup') throw badRequest('This payment cannot take a new card');
      if (intent.status !== 'requires_payment_method') return { status: intent.status };
      const digits = validateCard(card, now);
      const known = TEST_CARDS[digits];
      if (!known) {
        await tx.update(testGatewayIntents).set({ failureCode: 'card_declined', failureMessage: NOT_A_TEST_CARD }).where(eq(testGatewayIntents.id, intent.id));
        return { status: 'requires_payment_method', message: NOT_A_TEST_CARD };
      }
      const paymentMethodId = token('pm_test');
      await tx.insert(testGatewayPaymentMethods).values({
        id: paymentMethodId,
        customerId: intent.customerId,
        brand: known.brand,
        last4: digits.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
        behavior: known.behavior,
      });
      if (known.behavior === 'decline') {
        await tx
          .update(testGatewayIntents)
          .set({ failureCode: 'card_declined', failureMessage: DECLINED_MESSAGE })
          .where(eq(testGatewayIntents.id, intent.id));
        return { status: 'requires_payment_method', message: DECLINED_MESSAGE };
      }
      const status = known.behavior === 'authenticate' ? 'requires_action' : 'succeeded';
      await tx
        .update(testGatewayIntents)
        .set({ status, paymentMethodId, failureCode: null, failureMessage: null })
        .where(eq(testGatewayIntents.id, intent.id));
      return { status };
    });
  }

  /** The 3-D Secure stand-in: the shopper completes (or fails) the authentication of a payment. */
  async authenticate(clientSecret: string, approve: boolean): Promise<{ status: string; message?: string }> {
    return this.db.transaction(async (tx) => {
      const intent = await lockIntentBySecret(tx, clientSecret);
      if (intent.status !== 'requires_action') return { status: intent.status, ...(intent.failureMessage ? { message: intent.failureMessage } : {}) };
      if (approve) {
        await tx.update(testGatewayIntents).set({ status: 'succeeded', failureCode: null, failureMessage: null }).where(eq(testGatewayIntents.id, intent.id));
        return { status: 'succeeded' };
      }
      await tx
        .update(testGatewayIntents)
        .set({ status: 'requires_payment_method', failureCode: 'payment_intent_authentication_failure', failureMessage: AUTHENTICATION_FAILED_MESSAGE })
        .where(eq(testGatewayIntents.id, intent.id));
      return { status: 'requires_payment_method', message: AUTHENTICATION_FAILED_MESSAGE };
    });
  }

  async confirmCardSetup(intentId: string): Promise<CardSetupResult> {
    const intent = await this.intent(intentId);
    if (intent.status === 'succeeded') {
      const [method] = await this.db.select().from(testGatewayPaymentMethods).where(eq(testGatewayPaymentMethods.id, intent.paymentMethodId ?? ''));
      if (!method) throw new GatewayError('test gateway: payment method missing');
      return {
        status: 'succeeded',
        card: {
          customerId: intent.customerId,
          paymentMethodId: method.id,
          brand: method.brand,
          last4: method.last4,
          expMonth: method.expMonth,
          expYear: method.expYear,
        },
      };
    }
    if (intent.status === 'requires_action') return { status: 'pending', detail: 'requires_action' };
    if (intent.status === 'canceled') return { status: 'failed', code: 'canceled', message: 'The payment was canceled.' };
    if (intent.failureCode) return { status: 'failed', code: intent.failureCode, message: intent.failureMessage ?? DECLINED_MESSAGE };
    return { status: 'pending', detail: 'requires_payment_method' };
  }

  async refundCardSetup(intentId: string, idempotencyKey: string): Promise<void> {
    const intent = await this.intent(intentId);
    await this.refund(intent, intent.amountCents, idempotencyKey);
  }

  async chargeOffSession(input: ChargeInput): Promise<ChargeResult> {
    return this.charge(input, true);
  }

  async chargeOnSession(input: ChargeInput): Promise<ChargeResult> {
    return this.charge(input, false);
  }

  private async charge(input: ChargeInput, offSession: boolean): Promise<ChargeResult> {
    const [existing] = await this.db.select().from(testGatewayIntents).where(eq(testGatewayIntents.idempotencyKey, input.idempotencyKey));
    if (existing) return chargeResultOf(existing);
    const [method] = await this.db
      .select()
      .from(testGatewayPaymentMethods)
      .where(and(eq(testGatewayPaymentMethods.id, input.paymentMethodId), eq(testGatewayPaymentMethods.customerId, input.customerId)));
    if (!method) throw new GatewayError(`test gateway: no such payment method ${input.paymentMethodId} for this customer`);
    if (!Number.isInteger(input.amountCents) || input.amountCents < 1) throw new GatewayError('test gateway: invalid amount');
    const outcome = chargeOutcome(method.behavior, offSession);
    const intent = await this.insertIntent({
      purpose: 'charge',
      customerId: input.customerId,
      paymentMethodId: method.id,
      amountCents: input.amountCents,
      offSession,
      idempotencyKey: input.idempotencyKey,
      ...outcome,
    });
    return chargeResultOf(intent);
  }

  async retrieveCharge(ref: string): Promise<ChargeResult> {
    return chargeResultOf(await this.intent(ref));
  }

  async refundCharge(input: { ref: string; amountCents: number; idempotencyKey: string }): Promise<{ refundRef: string }> {
    return this.refund(await this.intent(input.ref), input.amountCents, input.idempotencyKey);
  }

  private async refund(intent: IntentRow, amountCents: number, idempotencyKey: string): Promise<{ refundRef: string }> {
    return this.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(testGatewayRefunds).where(eq(testGatewayRefunds.idempotencyKey, idempotencyKey));
      if (existing) return { refundRef: existing.id };
      const [locked] = await tx.select().from(testGatewayIntents).where(eq(testGatewayIntents.id, intent.id)).for('update');
      if (!locked || locked.status !== 'succeeded') throw new GatewayError('test gateway: only a succeeded payment can be refunded');
      if (locked.refundedCents + amountCents > locked.amountCents) throw new GatewayError('test gateway: refund exceeds the payment');
      const id = token('re_test');
      await tx.insert(testGatewayRefunds).values({ id, intentId: intent.id, amountCents, idempotencyKey });
      await tx
        .update(testGatewayIntents)
        .set({ refundedCents: sql`${testGatewayIntents.refundedCents} + ${amountCents}` })
        .where(eq(testGatewayIntents.id, intent.id));
      return { refundRef: id };
    });
  }

  private async intent(id: string): Promise<IntentRow> {
    const [row] = await this.db.select().from(testGatewayIntents).where(eq(testGatewayIntents.id, id));
    if (!row) throw new GatewayError(`test gateway: no such payment ${id}`);
    return row;
  }

  /** For tests and fixtures: a card saved straight onto a customer, as Stripe's pm_card_* are. */
  async attachCard(customerId: string, number: string, expiry = testCardExpiry(new Date())) {
    const method = testPaymentMethodRow(customerId, number, expiry);
    await this.db.insert(testGatewayPaymentMethods).values(method);
    return { paymentMethodId: method.id, brand: method.brand, last4: method.last4, ...expiry };
  }
}

async function lockIntentBySecret(tx: Executor, clientSecret: string): Promise<IntentRow> {
  const [intent] = await tx.select().from(testGatewayIntents).where(eq(testGatewayIntents.clientSecret, clientSecret)).for('update');
  if (!intent) throw notFound('Payment');
  return intent;
}

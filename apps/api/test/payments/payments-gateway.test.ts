import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testGatewayIntents, testGatewayRefunds } from '../../src/db/schema';
import type { PaymentGateway } from '../../src/modules/payments/gateway';
import { StripeGateway } from '../../src/modules/payments/stripe-gateway';
import { TestGateway } from '../../src/modules/payments/test-gateway';
import { createTestDatabase } from '../helpers/database';
import { startStripeStub, type StripeStub } from '../helpers/stripe-stub';

/**
 * The PaymentGateway contract, run against both providers: the test gateway directly, the Stripe
 * gateway through the SDK against a local stand-in for Stripe's API.
 */

type CardKind = 'visa' | 'declined' | 'authenticate';

interface Driver {
  gateway: PaymentGateway;
  /** What the shopper's browser does on the provider's card form. */
  confirmInBrowser: (setup: { intentId: string; clientSecret: string }, card: CardKind) => Promise<void>;
  authenticateInBrowser: (charge: { ref: string; clientSecret: string }) => Promise<void>;
  /** A payment method of that kind attached to the customer (Stripe's pm_card_*). */
  attached: (customerId: string, card: CardKind) => Promise<string>;
  /** How many charges (not setups) the provider holds. */
  charges: () => Promise<number>;
  refunds: () => Promise<number>;
  close: () => Promise<void>;
}

const NUMBERS: Record<CardKind, string> = { visa: '4242424242424242', declined: '4000000000000002', authenticate: '4000002500003155' };
const STRIPE_PMS: Record<CardKind, string> = { visa: 'pm_card_visa', declined: 'pm_card_chargeDeclined', authenticate: 'pm_card_authenticationRequired' };

async function testDriver(): Promise<Driver> {
  const database = await createTestDatabase();
  const gateway = new TestGateway(database.db);
  const nextYear = new Date().getUTCFullYear() + 1;
  return {
    gateway,
    confirmInBrowser: async (setup, card) => {
      await gateway.confirmWithCard(setup.clientSecret, { number: NUMBERS[card], expMonth: 12, expYear: nextYear, cvc: '123' });
    },
    authenticateInBrowser: async (charge) => {
      await gateway.authenticate(charge.clientSecret, true);
    },
    attached: async (customerId, card) => (await gateway.attachCard(customerId, NUMBERS[card])).paymentMethodId,
    charges: async () => (await database.db.select().from(testGatewayIntents).where(eq(testGatewayIntents.purpose, 'charge'))).length,
    refunds: async () => (await database.db.select().from(testGatewayRefunds)).length,
    close: () => database.close(),
  };
}

let stub: StripeStub;

async function stripeDriver(): Promise<Driver> {
  stub = await startStripeStub();
  const gateway = new StripeGateway({ secretKey: 'sk_test_stub', publishableKey: 'pk_test_stub', webhookSecret: 'whsec_stub', apiBase: stub.url });
  return {
    gateway,
    confirmInBrowser: async (setup, card) => {
      stub.confirmIntent(setup.intentId, STRIPE_PMS[card]);
    },
    authenticateInBrowser: async (charge) => {
      stub.authenticate(charge.ref);
    },
    attached: async (_customerId, card) => STRIPE_PMS[card],
    charges: async () => [...stub.intents.values()].filter((intent) => intent.metadata.kind !== 'card_setup').length,
    refunds: async () => stub.refunds.length,
    close: () => stub.close(),
  };
}

describe.each([
  ['test', testDriver],
  ['stripe', stripeDriver],
] as const)('the %s gateway', (provider, makeDriver) => {
  let driver: Driver;
  let customerId: string;
  beforeAll(async () => {
    driver = await makeDriver();
    customerId = await driver.gateway.createCustomer({ userId: 'u1', email: 'shopper@example.com', name: 'Shop Per', idempotencyKey: `customer-u1-${provider}` });
  });
  afterAll(async () => driver.close());

  const charge = (paymentMethodId: string, idempotencyKey: string, amountCents = 4599) => ({
    customerId,
    paymentMethodId,
    amountCents,
    idempotencyKey,
    description: 'Order #100001',
    metadata: { kind: 'order_charge', orderId: 'o1' },
  });

  it('creates one customer per idempotency key', async () => {
    const again = await driver.gateway.createCustomer({ userId: 'u1', email: 'shopper@example.com', name: 'Shop Per', idempotencyKey: `customer-u1-${provider}` });
    expect(again).toBe(customerId);
  });

  it('saves a card through a verification payment, then refunds it once', async () => {
    const setup = await driver.gateway.startCardSetup({ customerId, amountCents: 100, idempotencyKey: `setup-1-${provider}`, metadata: { kind: 'card_setup' } });
    expect(setup).toEqual({ intentId: expect.any(String), clientSecret: expect.stringContaining(`${setup.intentId}_secret_`), amountCents: 100 });
    expect(await driver.gateway.confirmCardSetup(setup.intentId)).toEqual({ status: 'pending', detail: 'requires_payment_method' });

    await driver.confirmInBrowser(setup, 'visa');
    const confirmed = await driver.gateway.confirmCardSetup(setup.intentId);
    expect(confirmed).toEqual({
      status: 'succeeded',
      card: { customerId, paymentMethodId: expect.any(String), brand: 'visa', last4: '4242', expMonth: 12, expYear: expect.any(Number) },
    });

    const refundsBefore = await driver.refunds();
    await driver.gateway.refundCardSetup(setup.intentId, `setup-1-refund-${provider}`);
    await driver.gateway.refundCardSetup(setup.intentId, `setup-1-refund-${provider}`);
    expect(await driver.refunds()).toBe(refundsBefore + 1);

    if (provider === 'stripe') {
      const [created] = stub.calls('POST', '/v1/payment_intents');
      expect(created!.body).toMatchObject({ amount: '100', currency: 'usd', customer: customerId, setup_future_usage: 'off_session' });
      expect(created!.headers['idempotency-key']).toBe(`setup-1-${provider}`);
      const refund = stub.calls('POST', '/v1/refunds')[0]!;
      expect(refund.body.payment_intent).toBe(setup.intentId);
      expect(refund.headers['idempotency-key']).toBe(`setup-1-refund-${provider}`);
    }
  });

  it('reports a card declined at setup with the provider message', async () => {
    const setup = await driver.gateway.startCardSetup({ customerId, amountCents: 100, idempotencyKey: `setup-2-${provider}`, metadata: { kind: 'card_setup' } });
    await driver.confirmInBrowser(setup, 'declined');
    expect(await driver.gateway.confirmCardSetup(setup.intentId)).toEqual({ status: 'failed', code: expect.any(String), message: 'Your card was declined.' });
  });

  it('charges a saved card off-session once per idempotency key', async () => {
    const pm = await driver.attached(customerId, 'visa');
    const before = await driver.charges();
    const first = await driver.gateway.chargeOffSession(charge(pm, `order-o1-charge-${provider}`));
    const second = await driver.gateway.chargeOffSession(charge(pm, `order-o1-charge-${provider}`));
    expect(first).toEqual({ status: 'succeeded', ref: expect.any(String) });
    expect(second).toEqual(first);
    expect(await driver.charges()).toBe(before + 1);

    if (provider === 'stripe') {
      const sent = stub.calls('POST', '/v1/payment_intents').filter((request) => request.headers['idempotency-key'] === `order-o1-charge-${provider}`);
      expect(sent.length).toBeGreaterThan(0);
      expect(sent[0]!.body).toMatchObject({ amount: '4599', currency: 'usd', customer: customerId, payment_method: pm, off_session: 'true', confirm: 'true' });
    }
  });

  it('answers a declined off-session charge with the provider message', async () => {
    const pm = await driver.attached(customerId, 'declined');
    expect(await driver.gateway.chargeOffSession(charge(pm, `order-o2-charge-${provider}`))).toEqual({
      status: 'declined',
      ref: expect.any(String),
      code: expect.any(String),
      message: 'Your card was declined.',
    });
  });

  it('answers authentication_required off-session for a card that needs 3-D Secure', async () => {
    const pm = await driver.attached(customerId, 'authenticate');
    const result = await driver.gateway.chargeOffSession(charge(pm, `order-o3-charge-${provider}`));
    expect(result).toEqual({
      status: 'requires_action',
      ref: expect.any(String),
      clientSecret: expect.any(String),
      code: 'authentication_required',
      message: expect.stringContaining('requires authentication'),
    });
  });

  it('charges on-session after the shopper authenticates, then refunds', async () => {
    const pm = await driver.attached(customerId, 'authenticate');
    const result = await driver.gateway.chargeOnSession(charge(pm, `order-o4-pay-1-${provider}`, 2500));
    expect(result.status).toBe('requires_action');
    if (result.status !== 'requires_action') return;
    await driver.authenticateInBrowser(result);
    const after = await driver.gateway.retrieveCharge(result.ref);
    expect(after).toEqual({ status: 'succeeded', ref: result.ref });

    const refundsBefore = await driver.refunds();
    const refund = await driver.gateway.refundCharge({ ref: result.ref, amountCents: 2500, idempotencyKey: `order-o4-refund-${provider}` });
    expect(refund.refundRef).toEqual(expect.any(String));
    expect(await driver.refunds()).toBe(refundsBefore + 1);
    if (provider === 'stripe') {
      const sent = stub.calls('POST', '/v1/refunds').at(-1)!;
      expect(sent.body).toMatchObject({ payment_intent: result.ref, amount: '2500' });
      expect(sent.headers['idempotency-key']).toBe(`order-o4-refund-${provider}`);
      const onSession = stub.calls('POST', '/v1/payment_intents').find((request) => request.headers['idempotency-key'] === `order-o4-pay-1-${provider}`);
      expect(onSession!.body).toMatchObject({ off_session: 'false', confirm: 'true', customer: customerId });
    }
  });
});

import { ErrorCode } from '@wine/contract/errors';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedCards, stripeWebhookEvents } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { startStripeStub, type StripeStub } from '../helpers/stripe-stub';
import { signUp } from '../helpers/users';

const WEBHOOK_SECRET = 'whsec_test_secret';
let stub: StripeStub;
let t: TestApp;
const stripe = new Stripe('sk_test_stub');

beforeAll(async () => {
  stub = await startStripeStub();
  t = await createTestApp({
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_stub',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_stub',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stub.url,
  });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

function webhook(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
}

const succeededEvent = (id: string, intent: object) => ({ id, object: 'event', type: 'payment_intent.succeeded', data: { object: intent } });

describe('cards with the Stripe provider', () => {
  it('initializes with the publishable key, a Customer per user and the verification amount in cents', async () => {
    const shopper = await signUp(t.app);
    const url = `/api/user/${shopper.user._id}/add-card/initialize`;
    const first = expectSuccess<{ stripe_data: { client_secret: string; publishable_key: string }; txnId: string; amount: number }>(
      await t.app.inject({ method: 'POST', url, headers: shopper.auth }),
    );
    expect(first).toMatchObject({ provider: 'stripe', amount: 100, stripe_data: { publishable_key: 'pk_test_stub', client_secret: expect.stringContaining('_secret_') } });
    expectSuccess(await t.app.inject({ method: 'POST', url, headers: shopper.auth }));
    const customers = stub.calls('POST', '/v1/customers').filter((request) => request.body['metadata[userId]'] === shopper.user._id);
    expect(customers).toHaveLength(1);
    expect(customers[0]!.headers['idempotency-key']).toBe(`customer-${shopper.user._id}`);
    const intent = stub.calls('POST', '/v1/payment_intents').find((request) => request.headers['idempotency-key'] === `card-setup-${first.txnId}`);
    expect(intent!.body).toMatchObject({ amount: '100', currency: 'usd', setup_future_usage: 'off_session', 'metadata[kind]': 'card_setup' });
    expect(intent!.headers.authorization).toBe('Bearer sk_test_stub');
  });

  it('completes once Stripe says the payment succeeded, and refunds the verification', async () => {
    const shopper = await signUp(t.app);
    const started = expectSuccess<{ stripe_data: { client_secret: string }; txnId: string }>(
      await t.app.inject({ method: 'POST', url: `/api/user/${shopper.user._id}/add-card/initialize`, headers: shopper.auth }),
    );
    const intentId = started.stripe_data.client_secret.split('_secret_')[0]!;
    const complete = () => t.app.inject({ method: 'POST', url: `/api/user/${shopper.user._id}/add-card/complete`, headers: shopper.auth, payload: { txnId: started.txnId } });
    expectFailure(await complete(), 422, ErrorCode.PAYMENT_REQUIRES_ACTION);
    stub.confirmIntent(intentId, 'pm_card_visa');
    expect(expectSuccess(await complete())).toMatchObject({ txnId: started.txnId, card: { brand: 'visa', last4: '4242' } });
    expectSuccess(await complete());
    expect(stub.refunds.filter((refund) => refund.payment_intent === intentId)).toHaveLength(1);
    const cards = expectSuccess(await t.app.inject({ method: 'GET', url: `/api/user/${shopper.user._id}/cards`, headers: shopper.auth }));
    expect(cards).toEqual({ cards: [expect.objectContaining({ brand: 'visa', last4: '4242' })] });
  });
});

describe('POST /payments/stripe/webhook', () => {
  it('accepts a good signature, saves the card of a succeeded verification, and ignores a replay', async () => {
    const shopper = await signUp(t.app);
    const started = expectSuccess<{ stripe_data: { client_secret: string }; txnId: string }>(
      await t.app.inject({ method: 'POST', url: `/api/user/${shopper.user._id}/add-card/initialize`, headers: shopper.auth }),
    );
    const intentId = started.stripe_data.client_secret.split('_secret_')[0]!;
    const intent = stub.confirmIntent(intentId, 'pm_card_visa');
    const event = succeededEvent('evt_setup_1', intent);

    expect(expectSuccess(await webhook(event))).toEqual({ received: true, duplicate: false });
    expect(await t.db.select().from(savedCards).where(eq(savedCards.userId, shopper.user._id))).toHaveLength(1);
    const refunds = stub.refunds.length;

    expect(expectSuccess(await webhook(event))).toEqual({ received: true, duplicate: true });
    expect(stub.refunds.length).toBe(refunds);
    expect(await t.db.select().from(stripeWebhookEvents).where(eq(stripeWebhookEvents.id, 'evt_setup_1'))).toHaveLength(1);
  });

  it('refuses a bad signature with 400 and records nothing', async () => {
    const event = succeededEvent('evt_forged', { id: 'pi_x', object: 'payment_intent', metadata: {} });
    expectFailure(await webhook(event, 'whsec_wrong'), 400, ErrorCode.VALIDATION_FAILED);
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: payload.replace('evt_forged', 'evt_forged2'),
    });
    expectFailure(tampered, 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json' }, payload }), 400, ErrorCode.VALIDATION_FAILED);
    expect(await t.db.select().from(stripeWebhookEvents).where(eq(stripeWebhookEvents.id, 'evt_forged'))).toHaveLength(0);
  });

  it('is not served by the test provider', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

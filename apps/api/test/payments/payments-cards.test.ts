import { ErrorCode } from '@wine/contract/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { cardSetups, savedCards, testGatewayRefunds } from '../../src/db/schema';
import { findUsableCard } from '../../src/modules/payments/service';
import { createTestApp, type TestApp } from '../helpers/app';
import { countRows } from '../helpers/db';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { Cards, serviceContext } from '../helpers/payments';
import { signUp } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const nextYear = new Date().getUTCFullYear() + 1;
type Shopper = Awaited<ReturnType<typeof signUp>>;

async function initialize(shopper: Shopper) {
  return expectSuccess<{ provider: string; stripe_data: { client_secret: string }; txnId: string; amount: number }>(
    await t.app.inject({ method: 'POST', url: `/api/user/${shopper.user._id}/add-card/initialize`, headers: shopper.auth }),
  );
}

const enterCard = (clientSecret: string, number: string, overrides: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/payments/test/confirm-setup', payload: { clientSecret, number, expMonth: 12, expYear: nextYear, cvc: '123', ...overrides } });

const complete = (shopper: Shopper, txnId: string, userId = shopper.user._id) =>
  t.app.inject({ method: 'POST', url: `/api/user/${userId}/add-card/complete`, headers: shopper.auth, payload: { txnId } });

const listCards = (shopper: Shopper, userId = shopper.user._id) => t.app.inject({ method: 'GET', url: `/api/user/${userId}/cards`, headers: shopper.auth });

async function addCard(shopper: Shopper, number: string = Cards.visa) {
  const started = await initialize(shopper);
  expectSuccess(await enterCard(started.stripe_data.client_secret, number));
  return { started, done: expectSuccess<{ txnId: string; card: { id: string; brand: string; last4: string } }>(await complete(shopper, started.txnId)) };
}

describe('adding a card (test provider)', () => {
  it('initializes the verification payment: client secret, txnId and the amount in cents', async () => {
    const shopper = await signUp(t.app);
    const result = await initialize(shopper);
    expect(result).toEqual({ provider: 'test', stripe_data: { client_secret: expect.stringMatching(/^pi_test_\w+_secret_\w+$/) }, txnId: expect.any(String), amount: 100 });
    const [setup] = await t.db.select().from(cardSetups).where(eq(cardSetups.id, result.txnId));
    expect(setup).toMatchObject({ userId: shopper.user._id, status: 'pending', amountCents: 100 });
  });

  it('saves the card once the payment succeeded, answers the same card again, refunds the verification once', async () => {
    const shopper = await signUp(t.app);
    const started = await initialize(shopper);
    expectFailure(await complete(shopper, started.txnId), 422, ErrorCode.PAYMENT_REQUIRES_ACTION);

    expect(expectSuccess(await enterCard(started.stripe_data.client_secret, Cards.visa))).toEqual({ status: 'succeeded' });
    const first = expectSuccess(await complete(shopper, started.txnId));
    expect(first).toEqual({ txnId: started.txnId, card: { id: expect.any(String), brand: 'visa', last4: '4242' } });
    expect(expectSuccess(await complete(shopper, started.txnId))).toEqual(first);

    const stored = await t.db.select().from(savedCards).where(eq(savedCards.userId, shopper.user._id));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
    const [setup] = await t.db.select().from(cardSetups).where(eq(cardSetups.id, started.txnId));
    expect(setup!.verificationRefundedAt).toBeInstanceOf(Date);
    const refunds = (await t.db.select().from(testGatewayRefunds)).filter((refund) => refund.intentId === setup!.providerIntentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amountCents).toBe(100);

    expect(expectSuccess(await listCards(shopper))).toEqual({ cards: [first.card] });
  });

  it('refuses bad card details with the provider message and changes nothing', async () => {
    const shopper = await signUp(t.app);
    const started = await initialize(shopper);
    const cards = await countRows(t.db, savedCards);
    expectFailure(await enterCard(started.stripe_data.client_secret, '4242 4242 4242 4241'), 400, ErrorCode.VALIDATION_FAILED, 'Your card number is invalid.');
    expectFailure(await enterCard(started.stripe_data.client_secret, Cards.visa, { expYear: 2020 }), 400, ErrorCode.VALIDATION_FAILED, 'expiration date is in the past');
    expectFailure(await enterCard(started.stripe_data.client_secret, Cards.visa, { cvc: '12' }), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await enterCard('pi_test_unknown_secret_x', Cards.visa), 404, ErrorCode.NOT_FOUND);
    expect(await countRows(t.db, savedCards)).toBe(cards);
    expectFailure(await complete(shopper, started.txnId), 422, ErrorCode.PAYMENT_REQUIRES_ACTION);
  });

  it('a declined card is not saved: "Your card was declined."', async () => {
    const shopper = await signUp(t.app);
    const started = await initialize(shopper);
    expect(expectSuccess(await enterCard(started.stripe_data.client_secret, Cards.declined))).toEqual({
      status: 'requires_payment_method',
      message: 'Your card was declined.',
    });
    expectFailure(await complete(shopper, started.txnId), 422, ErrorCode.CARD_NOT_USABLE, 'Your card was declined.');
    expectFailure(await complete(shopper, started.txnId), 422, ErrorCode.CARD_NOT_USABLE);
    expect(expectSuccess(await listCards(shopper))).toEqual({ cards: [] });
  });

  it('a card needing authentication is saved after the confirm step', async () => {
    const shopper = await signUp(t.app);
    const started = await initialize(shopper);
    expect(expectSuccess(await enterCard(started.stripe_data.client_secret, Cards.authenticate))).toEqual({ status: 'requires_action' });
    expectFailure(await complete(shopper, started.txnId), 422, ErrorCode.PAYMENT_REQUIRES_ACTION);
    const authenticated = await t.app.inject({ method: 'POST', url: '/api/payments/test/authenticate', payload: { clientSecret: started.stripe_data.client_secret, approve: true } });
    expect(expectSuccess(authenticated)).toEqual({ status: 'succeeded' });
    expect(expectSuccess(await complete(shopper, started.txnId))).toMatchObject({ card: { brand: 'visa', last4: '3155' } });
  });

  it('the card-confirm return page (POST add-card) finishes the setup named by sourceId and verificationToken', async () => {
    const shopper = await signUp(t.app);
    const started = await initialize(shopper);
    expectSuccess(await enterCard(started.stripe_data.client_secret, Cards.visa));
    const intentId = started.stripe_data.client_secret.split('_secret_')[0]!;
    const url = `/api/user/${shopper.user._id}/add-card`;
    expectFailure(
      await t.app.inject({ method: 'POST', url, headers: shopper.auth, payload: { sourceId: intentId, verificationToken: 'pi_other_secret_x', businessId: 'b1' } }),
      400,
      ErrorCode.VALIDATION_FAILED,
    );
    const result = expectSuccess(
      await t.app.inject({ method: 'POST', url, headers: shopper.auth, payload: { sourceId: intentId, verificationToken: started.stripe_data.client_secret, businessId: 'b1' } }),
    );
    expect(result).toMatchObject({ txnId: started.txnId, card: { last4: '4242' } });
    expect(expectSuccess(await complete(shopper, started.txnId))).toEqual(result);
  });
});

describe('listing and disabling cards', () => {
  it('disables a card: it leaves the list and can no longer be chosen', async () => {
    const shopper = await signUp(t.app);
    const { done } = await addCard(shopper);
    const { done: second } = await addCard(shopper, '5555 5555 5555 4444');
    expect(expectSuccess(await listCards(shopper))).toEqual({ cards: [done.card, second.card] });

    const ctx = serviceContext(t.db);
    expect(await findUsableCard(ctx, shopper.user._id, done.card.id)).toMatchObject({ id: done.card.id });
    const url = `/api/user/${shopper.user._id}/disable-card`;
    const disabled = await t.app.inject({ method: 'POST', url, headers: shopper.auth, payload: { cardId: done.card.id, businessId: 'shop' } });
    expect(expectSuccess(disabled)).toEqual({ cardId: done.card.id, enable: false });
    expect(expectSuccess(await t.app.inject({ method: 'POST', url, headers: shopper.auth, payload: { cardId: done.card.id } }))).toEqual({ cardId: done.card.id, enable: false });
    expect(expectSuccess(await listCards(shopper))).toEqual({ cards: [second.card] });
    expect(await findUsableCard(ctx, shopper.user._id, done.card.id)).toBeUndefined();
  });

  it("refuses another user's path and card ids, and changes nothing", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { started, done } = await addCard(owner);

    expectFailure(await listCards(other, owner.user._id), 403, ErrorCode.FORBIDDEN);
    expectFailure(await t.app.inject({ method: 'POST', url: `/api/user/${owner.user._id}/add-card/initialize`, headers: other.auth }), 403, ErrorCode.FORBIDDEN);
    expectFailure(await complete(other, started.txnId, owner.user._id), 403, ErrorCode.FORBIDDEN);
    expectFailure(await complete(other, started.txnId), 404, ErrorCode.NOT_FOUND);
    expectFailure(
      await t.app.inject({ method: 'POST', url: `/api/user/${other.user._id}/disable-card`, headers: other.auth, payload: { cardId: done.card.id } }),
      404,
      ErrorCode.NOT_FOUND,
    );
    expectFailure(
      await t.app.inject({ method: 'POST', url: `/api/user/${owner.user._id}/disable-card`, headers: other.auth, payload: { cardId: done.card.id } }),
      403,
      ErrorCode.FORBIDDEN,
    );
    expect(await findUsableCard(serviceContext(t.db), other.user._id, done.card.id)).toBeUndefined();
    expect(expectSuccess(await listCards(owner))).toEqual({ cards: [done.card] });
    expect(expectSuccess(await listCards(other))).toEqual({ cards: [] });
  });

  it('needs a signed-in user and a well-formed body', async () => {
    const shopper = await signUp(t.app);
    expectFailure(await t.app.inject({ method: 'GET', url: `/api/user/${shopper.user._id}/cards` }), 401, ErrorCode.UNAUTHENTICATED);
    expectFailure(
      await t.app.inject({ method: 'POST', url: `/api/user/${shopper.user._id}/disable-card`, headers: shopper.auth, payload: { cardId: 'nope' } }),
      400,
      ErrorCode.VALIDATION_FAILED,
    );
    expectFailure(await complete(shopper, '0190a000-0000-7000-8000-000000000000'), 404, ErrorCode.NOT_FOUND);
  });
});

describe('payments configuration', () => {
  it('requires the Stripe keys with PAYMENTS_PROVIDER=stripe', () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    const config = loadConfig({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' });
    expect(config.payments).toMatchObject({ provider: 'stripe', verificationAmountCents: 100, stripe: { publishableKey: 'pk_test_1' } });
    expect(loadConfig({}).payments).toEqual({ provider: 'test', stripe: undefined, verificationAmountCents: 100 });
    expect(() => loadConfig({ CARD_VERIFICATION_AMOUNT_CENTS: '10' })).toThrow(ConfigError);
  });
});

import type { AddCardInitializeResult, AddCardResult, CardList, SavedCard } from '@wine/contract/cards';
import { ErrorCode } from '@wine/contract/errors';
import { Text } from '@wine/contract/texts';
import type Stripe from 'stripe';
import type { AppContext } from '../../context';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { AuthUser } from '../auth/auth-user';
import { settleOrderPayment } from './pay';
import { customerKey, GatewayError, type PaymentGateway } from './gateway';
import { gatewayFor, stripeGatewayFor } from './providers';
import {
  cardById, disableOwnCard, findCardSetup, findCardSetupByIntent, findCustomerId, forgetWebhookEvent, insertCardSetup, insertSavedCard, lockCardSetup,
  recordWebhookEvent, saveCustomerId, updateCardSetup, usableCard, usableCards, type CardSetupRow, type SavedCardRow,
} from './queries';

export { chargeDueOrders, type ChargeRunSummary } from './nightly-charge';
export type { PaymentRow } from './queries';
export { orderPaymentInfo, payOrder } from './pay';
export { refundOrderCharge } from './refund';
export { orderMoneyMoved, orderMoneyNow } from './money';
export type { SavedCardRow } from './queries';

/** Saved cards (spec 001 §2.16, §7 "Cards"): add through a refunded verification payment, list, disable. */

const presentCard = (card: SavedCardRow): SavedCard => ({ id: card.id, brand: card.brand, last4: card.last4 });

/** Card calls take the user id in the path: only one's own. */
function assertSelf(user: AuthUser, pathUserId: string): void {
  if (user.id !== pathUserId) throw forbidden('You can only manage your own cards');
}

async function providerCall<T>(ctx: AppContext, what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    ctx.log.error({ err: error }, `${what} failed`);
    throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'The card payment service is not available, please try again');
  }
}

/** The provider's customer of a user, created once (the key makes two concurrent calls create one). */
async function ensureCustomer(ctx: AppContext, gateway: PaymentGateway, user: AuthUser): Promise<string> {
  const existing = await findCustomerId(ctx.db, user.id, gateway.provider);
  if (existing) return existing;
  const created = await providerCall(ctx, 'customer creation', () =>
    gateway.createCustomer({
      userId: user.id,
      email: user.row.email,
      name: `${user.row.givenName} ${user.row.familyName}`.trim(),
      idempotencyKey: customerKey(user.id),
    }),
  );
  return saveCustomerId(ctx.db, user.id, gateway.provider, created);
}

/** POST /user/{id}/add-card/initialize: starts the verification payment that saves a card. */
export async function initializeCardSetup(ctx: AppContext, user: AuthUser, pathUserId: string): Promise<AddCardInitializeResult> {
  assertSelf(user, pathUserId);
  const gateway = gatewayFor(ctx);
  const customerId = await ensureCustomer(ctx, gateway, user);
  const txnId = newId();
  const started = await providerCall(ctx, 'card setup', () =>
    gateway.startCardSetup({
      customerId,
      amountCents: ctx.config.payments.verificationAmountCents,
      idempotencyKey: `card-setup-${txnId}`,
      metadata: { kind: 'card_setup', txnId, userId: user.id },
    }),
  );
  await insertCardSetup(ctx.db, { id: txnId, userId: user.id, provider: gateway.provider, providerIntentId: started.intentId, amountCents: started.amountCents });
  return {
    provider: gateway.provider,
    stripe_data: { client_secret: started.clientSecret, ...(gateway.publishableKey ? { publishable_key: gateway.publishableKey } : {}) },
    txnId,
    amount: started.amountCents,
  };
}

/** Gives the verification amount back, once; a failure is retried on the next completion call. */
async function refundVerification(ctx: AppContext, gateway: PaymentGateway, setup: CardSetupRow): Promise<void> {
  if (setup.verificationRefundedAt) return;
  try {
    await gateway.refundCardSetup(setup.providerIntentId, `card-setup-${setup.id}-refund`);
    await updateCardSetup(ctx.db, setup.id, { verificationRefundedAt: new Date() });
  } catch (error) {
    ctx.log.error({ err: error, txnId: setup.id }, 'card verification refund failed');
  }
}

/**
 * Finishes a card setup on the provider's word: saves the card when the verification payment
 * succeeded (once, whoever calls first: the app, the return page or a webhook), then refunds it.
 */
async function finishCardSetup(ctx: AppContext, setup: CardSetupRow): Promise<SavedCardRow> {
  if (setup.status === 'failed') throw new AppError(ErrorCode.CARD_NOT_USABLE, 'This card could not be added, please try another card');
  const gateway = gatewayFor(ctx);
  if (setup.provider !== gateway.provider) throw new AppError(ErrorCode.CARD_NOT_USABLE, 'This card payment belongs to another payment provider');
  if (setup.status === 'succeeded' && setup.savedCardId) {
    const card = await cardById(ctx.db, setup.savedCardId);
    if (!card) throw notFound('Card');
    await refundVerification(ctx, gateway, setup);
    return card;
  }
  const result = await providerCall(ctx, 'card setup read', () => gateway.confirmCardSetup(setup.providerIntentId));
  if (result.status === 'pending') {
    throw new AppError(
      ErrorCode.PAYMENT_REQUIRES_ACTION,
      result.detail === 'processing' ? Text.paymentProcessing : 'The card is not confirmed yet',
    );
  }
  if (result.status === 'failed') {
    await ctx.db.transaction(async (tx) => {
      const locked = await lockCardSetup(tx, setup.id);
      if (locked?.status === 'pending') await updateCardSetup(tx, setup.id, { status: 'failed' });
    });
    throw new AppError(ErrorCode.CARD_NOT_USABLE, result.message);
  }
  const { card, finished } = await ctx.db.transaction(async (tx) => {
    const locked = await lockCardSetup(tx, setup.id);
    if (!locked) throw notFound('Card payment');
    if (locked.status === 'succeeded' && locked.savedCardId) {
      const saved = await cardById(tx, locked.savedCardId);
      if (!saved) throw notFound('Card');
      return { card: saved, finished: locked };
    }
    const saved = await insertSavedCard(tx, {
      id: newId(),
      userId: locked.userId,
      provider: locked.provider,
      providerCustomerId: result.card.customerId,
      providerPaymentMethodId: result.card.paymentMethodId,
      brand: result.card.brand,
      last4: result.card.last4,
      expMonth: result.card.expMonth,
      expYear: result.card.expYear,
    });
    if (!saved) throw new AppError(ErrorCode.CARD_NOT_USABLE, 'This card is saved on another account');
    await updateCardSetup(tx, locked.id, { status: 'succeeded', savedCardId: saved.id });
    return { card: saved, finished: { ...locked, status: 'succeeded' as const, savedCardId: saved.id } };
  });
  await refundVerification(ctx, gateway, finished);
  return card;
}

async function ownSetup(ctx: AppContext, user: AuthUser, txnId: string): Promise<CardSetupRow> {
  const setup = await findCardSetup(ctx.db, txnId);
  if (!setup || setup.userId !== user.id) throw notFound('Card payment');
  return setup;
}

/** POST /user/{id}/add-card/complete {txnId}: status 1 once the card is saved (idempotent). */
export async function completeCardSetup(ctx: AppContext, user: AuthUser, pathUserId: string, txnId: string): Promise<AddCardResult> {
  assertSelf(user, pathUserId);
  const card = await finishCardSetup(ctx, await ownSetup(ctx, user, txnId));
  return { txnId, card: presentCard(card) };
}

/**
 * POST /user/{id}/add-card: the card-confirm return page. sourceId names the provider's payment
 * (or our txnId), verificationToken is its client secret.
 */
export async function addCardFromReturn(
  ctx: AppContext,
  user: AuthUser,
  pathUserId: string,
  body: { sourceId: string; verificationToken: string },
): Promise<AddCardResult> {
  assertSelf(user, pathUserId);
  const provider = ctx.config.payments.provider;
  const byIntent = await findCardSetupByIntent(ctx.db, provider, body.sourceId);
  const setup = byIntent ?? (/^[0-9a-f-]{36}$/i.test(body.sourceId) ? await findCardSetup(ctx.db, body.sourceId) : undefined);
  if (!setup || setup.userId !== user.id) throw notFound('Card payment');
  // Client secrets are "<payment id>_secret_<random>" with Stripe and the test gateway alike.
  if (!body.verificationToken.startsWith(`${setup.providerIntentId}_secret_`)) throw badRequest('The verification token does not match this card payment');
  const card = await finishCardSetup(ctx, setup);
  return { txnId: setup.id, card: presentCard(card) };
}

/** GET /user/{id}/cards: the cards that can be charged. */
export async function listCards(ctx: AppContext, user: AuthUser, pathUserId: string): Promise<CardList> {
  assertSelf(user, pathUserId);
  const cards = await usableCards(ctx.db, user.id, ctx.config.payments.provider, new Date());
  return { cards: cards.map(presentCard) };
}

/** POST /user/{id}/disable-card: the card can no longer be chosen (idempotent). */
export async function disableCard(ctx: AppContext, user: AuthUser, pathUserId: string, cardId: string) {
  assertSelf(user, pathUserId);
  const card = await disableOwnCard(ctx.db, user.id, cardId);
  if (!card) throw notFound('Card');
  return { cardId: card.id, enable: false as const };
}

/** For the checkout: the user's saved card if it can be charged now, else undefined. */
export function findUsableCard(ctx: AppContext, userId: string, cardId: string): Promise<SavedCardRow | undefined> {
  return usableCard(ctx.db, userId, cardId, ctx.config.payments.provider, new Date());
}

/**
 * POST /payments/stripe/webhook: verified from the raw body; an event id seen before is ignored.
 * A succeeded verification payment saves the card even when the shopper closed the page; a
 * succeeded on-session order payment finishes the order.
 */
export async function handleStripeWebhook(ctx: AppContext, rawBody: Buffer, signature: string | undefined) {
  const gateway = stripeGatewayFor(ctx);
  let event: Stripe.Event;
  try {
    event = gateway.constructEvent(rawBody, signature ?? '');
  } catch {
    throw badRequest('The Stripe signature does not match this body');
  }
  if (!(await recordWebhookEvent(ctx.db, event.id, event.type))) return { received: true, duplicate: true };
  if (event.type === 'payment_intent.succeeded') {
    const intent = event.data.object;
    try {
      if (intent.metadata?.kind === 'card_setup') {
        const setup = await findCardSetupByIntent(ctx.db, 'stripe', intent.id);
        if (setup && setup.status === 'pending') await finishCardSetup(ctx, setup);
      } else if (intent.metadata?.kind === 'order_payment' && intent.metadata.orderId) {
        await settleOrderPayment(ctx, intent.metadata.orderId, intent.id);
      }
    } catch (error) {
      // Stripe retries what we did not acknowledge: forget the event so its retry is handled.
      await forgetWebhookEvent(ctx.db, event.id);
      throw error;
    }
  }
  return { received: true, duplicate: false };
}

import type { Cart } from '@wine/contract/cart';
import { centsToPrice } from '@wine/contract/money';
import { Topic } from '@wine/contract/topics';
import { and, eq, ne } from 'drizzle-orm';
import { commissions, orderItems, orders } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { newToken } from '../../src/lib/tokens';
import { insertEmailToken, insertPasswordReset, insertSession } from '../../src/modules/auth/queries';
import { makeCollection, makePost, makeSommelier, makeWine } from '../helpers/fixtures';
import { placedOrderAt } from '../helpers/admin';
import { writeReview } from '../helpers/reviews';
import { Cards, saveTestCard } from '../helpers/payments';
import { callAs, type Account, type Scene } from './scene';

/** Resources the policy's `prepare` functions create, through the API where it has a call for it. */

/** An active wine sold by the scene's business. */
export const wineOf = (scene: Scene) => makeWine(scene.db, { businessId: scene.business.id, priceCents: 3000 });

/** The account's open cart holding one more wine of the scene's business. */
export async function cartOf(scene: Scene, account: Account) {
  const cart = await callAs<Cart>(scene, account, 'POST', '/order', { status: 'OPEN' });
  const wine = await wineOf(scene);
  await callAs(scene, account, 'PATCH', `/order/${cart._id}/item`, { catalogueId: wine.id, quantity: 2 });
  return { cartId: cart._id, wine };
}

/**
 * The account's one cart holding just a new wine: earlier entries left theirs in it, and an order of
 * them all would pass the cap on bottles held by orders not yet charged (409011, decision 0059).
 */
export async function cartOfOneWine(scene: Scene, account: Account) {
  const cart = await cartOf(scene, account);
  await scene.db.delete(orderItems).where(and(eq(orderItems.orderId, cart.cartId), ne(orderItems.catalogueId, cart.wine.id)));
  return cart;
}

/** A card saved for the account with the test gateway. */
export const cardOf = (scene: Scene, account: Account) => saveTestCard(scene.db, account.row.id);

/** An order the account placed with the scene's business (CONFIRMED unless told), paid with a saved card. */
export const placedOrderOf = (scene: Scene, account: Account, options: { status?: string; mode?: 'pickup' | 'delivery' } = {}) =>
  placedOrderAt(scene.db, scene.business, { ...options, userId: account.row.id });

/** An order of the account completed just now, within its 30 days for returns, and its wine. */
export async function completedOrderOf(scene: Scene, account: Account) {
  const order = await placedOrderOf(scene, account, { status: 'COMPLETED' });
  await scene.db.update(orders).set({ completedAt: new Date() }).where(eq(orders.id, order.id));
  const [line] = await scene.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return { order, wineId: line!.catalogueId };
}

/** A return of one bottle the account asked for, through the API. */
export async function returnOf(scene: Scene, account: Account) {
  const { order, wineId } = await completedOrderOf(scene, account);
  const answer = await callAs<{ requests: { _id: string }[] }>(scene, account, 'POST', `/order/${order.id}/returns`, {
    lines: [{ catalogueId: wineId, quantity: 1 }],
    reason: 'Corked smell through the capsule',
    unopened: true,
  });
  return answer.requests[0]!._id;
}

/** Commission a sommelier earned on another shopper's order: its amount as the CSV writes it. */
export async function commissionOf(scene: Scene, sommelierId: string) {
  const order = await placedOrderAt(scene.db, scene.business, { status: 'CHARGED' });
  const [line] = await scene.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const amountCents = 10_000 + Math.floor(Math.random() * 90_000);
  await scene.db.insert(commissions).values({ id: newId(), sommelierUserId: sommelierId, orderId: order.id, catalogueId: line!.catalogueId, amountCents });
  return { amount: centsToPrice(amountCents) };
}

/** A collection curated by the account. */
export const collectionOf = (scene: Scene, account: Account) =>
  makeCollection(scene.db, { createdBy: account.row.id, iconUrl: '/media/cover.webp' });

/** A Wine Talks post written by the account. */
export const postOf = (scene: Scene, account: Account) => makePost(scene.db, Topic.wineTalks.id, account.row);

/** The account's like of a fresh wine: its bookmark record. */
export async function bookmarkOf(scene: Scene, account: Account) {
  const wine = await wineOf(scene);
  return callAs<{ _id: string }>(scene, account, 'POST', '/post/action/feed', { type: 'BOOKMARK', catalogueId: wine.id });
}

/** The account's follow of a new sommelier: its follow record. */
export const followOf = async (scene: Scene, account: Account) =>
  callAs<{ _id: string }>(scene, account, 'POST', '/user/social/follow', { followId: (await makeSommelier(scene.db)).id });

/** A verification payment of the account's card-adding flow, started through the API. */
export const cardSetupOf = (scene: Scene, account: Account) =>
  callAs<{ txnId: string; stripe_data: { client_secret: string } }>(scene, account, 'POST', `/user/${account.row.id}/add-card/initialize`);

/** The test gateway's card form, as the browser submits it. */
export const cardEntry = (clientSecret: string, number: string = Cards.visa) => ({
  clientSecret,
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
});

/** A card-adding payment the account completed with the test card form (ready to be saved). */
export async function paidCardSetupOf(scene: Scene, account: Account, number: string = Cards.visa) {
  const setup = await cardSetupOf(scene, account);
  await callAs(scene, null, 'POST', '/payments/test/confirm-setup', cardEntry(setup.stripe_data.client_secret, number));
  return setup;
}

/** A live password reset token of the account, stored as the forgot-password call stores it. */
export async function resetTokenOf(scene: Scene, account: Account) {
  const { token, hash } = newToken();
  await insertPasswordReset(scene.db, { id: newId(), userId: account.row.id, tokenHash: hash, expiresAt: new Date(Date.now() + 60 * 60 * 1000) });
  return token;
}

/** A live verification link token of the account, stored as sign-up stores it. */
export async function verifyLinkOf(scene: Scene, account: Account) {
  const { token, hash } = newToken();
  await insertEmailToken(scene.db, {
    id: newId(), userId: account.row.id, purpose: 'verify', email: account.row.email, tokenHash: hash, expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return token;
}

/** The id of a fresh session of the account. */
export async function sessionOf(scene: Scene, account: Account) {
  const id = newId();
  await insertSession(scene.db, { id, userId: account.row.id, tokenHash: newToken().hash, expiresAt: new Date(Date.now() + 60 * 60 * 1000) });
  return id;
}

/** A review of a fresh wine, written through the API by the account (by a new shopper when none). */
export async function reviewOf(scene: Scene, author: Account | null) {
  const wine = await wineOf(scene);
  return { wine, reviewId: await writeReview(scene, wine.id, { rating: 4, text: 'Bright and fresh' }, author?.row.id) };
}

import { SHOP_TENANT_ID } from '@wine/contract/constants';
import type { Cart } from '@wine/contract/cart';
import type { PendingConfirmation, PendingConfirmationResult } from '@wine/contract/checkout';
import { ErrorCode } from '@wine/contract/errors';
import type { AppContext } from '../../context';
import { readTogether, type Executor } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { AuthUser } from '../auth/auth-user';
import { findOrder, insertOpenOrder, orderLines, setOrderSource, transition, type OrderRow } from '../order-state/service';
import { findUsableCard } from '../payments/service';
import { toCart, type OrderLineRow } from './present';
import { deleteOrderItem, findApprovedSommelier, findOpenOrder, findPendingConfirmation, findWine, lockOrder, savePendingConfirmation, upsertOrderItem } from './queries';

/** The spec's single-source rule (spec 000 §5, §8), with the dialog's own words. */
const SOURCE_CONFLICT =
  'You can only add items from a single event/retailer at a time. Please remove the existing wines from the cart or place a new order.';

/** Why a cart cannot hold this many bottles of a wine (issue 32): the retailer has fewer. */
function moreThanInStock(title: string, available: number): AppError {
  return new AppError(
    ErrorCode.NOT_ENOUGH_STOCK,
    available <= 0
      ? `Sorry, ${title} is out of stock.`
      : `Sorry, only ${available} ${available === 1 ? 'bottle' : 'bottles'} of ${title} ${available === 1 ? 'is' : 'are'} left, so you can add up to ${available}.`,
  );
}

/** The cart's lines with this one set, in the order `orderLines` reads them: by when each was added, then by wine. */
function withLine(lines: OrderLineRow[], line: OrderLineRow): OrderLineRow[] {
  const others = lines.filter(({ item }) => item.catalogueId !== line.item.catalogueId);
  return [...others, line].sort(
    (a, b) => a.item.createdAt.getTime() - b.item.createdAt.getTime() || (a.item.catalogueId < b.item.catalogueId ? -1 : a.item.catalogueId > b.item.catalogueId ? 1 : 0),
  );
}

async function present(db: Executor, order: OrderRow): Promise<Cart> {
  return toCart(order, await orderLines(db, order.id));
}

export async function findCart(ctx: AppContext, viewer: AuthUser): Promise<Cart[]> {
  const order = await findOpenOrder(ctx.db, viewer.id);
  return order ? [await present(ctx.db, order)] : [];
}

/** Answers the user's cart, creating it when there is none: calling twice gives the same cart. */
export async function openCart(ctx: AppContext, viewer: AuthUser): Promise<Cart> {
  const order =
    (await insertOpenOrder(ctx.db, { id: newId(), tenantId: SHOP_TENANT_ID, userId: viewer.id })) ??
    (await findOpenOrder(ctx.db, viewer.id));
  if (!order) throw notFound('Cart');
  return present(ctx.db, order);
}

/** Affiliate ids come from shared links: only an approved sommelier other than the buyer earns. */
async function affiliateFor(db: Executor, viewer: AuthUser, affiliationId: string | null | undefined) {
  if (!affiliationId || affiliationId === viewer.id) return null;
  return (await findApprovedSommelier(db, affiliationId))?.id ?? null;
}

export interface CartItemInput {
  catalogueId: string;
  quantity: number;
  affiliationId?: string | null;
}

/** Sets a wine's quantity in the cart (0 removes it). Lines of one cart share a retailer and event. */
export async function setCartItem(ctx: AppContext, viewer: AuthUser, orderId: string, input: CartItemInput): Promise<Cart> {
  return ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw notFound('Order');
    const order = locked.status === 'ASSIGN' ? { ...locked, status: 'OPEN' } : locked;
    if (locked.userId !== viewer.id) throw forbidden('This is not your cart');
    if (order.status !== 'OPEN') {
      throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, 'This order is already placed and can no longer be changed');
    }
    // Changing an assigned cart takes it back to the cart: it is assigned again when placed.
    if (locked.status === 'ASSIGN') await transition(tx, locked, 'OPEN', viewer.id);

    if (input.quantity === 0) {
      await deleteOrderItem(tx, orderId, input.catalogueId);
      const left = await orderLines(tx, orderId);
      // An empty cart takes its retailer and event from the next wine added.
      if (left.length > 0) return toCart(order, left);
      await setOrderSource(tx, orderId, { businessId: null, eventId: null });
      return toCart({ ...order, businessId: null, eventId: null }, left);
    }

    const wine = await findWine(tx, input.catalogueId);
    if (!wine) throw notFound('Wine');
    if (!wine.isActive || !wine.businessId) throw new AppError(ErrorCode.WINE_NOT_AVAILABLE, 'This wine is no longer available');

    // The cart's lines, read once: whether it has any, this wine's quantity in it, and the answer.
    const lines = await orderLines(tx, orderId);
    const source = { businessId: wine.businessId, eventId: wine.eventId };
    if (lines.length > 0 && (order.businessId !== source.businessId || order.eventId !== source.eventId)) {
      throw new AppError(ErrorCode.CART_SOURCE_CONFLICT, SOURCE_CONFLICT);
    }
    const held = lines.find(({ item }) => item.catalogueId === wine.id)?.item.quantity ?? 0;
    // Raising a line above the bottles on hand is refused; lowering one that stock fell under is the way out.
    if (input.quantity > wine.stock && input.quantity > held) throw moreThanInStock(wine.title, wine.stock);
    if (lines.length === 0) await setOrderSource(tx, orderId, source);
    const item = await upsertOrderItem(tx, {
      orderId,
      catalogueId: wine.id,
      quantity: input.quantity,
      affiliateUserId: await affiliateFor(tx, viewer, input.affiliationId),
    });
    return toCart({ ...order, ...source }, withLine(lines, { item, wine }));
  });
}

/** The viewer's cart `orderId`; someone else's is not revealed, a placed order is no cart any more. */
async function ownCartRow(db: Executor, viewer: AuthUser, orderId: string, lock: boolean): Promise<OrderRow> {
  const order = lock ? await lockOrder(db, orderId) : await findOrder(db, orderId);
  if (!order || order.userId !== viewer.id) throw notFound('Cart');
  return order;
}

const isCart = (order: OrderRow) => order.status === 'OPEN' || order.status === 'ASSIGN';

/**
 * GET /order/{orderId}/pending-confirmation: the card payment waiting for the shopper's confirmation,
 * from whichever device made it (decision 0062); none once the order is placed.
 */
export async function pendingConfirmationOf(ctx: AppContext, viewer: AuthUser, orderId: string): Promise<PendingConfirmationResult> {
  const [order, pending] = await readTogether(ctx.db, [() => ownCartRow(ctx.db, viewer, orderId, false), () => findPendingConfirmation(ctx.db, orderId)]);
  return { pending: isCart(order) && pending ? pending.context : null };
}

/**
 * PUT /order/{orderId}/pending-confirmation: keeps the card payment the shopper is about to confirm
 * with their cart. The card must be one of theirs that can be charged; placing the order removes it.
 */
export async function keepPendingConfirmation(ctx: AppContext, viewer: AuthUser, orderId: string, pending: PendingConfirmation): Promise<PendingConfirmationResult> {
  const card = await findUsableCard(ctx, viewer.id, pending.cardId);
  if (!card) throw new AppError(ErrorCode.CARD_NOT_USABLE, 'Please select payment card and continue.');
  return ctx.db.transaction(async (tx) => {
    const order = await ownCartRow(tx, viewer, orderId, true);
    if (!isCart(order)) throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, 'This order is already placed and can no longer be changed');
    await savePendingConfirmation(tx, { orderId, userId: viewer.id, context: pending });
    return { pending };
  });
}

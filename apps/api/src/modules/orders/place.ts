import type { PlacedOrder } from '@wine/contract/checkout';
import { UNPAID_BOTTLES_PER_ACCOUNT, UNPAID_BOTTLES_PER_WINE } from '@wine/contract/constants';
import { ErrorCode } from '@wine/contract/errors';
import { formatMoney } from '@wine/contract/money';
import { canMove, movesBy } from '@wine/contract/order-status';
import type { z } from 'zod';
import type { confirmBody } from '@wine/contract/checkout';
import type { AppContext } from '../../context';
import { readTogether, type Executor } from '../../db/client';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { AuthUser } from '../auth/auth-user';
import { findOrder, orderLines, transition, type OrderRow } from '../order-state/service';
import { withMail } from '../mail/service';
import { orderCancelledMail, orderPlacedMail } from '../mail/templates/orders';
import { findUsableCard, orderMoneyMoved, orderMoneyNow } from '../payments/service';
import { putBackBottles, shortOfStockMessage, takeBottles } from '../catalogue/stock';
import { toSavedAddress } from '../accounts/present';
import { globalOrderId, toPlacedOrder, type OrderLineRow } from './present';
import { cardsByIds, deletePendingConfirmation, findUserAddress, firstFailedCharge, fixLinePrice, lockAccountOrders, lockOrder, unpaidBottlesOfUser } from './queries';
import { insertRedemption, releaseCoupon, takeCouponUse, type CouponRow } from '../promotions/service';
import { COUPON_NOT_VALID, COUPON_USED_UP, orderAmounts, quoteOrder, type Quote } from './quote';
import { orderSummary, summaryOf } from '../order-state/summary';

type ConfirmInput = z.output<typeof confirmBody>;

/**
 * Placed orders answer a repeated confirm with themselves (a double click places one order): the
 * status placing gives and those the payment alone moves it on to, as the status table's moves say.
 */
const PLACED = new Set<string>(['CONFIRMED', ...movesBy('CONFIRMED', 'payment')]);

function assertOwnOrder(order: OrderRow | undefined, viewer: AuthUser): asserts order is OrderRow {
  if (!order) throw notFound('Order');
  if (order.userId !== viewer.id) throw forbidden('This is not your order');
}

async function ownOrder(tx: Executor, viewer: AuthUser, orderId: string): Promise<OrderRow> {
  const order = await lockOrder(tx, orderId);
  assertOwnOrder(order, viewer);
  return order;
}

export async function presentPlaced(db: Executor, order: OrderRow): Promise<PlacedOrder> {
  const [lines, cards, moved] = await readTogether(db, [
    () => orderLines(db, order.id),
    () => cardsByIds(db, order.paymentCardId ? [order.paymentCardId] : []),
    () => orderMoneyMoved(db, [order.id]),
  ]);
  const card = cards[0] ? { brand: cards[0].brand, last4: cards[0].last4 } : null;
  return toPlacedOrder(order, { lines, card, moved: moved.get(order.id) });
}

/** POST /order/{id}/task {status: ASSIGN, type: business}: hand the cart to its retailer. */
export async function assignToRetailer(ctx: AppContext, viewer: AuthUser, orderId: string, businessId: string) {
  return ctx.db.transaction(async (tx) => {
    const order = await ownOrder(tx, viewer, orderId);
    if (order.status === 'ASSIGN' || PLACED.has(order.status)) return { _id: order.id, status: order.status };
    if (!order.businessId) throw new AppError(ErrorCode.CART_NOT_PURCHASABLE, 'Your cart is empty');
    if (order.businessId !== businessId) throw badRequest('userId: this order belongs to another retailer');
    await transition(tx, order, 'ASSIGN', viewer.id);
    return { _id: order.id, status: 'ASSIGN' };
  });
}

/**
 * PATCH /order/{id}/confirm: places the shopper's cart in one transaction, as named steps: own the
 * cart, price it from the database, fix its line prices, take the bottles, reserve the coupon, place
 * it. The card is charged at night. The bottles and the coupon are taken near the end, so their rows
 * are locked only for the last moments of the transaction, not through the pricing.
 */
export async function confirmOrder(ctx: AppContext, viewer: AuthUser, orderId: string, input: ConfirmInput): Promise<PlacedOrder> {
  // Read before the transaction, which must not hold a connection while waiting for another. Whose
  // order it is is checked first: someone else's order is refused whatever card the body names.
  const [found, card] = await readTogether(ctx.db, [() => findOrder(ctx.db, orderId), () => findUsableCard(ctx, viewer.id, input.paymentMethod.cardId)]);
  assertOwnOrder(found, viewer);
  if (!card) throw new AppError(ErrorCode.CARD_NOT_USABLE, 'Please select payment card and continue.');
  return withMail(ctx, async (tx, send) => {
    const cart = await ownCart(tx, viewer, orderId, input);
    if (cart.placed) return presentPlaced(tx, cart.order);
    const { order } = cart;
    await lockAccountOrders(tx, viewer.id);
    await assertMayHoldBottles(tx, viewer);
    const priced = await priceConfirmation(tx, viewer, order, input);
    await assertUnpaidShare(tx, viewer, priced.quote.lines);
    await fixLinePrices(tx, order.id, priced.quote.lines);
    const left = await takeBottles(tx, priced.quote.lines.map(({ item }) => ({ wineId: item.catalogueId, quantity: item.quantity })), {
      actor: viewer,
      reason: 'sale',
      orderId: order.id,
    });
    if (priced.quote.coupon) await reserveCoupon(tx, priced.quote.coupon, viewer.id, order.id, priced.quote.pricing.couponDiscountCents);
    const row = await place(tx, viewer, order, input, priced, card.id);
    await deletePendingConfirmation(tx, order.id);
    // Answered from what this transaction wrote, not read back: each read is a round trip of a busy checkout.
    const lines = placedLines(priced.quote.lines, left);
    // Placed just now: nothing is charged before the night.
    const placed = toPlacedOrder(row, { lines, card: { brand: card.brand, last4: card.last4 }, moved: { chargedCents: 0, refundedCents: 0 } });
    await send(
      orderPlacedMail({
        to: viewer.row.email,
        name: viewer.row.givenName,
        number: placed.displayOrderId,
        order: summaryOf(row, lines),
        card,
      }),
    );
    return placed;
  });
}

/**
 * Who may take bottles off sale before paying for them (issue 44, docs/decisions/0059): an account
 * whose email is verified (a throw-away address places nothing), with no order whose charge failed
 * still unpaid. Read under the account's order lock, so another tab placing at once is seen.
 */
async function assertMayHoldBottles(tx: Executor, viewer: AuthUser): Promise<void> {
  if (!viewer.row.emailVerifiedAt) {
    throw new AppError(ErrorCode.EMAIL_NOT_VERIFIED, 'Please verify your email before placing an order: open the link we sent you, or send a new one from your profile.');
  }
  const failed = await firstFailedCharge(tx, viewer.id);
  if (failed) {
    throw new AppError(
      ErrorCode.ORDER_AWAITS_PAYMENT,
      `The charge for your order ${globalOrderId(failed)} failed. Please pay it under Orders to pay before placing a new order.`,
    );
  }
}

/**
 * The account's orders not yet charged, with this one, hold at most UNPAID_BOTTLES_PER_WINE bottles
 * of a wine and UNPAID_BOTTLES_PER_ACCOUNT in all; the message says how many more fit.
 */
async function assertUnpaidShare(tx: Executor, viewer: AuthUser, lines: Quote['lines']): Promise<void> {
  const held = new Map((await unpaidBottlesOfUser(tx, viewer.id)).map((row) => [row.wineId, row.bottles]));
  for (const { item, wine } of lines) {
    const already = held.get(wine.id) ?? 0;
    if (already + item.quantity > UNPAID_BOTTLES_PER_WINE) {
      throw new AppError(
        ErrorCode.UNPAID_BOTTLES_LIMIT,
        `Until an order is charged you can hold at most ${UNPAID_BOTTLES_PER_WINE} bottles of ${wine.title}` +
          (already > 0 ? `, and your orders not yet charged hold ${already}` : '') +
          `. Please lower the quantity to ${Math.max(0, UNPAID_BOTTLES_PER_WINE - already)} or less.`,
      );
    }
  }
  const heldInAll = [...held.values()].reduce((sum, bottles) => sum + bottles, 0);
  const asked = lines.reduce((sum, { item }) => sum + item.quantity, 0);
  if (heldInAll + asked > UNPAID_BOTTLES_PER_ACCOUNT) {
    throw new AppError(
      ErrorCode.UNPAID_BOTTLES_LIMIT,
      `Until an order is charged you can hold at most ${UNPAID_BOTTLES_PER_ACCOUNT} bottles in all` +
        (heldInAll > 0 ? `, and your orders not yet charged hold ${heldInAll}` : '') +
        `. Please lower this order to ${Math.max(0, UNPAID_BOTTLES_PER_ACCOUNT - heldInAll)} bottles or less.`,
    );
  }
}

/** The cart's lines as placing left them: at the prices `fixLinePrices` fixed, with the bottles `takeBottles` left. */
function placedLines(lines: Quote['lines'], left: ReadonlyMap<string, number>): OrderLineRow[] {
  return lines.map(({ item, wine }) => ({
    item: { ...item, unitPriceCents: wine.priceCents, discountPercent: wine.discountPercent },
    wine: { ...wine, stock: left.get(wine.id) ?? wine.stock },
  }));
}

/**
 * The confirmation's first step: the viewer's own order, locked. One already placed is answered as
 * it is (a double click places one order); only a cart (OPEN or ASSIGN) of the retailer and event
 * the checkout shows may be placed.
 */
export async function ownCart(
  tx: Executor,
  viewer: AuthUser,
  orderId: string,
  input: Pick<ConfirmInput, 'businessId' | 'eventId'>,
): Promise<{ placed: true; order: OrderRow } | { placed: false; order: OrderRow & { businessId: string } }> {
  const order = await ownOrder(tx, viewer, orderId);
  if (PLACED.has(order.status)) return { placed: true, order };
  if (order.status !== 'OPEN' && order.status !== 'ASSIGN') {
    throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, `This order is ${order.status} and cannot be placed`);
  }
  if (!order.businessId) throw new AppError(ErrorCode.CART_NOT_PURCHASABLE, 'Your cart is empty');
  if (input.businessId !== order.businessId || (input.eventId ?? null) !== order.eventId) {
    throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, 'Your cart changed in another window. Please review it and try again.');
  }
  return { placed: false, order: { ...order, businessId: order.businessId } };
}

/**
 * The confirmation's pricing: the quotation from the database's prices, the coupon and the billing
 * address. A line asking for more bottles than its wine has is refused here, before anything is
 * written (the cart said so already); taking the bottles under their row locks is the real guard.
 */
export async function priceConfirmation(tx: Executor, viewer: AuthUser, order: OrderRow, input: ConfirmInput) {
  const quote = await quoteOrder(tx, order, input);
  const short = quote.lines.find(({ item, wine }) => item.quantity > wine.stock);
  if (short) throw new AppError(ErrorCode.NOT_ENOUGH_STOCK, shortOfStockMessage(short.wine.title, short.wine.stock));
  if (input.voucherCode && !quote.coupon) throw new AppError(ErrorCode.COUPON_NOT_VALID, quote.couponMessage ?? COUPON_NOT_VALID);
  if (quote.pricing.totalCents <= 0) {
    // Said as it is (issue 30): this was "Selected address is not serviceable", whatever the cause.
    throw quote.pricing.couponDiscountCents > 0
      ? new AppError(
          ErrorCode.COUPON_EXCEEDS_ORDER,
          `This coupon covers the whole order (${formatMoney(quote.pricing.couponDiscountCents)}), so there would be nothing to charge. Please add wines or remove the coupon.`,
        )
      : new AppError(ErrorCode.NOTHING_TO_CHARGE, 'This order comes to $0.00, so there is nothing to charge. Please add a wine to it.');
  }
  const billing = input.billingSameAsDelivery
    ? quote.deliveryAddress
    : input.billingAddressId
      ? await findUserAddress(tx, viewer.id, input.billingAddressId).then((row) => (row ? toSavedAddress(row) : null))
      : null;
  if (!billing) throw badRequest('billingAddressId: Please provide your billing address to proceed.');
  return { quote, billing };
}

/** The lines keep the prices they were placed at, whatever the wines cost later. */
export async function fixLinePrices(tx: Executor, orderId: string, lines: Quote['lines']): Promise<void> {
  for (const { item, wine } of lines) {
    await fixLinePrice(tx, orderId, item.catalogueId, { unitPriceCents: wine.priceCents, discountPercent: wine.discountPercent });
  }
}

/**
 * One use of the coupon for this order, or COUPON_NOT_VALID when its last use went to an order
 * that committed first: the use is counted by a conditional update, which waits only for another
 * order reserving the same coupon at that moment and then re-reads its count.
 */
export async function reserveCoupon(tx: Executor, coupon: CouponRow, userId: string, orderId: string, discountCents: number): Promise<void> {
  if (!(await takeCouponUse(tx, coupon.id))) throw new AppError(ErrorCode.COUPON_NOT_VALID, COUPON_USED_UP);
  await insertRedemption(tx, { id: newId(), couponId: coupon.id, userId, orderId, discountCents });
}

/** The last step: the order becomes CONFIRMED with its addresses, card and totals as priced. */
async function place(
  tx: Executor,
  viewer: AuthUser,
  order: OrderRow,
  input: ConfirmInput,
  { quote, billing }: Awaited<ReturnType<typeof priceConfirmation>>,
  cardId: string,
): Promise<OrderRow> {
  const { pricing } = quote;
  return transition(tx, order, 'CONFIRMED', viewer.id, {
    deliveryMode: input.deliveryType,
    deliveryAddress: quote.deliveryAddress,
    billingAddress: billing,
    contactNumber: input.contactNumber ?? quote.deliveryAddress?.contactDetails.contactNumber ?? billing.contactDetails.contactNumber,
    paymentCardId: cardId,
    couponId: quote.coupon?.id ?? null,
    ...orderAmounts(pricing),
    placedAt: new Date(),
    bottlesTaken: true,
  });
}

/** Puts an order's bottles back on the shelf, when placing it took them (decision 0049). */
export async function putBackOrderBottles(tx: Executor, order: OrderRow, change: Omit<Parameters<typeof putBackBottles>[2], 'orderId'>): Promise<void> {
  if (!order.bottlesTaken) return;
  const lines = await orderLines(tx, order.id);
  await putBackBottles(tx, lines.map(({ item }) => ({ wineId: item.catalogueId, quantity: item.quantity })), { ...change, orderId: order.id });
}

/** A shopper cancels an order that has not been charged yet: nothing was charged, nothing to refund; the bottles go back. */
export async function cancelOwnOrder(ctx: AppContext, viewer: AuthUser, orderId: string): Promise<PlacedOrder> {
  const order = await withMail(ctx, async (tx, send) => {
    const current = await ownOrder(tx, viewer, orderId);
    if (!canMove(current.status, 'CANCEL')) {
      throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, 'This order can no longer be cancelled. Please contact us.');
    }
    await transition(tx, current, 'CANCEL', viewer.id, { cancelledAt: new Date() });
    await putBackOrderBottles(tx, current, { actor: viewer, reason: 'cancellation' });
    // The coupon's use is given back: the order it paid for no longer exists.
    if (current.couponId) await releaseCoupon(tx, current.couponId, current.id);
    const cancelled = { ...current, status: 'CANCEL' };
    await send(
      orderCancelledMail({
        to: viewer.row.email,
        name: viewer.row.givenName,
        number: globalOrderId(current),
        order: await orderSummary(tx, current),
        money: await orderMoneyNow(tx, cancelled),
        by: 'shopper',
        refundCents: 0,
      }),
    );
    return cancelled;
  });
  return presentPlaced(ctx.db, order);
}

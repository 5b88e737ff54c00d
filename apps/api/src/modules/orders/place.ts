import type { PlacedOrder } from '@wine/contract/checkout';
import { ErrorCode } from '@wine/contract/errors';
import { formatMoney, parsePrice } from '@wine/contract/money';
import { canMove } from '@wine/contract/order-status';
import type { z } from 'zod';
import type { confirmBody } from '@wine/contract/checkout';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import { withMail } from '../mail/service';
import { findUsableCard } from '../payments/service';
import { toSavedAddress } from '../users/addresses';
import { globalOrderId, toPlacedOrder } from './present';
import {
  cardsByIds, findCouponByCode, findOrder, findUserAddress, fixLinePrice, lockCoupon, lockOrder, orderLines, redeemCoupon, releaseCoupon,
  type OrderRow,
} from './queries';
import { quoteOrder, type CouponRow } from './quote';
import { transition } from './state';

type ConfirmInput = z.output<typeof confirmBody>;

/** Placed orders answer a repeated confirm with themselves: a double click places one order. */
const PLACED = new Set<string>(['CONFIRMED', 'CHARGED', 'PAYMENT_FAILED']);

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
  const [lines, cards] = await Promise.all([orderLines(db, order.id), cardsByIds(db, order.paymentCardId ? [order.paymentCardId] : [])]);
  const card = cards[0] ? { brand: cards[0].brand, last4: cards[0].last4 } : null;
  return toPlacedOrder(order, { lines, card });
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
 * PATCH /order/{id}/confirm: re-prices the order from the database, fixes its prices, redeems the
 * coupon and places it, all in one transaction on the locked order. The card is charged at night.
 */
export async function confirmOrder(ctx: AppContext, viewer: AuthUser, orderId: string, input: ConfirmInput): Promise<PlacedOrder> {
  // Whose order it is comes first: someone else's order is refused whatever card the body names.
  assertOwnOrder(await findOrder(ctx.db, orderId), viewer);
  // Checked before the transaction: it must not hold a connection while waiting for another.
  const card = await findUsableCard(ctx, viewer.id, input.paymentMethod.cardId);
  if (!card) throw new AppError(ErrorCode.CARD_NOT_USABLE, 'Please select payment card and continue.');
  return withMail(ctx, async (tx, send) => {
    const order = await ownOrder(tx, viewer, orderId);
    if (PLACED.has(order.status)) return presentPlaced(tx, order);
    if (order.status !== 'OPEN' && order.status !== 'ASSIGN') {
      throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, `This order is ${order.status} and cannot be placed`);
    }
    if (!order.businessId) throw new AppError(ErrorCode.CART_NOT_PURCHASABLE, 'Your cart is empty');
    if (input.businessId !== order.businessId || (input.eventId ?? null) !== order.eventId) {
      throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, 'Your cart changed in another window. Please review it and try again.');
    }

    // Lock the coupon first so its limits hold against every other order redeeming it now.
    const found = input.voucherCode ? await findCouponByCode(tx, order.tenantId, input.voucherCode) : undefined;
    const coupon: CouponRow | undefined = found ? await lockCoupon(tx, found.id) : undefined;
    const quote = await quoteOrder(tx, order, input, coupon);
    if (input.voucherCode && !quote.coupon) throw new AppError(ErrorCode.COUPON_NOT_VALID, 'Sorry, this coupon is not valid.');
    if (quote.pricing.totalCents <= 0) throw new AppError(ErrorCode.ADDRESS_NOT_SERVICEABLE, 'Selected address is not serviceable');

    const billing = input.billingSameAsDelivery
      ? quote.deliveryAddress
      : input.billingAddressId
        ? await findUserAddress(tx, viewer.id, input.billingAddressId).then((row) => (row ? toSavedAddress(row) : null))
        : null;
    if (!billing) throw badRequest('billingAddressId: Please provide your billing address to proceed.');

    for (const { item, wine } of quote.lines) {
      await fixLinePrice(tx, order.id, item.catalogueId, { unitPriceCents: wine.priceCents, discountPercent: wine.discountPercent });
    }
    if (quote.coupon) {
      await redeemCoupon(tx, { id: newId(), couponId: quote.coupon.id, userId: viewer.id, orderId: order.id, discountCents: quote.pricing.couponDiscountCents });
    }
    const { pricing } = quote;
    await transition(tx, order, 'CONFIRMED', viewer.id, {
      deliveryMode: input.deliveryType,
      deliveryAddress: quote.deliveryAddress,
      billingAddress: billing,
      contactNumber: input.contactNumber ?? quote.deliveryAddress?.contactDetails.contactNumber ?? billing.contactDetails.contactNumber,
      paymentCardId: card.id,
      couponId: quote.coupon?.id ?? null,
      subtotalCents: pricing.subtotalCents,
      offerDiscountCents: pricing.offerDiscountCents,
      couponDiscountCents: pricing.couponDiscountCents,
      taxCents: pricing.taxCents,
      deliveryFeeCents: pricing.deliveryFeeCents,
      totalCents: pricing.totalCents,
      placedAt: new Date(),
    });
    const stored = (await findOrder(tx, order.id)) ?? order;
    const result = await presentPlaced(tx, stored);
    await send({
      to: viewer.row.email,
      subject: `Your Sommlike order ${globalOrderId(stored)} is placed`,
      text:
        `Hello ${viewer.row.givenName},\n\nThank you for your order ${result.displayOrderId}.\n\n` +
        result.items.map((item) => `${item.quantity} x ${item.title}: ${formatMoney(parsePrice(item.lineTotal))}`).join('\n') +
        `\n\nTotal: ${result.totalDisplayAmount}\n\n$0 is charged now; your card ending in ${result.payment.card?.last4 ?? ''} ` +
        'is charged after 11:30pm. We will tell you when your wine is on its way.\n',
    });
    return result;
  });
}

/** A shopper cancels an order that has not been charged yet: nothing was taken, nothing to refund. */
export async function cancelOwnOrder(ctx: AppContext, viewer: AuthUser, orderId: string): Promise<PlacedOrder> {
  const order = await ctx.db.transaction(async (tx) => {
    const current = await ownOrder(tx, viewer, orderId);
    if (!canMove(current.status, 'CANCEL')) {
      throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, 'This order can no longer be cancelled. Please contact us.');
    }
    await transition(tx, current, 'CANCEL', viewer.id, { cancelledAt: new Date() });
    // The coupon's use is given back: the order it paid for no longer exists.
    if (current.couponId) await releaseCoupon(tx, current.couponId, current.id);
    return { ...current, status: 'CANCEL' };
  });
  return presentPlaced(ctx.db, order);
}

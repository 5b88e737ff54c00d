import type { anyQuotationBody, DeliveryTypeValue, Pricing } from '@wine/contract/checkout';
import { ErrorCode } from '@wine/contract/errors';
import { centsToPrice, formatMoney } from '@wine/contract/money';
import { couponTermsOf, priceOrder, type PricingCoupon, type PricingResult } from '@wine/contract/pricing';
import { isNoShipState } from '@wine/contract/states';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { businesses } from '../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import type { AppContext } from '../../context';
import type { AuthUser } from '../auth/auth-user';
import { findOrder, orderLines, type OrderRow } from '../order-state/service';
import { toSavedAddress } from '../accounts/present';
import { toCart } from './present';
import { findBusiness, findUserAddress } from './queries';
import { countRedemptions, couponActionOf, findCouponByCode, type CouponRow } from '../promotions/service';

/** Spec 001 §8, code 400001. */
export const NOT_DELIVERABLE = "We're sorry we don't deliver to your area yet. You can do pick up in store for now.";
export const COUPON_NOT_VALID = 'Sorry, this coupon is not valid.';
export const COUPON_USED_UP = 'This coupon has been used up.';

type Lines = Awaited<ReturnType<typeof orderLines>>;

export interface QuoteInput {
  deliveryType: DeliveryTypeValue;
  deliveryAddressId?: string;
  voucherCode?: string;
}

export interface Quote {
  lines: Lines;
  pricing: PricingResult;
  coupon: CouponRow | null;
  couponMessage: string | null;
  deliveryAddress: ReturnType<typeof toSavedAddress> | null;
}

/** Spec code 400008: lines that can no longer be bought, named so the shopper knows which. */
function checkPurchasable(lines: Lines): void {
  const gone = lines.filter(({ wine }) => !wine.isActive);
  if (gone.length > 0) {
    throw new AppError(
      ErrorCode.CART_NOT_PURCHASABLE,
      `Some wines in your cart can no longer be bought: ${gone.map(({ wine }) => wine.title).join(', ')}. Please remove them to continue.`,
    );
  }
}

/**
 * Why this user cannot use the coupon now, or null when they can; bounds on the amount are the
 * pricing's job. A shopper who typed a code learns what stands in the way (decision 0043).
 */
async function couponRefusal(db: Executor, coupon: CouponRow | undefined, userId: string): Promise<string | null> {
  if (!coupon || !coupon.isActive) return COUPON_NOT_VALID;
  const now = Date.now();
  if (coupon.validFrom && coupon.validFrom.getTime() > now) return 'This coupon cannot be used yet.';
  if (coupon.validUntil && coupon.validUntil.getTime() <= now) return 'This coupon has expired.';
  if (coupon.totalLimit !== null && coupon.usedCount >= coupon.totalLimit) return COUPON_USED_UP;
  if (coupon.perUserLimit !== null && (await countRedemptions(db, coupon.id, userId)) >= coupon.perUserLimit) {
    return coupon.perUserLimit === 1 ? 'You have already used this coupon.' : `You have already used this coupon ${coupon.perUserLimit} times, as often as it allows.`;
  }
  return null;
}

/** Whether wine may be delivered to a state by the retailer (one with no list delivers to every state the shop ships to). */
export function deliversTo(retailer: Pick<typeof businesses.$inferSelect, 'deliversToStates'> | undefined, state: string): boolean {
  if (isNoShipState(state)) return false;
  return !retailer || retailer.deliversToStates.length === 0 || retailer.deliversToStates.includes(state);
}

/** What the pricing reads of a retailer. */
export type RetailerTerms = Pick<typeof businesses.$inferSelect, 'state' | 'deliveryFeeCents' | 'freeDeliveryThresholdCents'>;

/**
 * Lines priced at their wines' current prices and offers by the pricing function, as the checkout
 * prices them: sales tax by the delivery address's state, a pickup's by the retailer's; the
 * retailer's delivery fee. Also used by the demo seed, whose order must be priced as a real one.
 */
export function priceAtRetailer(
  lines: readonly { wine: { priceCents: number; discountPercent: number | null }; quantity: number }[],
  fulfilment: { mode: DeliveryTypeValue; deliveryState: string | null },
  retailer: RetailerTerms | undefined,
  coupon?: PricingCoupon,
  clubPriceCents?: number,
): PricingResult {
  const state = fulfilment.mode === 'delivery' && fulfilment.deliveryState !== null ? fulfilment.deliveryState : (retailer?.state ?? '');
  return priceOrder({
    lines: lines.map(({ wine, quantity }) => ({ unitPriceCents: wine.priceCents, quantity, discountPercent: wine.discountPercent })),
    fulfilment: { mode: fulfilment.mode, state },
    retailer: { deliveryFeeCents: retailer?.deliveryFeeCents ?? 0, freeDeliveryThresholdCents: retailer?.freeDeliveryThresholdCents ?? null },
    ...(coupon ? { coupon } : {}),
    ...(clubPriceCents !== undefined ? { clubPriceCents } : {}),
  });
}

/** The order's money columns as a pricing fixes them at placing: one spelling for every place that writes an order. */
export const orderAmounts = ({ subtotalCents, offerDiscountCents, couponDiscountCents, taxCents, deliveryFeeCents, totalCents }: PricingResult) => ({
  subtotalCents,
  offerDiscountCents,
  couponDiscountCents,
  taxCents,
  deliveryFeeCents,
  totalCents,
});

/**
 * Prices an order from database prices only (DESIGN §3): the wines' current prices and offers,
 * the retailer's delivery fee, the state's sales tax and the coupon when it applies.
 */
export async function quoteOrder(db: Executor, order: OrderRow, input: QuoteInput): Promise<Quote> {
  const lines = await orderLines(db, order.id);
  checkPurchasable(lines);
  const retailer = order.businessId ? await findBusiness(db, order.businessId) : undefined;

  let deliveryAddress: Quote['deliveryAddress'] = null;
  let deliveryState: string | null = null;
  if (input.deliveryType === 'delivery') {
    if (!input.deliveryAddressId) throw badRequest('deliveryAddressId: Please provide your delivery address to proceed.');
    const row = await findUserAddress(db, order.userId, input.deliveryAddressId);
    if (!row || row.kind !== 'delivery') throw notFound('Delivery address');
    deliveryAddress = toSavedAddress(row);
    deliveryState = row.state;
    if (!deliversTo(retailer, row.state)) throw new AppError(ErrorCode.ADDRESS_NOT_DELIVERABLE, NOT_DELIVERABLE);
  }

  const found = input.voucherCode ? await findCouponByCode(db, order.tenantId, input.voucherCode) : undefined;
  const refusal = input.voucherCode ? await couponRefusal(db, found, order.userId) : null;
  const candidate = refusal === null ? (found ?? null) : null;
  const pricing = priceAtRetailer(
    lines.map(({ item, wine }) => ({ wine, quantity: item.quantity })),
    { mode: input.deliveryType, deliveryState },
    retailer,
    candidate ? { action: couponActionOf(candidate), minAmountCents: candidate.minAmountCents, maxAmountCents: candidate.maxAmountCents } : undefined,
  );
  const coupon = candidate && pricing.couponApplied ? candidate : null;
  return { lines, pricing, coupon, couponMessage: input.voucherCode && !coupon ? (refusal ?? COUPON_NOT_VALID) : null, deliveryAddress };
}

/** The wire form of a quote (spec 001 §3 pricing result). */
export function toPricing(order: OrderRow, input: QuoteInput, quote: Quote): Pricing {
  const money = (cents: number) => centsToPrice(cents);
  const cart = toCart(order, quote.lines);
  const { pricing } = quote;
  return {
    _id: order.id,
    deliveryType: input.deliveryType,
    items: cart.items.map((item, index) => {
      const line = pricing.lines[index];
      return { ...item, lineTotal: money(line?.totalCents ?? 0), lineTotalLabel: formatMoney(line?.totalCents ?? 0) };
    }),
    subtotal: money(pricing.subtotalCents),
    totalAmountLabel: formatMoney(pricing.subtotalCents),
    offerDiscount: money(pricing.offerDiscountCents),
    offerDiscountLabel: formatMoney(pricing.offerDiscountCents),
    couponDiscount: money(pricing.couponDiscountCents),
    couponDiscountLabel: formatMoney(pricing.couponDiscountCents),
    totalAddOnCost: {
      taxes: money(pricing.taxCents),
      taxesLabel: formatMoney(pricing.taxCents),
      shipping: money(pricing.deliveryFeeCents),
      shippingLabel: formatMoney(pricing.deliveryFeeCents),
    },
    actualAmount: money(pricing.totalCents),
    actualAmountLabel: formatMoney(pricing.totalCents),
    discount: quote.coupon
      ? { discountId: quote.coupon.id, voucherCode: quote.coupon.code, ...couponTermsOf(couponActionOf(quote.coupon)) }
      : null,
    couponMessage: quote.couponMessage,
  };
}

type CartQuoteInput = QuoteInput & { orderId: string };

/**
 * The pricing inputs of either body: the spec's names the cart by `order._id`, the address by
 * `order.address.dropAddress._id` and the coupon by `order.discount.voucherCode`; its lines and
 * prices are not read (the stored cart is priced from the database).
 */
export function quoteInputOf(body: z.infer<typeof anyQuotationBody>): CartQuoteInput {
  if (!('order' in body)) return body;
  const { order } = body;
  const dropAddressId = order.address?.dropAddress?._id;
  const voucherCode = order.discount?.voucherCode;
  return {
    orderId: order._id,
    deliveryType: order.deliveryType ?? (dropAddressId ? 'delivery' : 'pickup'),
    ...(dropAddressId ? { deliveryAddressId: dropAddressId } : {}),
    ...(voucherCode ? { voucherCode } : {}),
  };
}

/** POST /order/catalogue/quotation: the delivery preview and cost summary of the user's cart. */
export async function quoteCart(ctx: AppContext, viewer: AuthUser, input: CartQuoteInput): Promise<Pricing> {
  const order = await findOrder(ctx.db, input.orderId);
  if (!order || (order.status !== 'OPEN' && order.status !== 'ASSIGN')) throw notFound('Cart');
  if (order.userId !== viewer.id) throw forbidden('This is not your cart');
  return toPricing(order, input, await quoteOrder(ctx.db, order, input));
}

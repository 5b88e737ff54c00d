import type { Cart } from '@wine/contract/cart';
import type { Pricing } from '@wine/contract/checkout';
import { ErrorCode } from '@wine/contract/errors';
import { formatMoney, parsePrice } from '@wine/contract/money';
import { priceLine } from '@wine/contract/pricing';
import { Text } from '@wine/contract/texts';
import type { SavedAddress } from '@wine/contract/addresses';
import { ApiError } from '../../lib/http';
import type { SummaryRefusal } from './components/CostSummary';
import { useQuotation, type QuotationInput } from './api/getQuotation';
import type { CheckoutState } from './useCheckout';

/** What stops the checkout, by what the pricing answered: `code` is the error code the page acts on, null for a failure to retry. */
export interface PricingProblem {
  code: number | null;
  message: string;
}

/** What the pricing's failure means for the page (spec 001 §8). */
export function pricingProblem(error: unknown, pricing: Pricing | undefined, awaitingAddress: boolean, step: number): PricingProblem | null {
  if (error instanceof ApiError && error.errorCode === ErrorCode.ADDRESS_NOT_DELIVERABLE) {
    return { code: error.errorCode, message: Text.notDeliverable };
  }
  if (error instanceof ApiError && error.errorCode === ErrorCode.CART_NOT_PURCHASABLE) {
    return { code: error.errorCode, message: error.errorMessage };
  }
  if (error) return { code: null, message: Text.pricingFailed };
  if (pricing && !awaitingAddress && pricing.items.length > 0 && parsePrice(pricing.actualAmount) === 0) {
    return { code: null, message: step === 2 ? Text.notServiceable : Text.pricingFailed };
  }
  return null;
}

/**
 * The server's pricing of the cart for the choices made so far, and what the page makes of it: the
 * problem that stops the checkout, what the summary shows when the pricing is refused, and each
 * line's total.
 */
export function useCartPricing(cart: Cart | null, checkout: CheckoutState, deliveryAddress: SavedAddress | null) {
  const { step, deliveryType, appliedCode } = checkout;
  const items = cart?.items ?? [];
  const awaitingAddress = deliveryType === 'delivery' && !deliveryAddress;
  const linesKey = items.map((line) => `${line.catalogueId}:${line.quantity}`).join(',');
  const quoteInput: QuotationInput | null =
    cart && items.length > 0
      ? {
          orderId: cart._id,
          // Without an address yet, the summary shows what does not depend on it.
          deliveryType: awaitingAddress ? 'pickup' : deliveryType,
          ...(deliveryAddress && deliveryType === 'delivery' ? { deliveryAddressId: deliveryAddress._id } : {}),
          ...(appliedCode ? { voucherCode: appliedCode } : {}),
        }
      : null;
  const quote = useQuotation(quoteInput, linesKey);
  const pricing = quote.isError ? undefined : quote.data;
  const problem = pricingProblem(quote.isError ? quote.error : null, pricing, awaitingAddress, step);
  const notPurchasable = problem?.code === ErrorCode.CART_NOT_PURCHASABLE;
  // A refused pricing keeps what it does not touch (issue 45): an address that is not served leaves
  // the pickup pricing's wines, sale and coupon; wines that can no longer be bought leave the others' prices.
  const addressRefused = problem?.code === ErrorCode.ADDRESS_NOT_DELIVERABLE;
  const pickupQuote = useQuotation(
    addressRefused && quoteInput ? { orderId: quoteInput.orderId, deliveryType: 'pickup', ...(quoteInput.voucherCode ? { voucherCode: quoteInput.voucherCode } : {}) } : null,
    linesKey,
  );
  const buyableLines = notPurchasable
    ? items.filter((line) => line.product.isActive).map((line) => ({ line, priced: priceLine({ unitPriceCents: parsePrice(line.price), quantity: line.quantity, discountPercent: line.discount?.value ?? null }) }))
    : [];
  const saleCents = buyableLines.reduce((sum, { priced }) => sum + priced.offerDiscountCents, 0);
  const refusal: SummaryRefusal | null = addressRefused
    ? { reason: 'address' }
    : notPurchasable
      ? {
          reason: 'wines',
          listLabel: formatMoney(buyableLines.reduce((sum, { priced }) => sum + priced.grossCents, 0)),
          saleLabel: formatMoney(saleCents),
          saleCents,
        }
      : null;
  const lineTotals = new Map([
    ...buyableLines.map(({ line, priced }) => [line.catalogueId, formatMoney(priced.totalCents)] as const),
    ...(pricing?.items ?? []).map((item) => [item.catalogueId, item.lineTotalLabel] as const),
  ]);

  return {
    quoteInput,
    linesKey,
    quote,
    pricing,
    problem,
    notPurchasable,
    awaitingAddress,
    /** What the summary shows: the pickup pricing while the address is refused. */
    summary: {
      pricing: addressRefused ? pickupQuote.data : pricing,
      loading: quote.isFetching || pickupQuote.isFetching,
      refusal,
    },
    lineTotals,
  };
}

import { useEffect, type Dispatch } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Pricing } from '@wine/contract/checkout';
import { StorageKey } from '@wine/contract/constants';
import { parsePrice } from '@wine/contract/money';
import { couponApplies } from '@wine/contract/pricing';
import { Text } from '@wine/contract/texts';
import { errorMessageOf } from '../../lib/http';
import { removeLocal, writeLocalText } from '../../lib/storage';
import type { Coupon } from './api/getCoupons';
import { fetchQuotation, quotationKey, type QuotationInput } from './api/getQuotation';
import type { CheckoutAction, CheckoutState } from './useCheckout';

interface CouponPricing {
  quoteInput: QuotationInput | null;
  linesKey: string;
  /** The current pricing's answer, or undefined while there is none. */
  pricing: Pricing | undefined;
  /** Whether that answer is the pricing of the current choices (not one kept while it is asked). */
  settled: boolean;
}

/**
 * The Promo Code box of the payment step (spec 001 §2.14, §5): a code is tried against the server's
 * pricing before it is kept, and a kept one the server no longer grants is dropped.
 */
export function useCouponEntry(checkout: CheckoutState, dispatch: Dispatch<CheckoutAction>, coupons: Coupon[] | undefined, { quoteInput, linesKey, pricing, settled }: CouponPricing) {
  const queryClient = useQueryClient();
  const { appliedCode } = checkout;

  // A stored coupon the server no longer grants (the cart changed, or it ran out) is dropped.
  const rejected = Boolean(appliedCode && pricing && settled && pricing.discount === null);
  const voucherCode = rejected ? null : appliedCode;
  useEffect(() => {
    if (rejected) removeLocal(StorageKey.coupon);
  }, [rejected]);

  /** `code`: as the pricing call takes it (trimmed, in capitals). */
  const apply = async (code: string) => {
    if (!quoteInput) return;
    const listed = coupons?.find((coupon) => coupon.code.toUpperCase() === code);
    if (pricing && listed) {
      const { minAmount, maxAmount } = listed.customData;
      const bounds = { minAmountCents: minAmount === null ? null : parsePrice(minAmount), maxAmountCents: maxAmount === null ? null : parsePrice(maxAmount) };
      // The coupon applies to the cart after the wines' own offers, as the server computes it.
      if (!couponApplies(bounds, parsePrice(pricing.subtotal) - parsePrice(pricing.offerDiscount))) {
        dispatch({ type: 'couponRefused', error: Text.couponNotValid });
        return;
      }
    }
    dispatch({ type: 'applyCoupon' });
    try {
      const input = { ...quoteInput, voucherCode: code };
      const priced = await queryClient.fetchQuery({ queryKey: quotationKey(input, linesKey), queryFn: () => fetchQuotation(input) });
      if (priced.discount?.discountId) {
        writeLocalText(StorageKey.coupon, code);
        dispatch({ type: 'couponApplied', code });
      } else {
        removeLocal(StorageKey.coupon);
        dispatch({ type: 'couponRefused', error: priced.couponMessage ?? Text.couponNotValid });
      }
    } catch (error) {
      dispatch({ type: 'couponRefused', error: errorMessageOf(error, Text.pricingFailed) });
    }
  };

  const remove = () => {
    removeLocal(StorageKey.coupon);
    dispatch({ type: 'removeCoupon' });
  };

  return { voucherCode, error: checkout.couponError ?? (rejected ? Text.couponNotValid : null), apply, remove };
}

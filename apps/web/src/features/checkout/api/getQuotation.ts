import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DeliveryTypeValue, Pricing } from '@wine/contract/checkout';
import { userRequest } from '../../../lib/userClient';

export interface QuotationInput {
  orderId: string;
  deliveryType: DeliveryTypeValue;
  deliveryAddressId?: string;
  voucherCode?: string;
}

/** POST /order/catalogue/quotation?isOrder=true: the server's pricing of the cart (spec 001 §3). */
export const fetchQuotation = (input: QuotationInput, signal?: AbortSignal): Promise<Pricing> =>
  userRequest<{ order: Pricing }>('/order/catalogue/quotation', {
    method: 'POST',
    query: { isOrder: 'true' },
    body: {
      orderId: input.orderId,
      deliveryType: input.deliveryType,
      ...(input.deliveryAddressId ? { deliveryAddressId: input.deliveryAddressId } : {}),
      ...(input.voucherCode ? { voucherCode: input.voucherCode } : {}),
    },
    signal,
  }).then((result) => result.order);

/**
 * The query key of one pricing: the inputs plus the cart's lines, so that any change of address,
 * coupon, delivery mode or quantity prices the cart again.
 */
export const quotationKey = (input: QuotationInput, linesKey: string) =>
  ['quotation', input.orderId, input.deliveryType, input.deliveryAddressId ?? null, input.voucherCode ?? null, linesKey] as const;

export function useQuotation(input: QuotationInput | null, linesKey: string) {
  return useQuery<Pricing, Error, Pricing, readonly unknown[]>({
    queryKey: input ? quotationKey(input, linesKey) : ['quotation', 'none'],
    queryFn: ({ signal }) => (input ? fetchQuotation(input, signal) : Promise.reject(new Error('No cart to price'))),
    enabled: input !== null,
    retry: false,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

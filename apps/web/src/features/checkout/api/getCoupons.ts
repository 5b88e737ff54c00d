import { useQuery } from '@tanstack/react-query';
import type { couponList } from '@wine/contract/checkout';
import type { z } from 'zod';
import { userRequest } from '../../../lib/userClient';

export type Coupon = z.infer<typeof couponList>['coupons'][number];

/** Every cached coupon list: placing an order (which may spend a coupon) invalidates it. */
export const couponsRoot = ['coupons'] as const;

/**
 * GET /coupon: the visible active coupons, newest first (spec 001 §7), for Available Offers; asked
 * as the shopper (the cart is signed in), so only those they can still use.
 */
export const fetchCoupons = (signal?: AbortSignal) =>
  userRequest<z.infer<typeof couponList>>('/coupon', {
    query: { offset: 0, sort: '-_id', isActive: true, 'customData.isVisible': true },
    signal,
  }).then((result) => result.coupons);

export function useCoupons() {
  return useQuery({ queryKey: [...couponsRoot, 'visible'], queryFn: ({ signal }) => fetchCoupons(signal), staleTime: 60_000 });
}

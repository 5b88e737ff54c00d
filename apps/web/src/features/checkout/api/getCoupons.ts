import { useQuery } from '@tanstack/react-query';
import type { couponList } from '@wine/contract/checkout';
import type { z } from 'zod';
import { publicRequest } from '../../../lib/publicClient';

export type Coupon = z.infer<typeof couponList>['coupons'][number];

/** GET /coupon: the visible active coupons, newest first (spec 001 §7), for Available Offers. */
export const fetchCoupons = (signal?: AbortSignal) =>
  publicRequest<z.infer<typeof couponList>>('/coupon', {
    query: { offset: 0, sort: '-_id', isActive: true, 'customData.isVisible': true },
    signal,
  }).then((result) => result.coupons);

export function useCoupons() {
  return useQuery({ queryKey: ['coupons', 'visible'], queryFn: ({ signal }) => fetchCoupons(signal), staleTime: 60_000 });
}

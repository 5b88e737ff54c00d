import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminCoupon } from '@wine/contract/admin/coupons';
import { userRequest } from '../../../../lib/userClient';

export interface CouponPage {
  coupons: AdminCoupon[];
  total: number;
}

/** GET /admin/coupons?skip&limit: every coupon by code, with its redemption count. */
export const listCoupons = (skip: number, limit: number): Promise<CouponPage> =>
  userRequest<CouponPage>('/admin/coupons', { query: { skip, limit } });

export function useCoupons(skip: number, limit: number) {
  return useQuery({ queryKey: ['admin', 'coupons', skip, limit], queryFn: () => listCoupons(skip, limit), placeholderData: keepPreviousData, staleTime: 0 });
}

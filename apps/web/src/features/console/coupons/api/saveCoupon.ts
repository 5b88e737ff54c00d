import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCoupon, CouponBody } from '@wine/contract/admin/coupons';
import { userRequest } from '../../../../lib/userClient';

/** POST /admin/coupons (new) or PUT /admin/coupons/{id} (edit), with the whole coupon. */
export const saveCoupon = ({ id, body }: { id: string | null; body: CouponBody }): Promise<AdminCoupon> =>
  id
    ? userRequest<AdminCoupon>(`/admin/coupons/${encodeURIComponent(id)}`, { method: 'PUT', body })
    : userRequest<AdminCoupon>('/admin/coupons', { method: 'POST', body });

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCoupon, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'coupons'] }) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlacedOrder } from '@wine/contract/checkout';
import { StorageKey } from '@wine/contract/constants';
import { contactNumber } from '@wine/contract/fields';
import { cartQueryKey } from '../../../lib/cart';
import { useSession } from '../../../lib/session';
import { readLocalText, removeLocal } from '../../../lib/storage';
import { userRequest } from '../../../lib/userClient';
import { rememberLastCheckoutChoices, type CheckoutContext } from '../../../lib/checkoutContext';
import { couponsRoot } from './getCoupons';

export interface PlaceOrderInput {
  context: CheckoutContext;
  businessId: string;
  eventId: string | null;
  cardId: string;
}

/** POST /order/{id}/task: the order is assigned to its retailer first (spec 001 §4). */
const assignOrder = (orderId: string, businessId: string) =>
  userRequest<{ _id: string; status: string }>(`/order/${encodeURIComponent(orderId)}/task`, {
    method: 'POST',
    body: { userId: businessId, status: 'ASSIGN', type: 'business' },
  });

/** PATCH /order/{id}/confirm: places the order against the saved card (charged after 11:30pm). */
const confirmOrder = ({ context, businessId, eventId, cardId }: PlaceOrderInput) => {
  // A phone number kept from an earlier step is sent when it is a valid one; else the address's.
  const stored = contactNumber.safeParse(readLocalText(StorageKey.phoneNumber));
  const phone = stored.success ? stored.data : null;
  return userRequest<PlacedOrder>(`/order/${encodeURIComponent(context.orderId)}/confirm`, {
    method: 'PATCH',
    body: {
      paymentMethod: { type: 'CARD', cardId },
      deliveryType: context.deliveryType,
      ...(context.deliveryType === 'delivery' && context.deliveryAddressId ? { deliveryAddressId: context.deliveryAddressId } : {}),
      ...(context.billing?.kind === 'saved' ? { billingAddressId: context.billing.addressId } : { billingSameAsDelivery: true }),
      ...(phone ? { contactNumber: phone } : {}),
      businessId,
      eventId,
      ...(context.voucherCode ? { voucherCode: context.voucherCode } : {}),
    },
  });
};

export async function placeOrder(input: PlaceOrderInput): Promise<PlacedOrder> {
  await assignOrder(input.context.orderId, input.businessId);
  return confirmOrder(input);
}

/**
 * Placing the order (spec 001 §4): assign, then confirm. On success the stored coupon and phone
 * number are cleared, the address and card are kept for the next cart's checkout, and the cart is
 * looked up again (the placed order is no longer OPEN).
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const userId = useSession()?.user.id ?? null;
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (order, { context, cardId }) => {
      rememberLastCheckoutChoices({ deliveryAddressId: context.deliveryType === 'delivery' ? context.deliveryAddressId : null, cardId });
      removeLocal(StorageKey.coupon);
      removeLocal(StorageKey.phoneNumber);
      queryClient.setQueryData(['order', order._id], order);
      void queryClient.invalidateQueries({ queryKey: cartQueryKey(userId) });
      void queryClient.invalidateQueries({ queryKey: ['orders', 'history'] });
      void queryClient.invalidateQueries({ queryKey: couponsRoot });
    },
  });
}

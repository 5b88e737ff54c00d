import { useQuery } from '@tanstack/react-query';
import type { DeliveryTypeValue, PendingConfirmation, PendingConfirmationResult } from '@wine/contract/checkout';
import { StorageKey } from '@wine/contract/constants';
import { readLocal, readLocalText, writeLocal, writeLocalText } from './storage';
import { userRequest } from './userClient';

/** Which billing address the shopper chose: the delivery one, or a saved billing address. */
export type BillingChoice = { kind: 'same' } | { kind: 'saved'; addressId: string } | null;

/**
 * The checkout's choices, carried in route state to /payment/add-card and back (spec 001 §2.14,
 * §2.16), and to /payment/confimation after a card payment, which places the order with them.
 */
export interface CheckoutContext {
  orderId: string;
  step: number;
  deliveryType: DeliveryTypeValue;
  deliveryAddressId: string | null;
  billing: BillingChoice;
  voucherCode: string | null;
  cardId: string | null;
}

/** The route state shape: `{ checkout: CheckoutContext }`, plus whatever else a page adds. */
export interface CheckoutRouteState {
  checkout?: CheckoutContext;
  /** The card payment's transaction id, on the return to /payment/confimation. */
  txnId?: string;
}

function isContext(value: unknown): value is CheckoutContext {
  if (!value || typeof value !== 'object') return false;
  const context = value as Partial<CheckoutContext>;
  return typeof context.orderId === 'string' && (context.deliveryType === 'delivery' || context.deliveryType === 'pickup');
}

/** Reads the checkout context from a location's state, whatever page put it there. */
export function checkoutContextOf(state: unknown): CheckoutContext | null {
  if (!state || typeof state !== 'object') return null;
  const candidate = (state as CheckoutRouteState).checkout;
  return isContext(candidate) ? candidate : null;
}

/** What the checkout remembers of a cart when the shopper leaves /my-cart: the choices, not the step. */
export type CheckoutChoices = Pick<CheckoutContext, 'orderId' | 'deliveryType' | 'deliveryAddressId' | 'billing' | 'cardId'>;

export function rememberCheckoutChoices(choices: CheckoutChoices): void {
  writeLocal(StorageKey.checkoutChoices, choices);
  writeLocalText(StorageKey.deliveryType, choices.deliveryType);
}

/** The remembered choices of this cart; another cart's (an order placed since) are not offered. */
export function recallCheckoutChoices(orderId: string): CheckoutChoices | null {
  const stored = readLocal<unknown>(StorageKey.checkoutChoices);
  return isContext(stored) && stored.orderId === orderId ? stored : null;
}

/** What the last order placed on this device was delivered to and paid with. */
export type LastCheckoutChoices = Pick<CheckoutContext, 'deliveryAddressId' | 'cardId'>;

export function rememberLastCheckoutChoices(choices: LastCheckoutChoices): void {
  writeLocal(StorageKey.lastCheckoutChoices, choices);
}

export function recallLastCheckoutChoices(): LastCheckoutChoices | null {
  const stored = readLocal<Partial<LastCheckoutChoices>>(StorageKey.lastCheckoutChoices);
  if (!stored || typeof stored !== 'object') return null;
  const idOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
  return { deliveryAddressId: idOrNull(stored.deliveryAddressId), cardId: idOrNull(stored.cardId) };
}

/**
 * The payment step's context of this cart rebuilt from what the checkout stored (its choices and
 * the applied coupon): /payment/confimation opened again without its route state (a new tab, a
 * provider's redirect) still knows the order, and the card added on the way.
 */
export function recallPaymentContext(orderId: string): CheckoutContext | null {
  const choices = recallCheckoutChoices(orderId);
  return choices ? { ...choices, step: 4, voucherCode: readLocalText(StorageKey.coupon) } : null;
}

/** The cart's card payment waiting for confirmation, as the server keeps it (decision 0062). */
export const pendingConfirmationKey = (orderId: string) => ['orders', orderId, 'pending-confirmation'] as const;

/**
 * Keeps the card payment the shopper is about to confirm with their cart on the server, so that
 * /payment/confimation opened on another device with the same cart finds it.
 */
export const keepPendingConfirmation = (context: CheckoutContext, cardId: string, txnId: string | null): Promise<PendingConfirmationResult> =>
  userRequest<PendingConfirmationResult>(`/order/${encodeURIComponent(context.orderId)}/pending-confirmation`, {
    method: 'PUT',
    body: {
      deliveryType: context.deliveryType,
      deliveryAddressId: context.deliveryAddressId,
      billing: context.billing,
      voucherCode: context.voucherCode,
      cardId,
      txnId,
    } satisfies PendingConfirmation,
  });

/** The cart `orderId`'s waiting card payment as a checkout context and its transaction id; nothing is asked while `orderId` is ''. */
export function usePendingConfirmation(orderId: string) {
  return useQuery({
    queryKey: pendingConfirmationKey(orderId),
    queryFn: ({ signal }) => userRequest<PendingConfirmationResult>(`/order/${encodeURIComponent(orderId)}/pending-confirmation`, { signal }),
    enabled: orderId !== '',
    select: ({ pending }): { context: CheckoutContext; txnId: string | null } | null => {
      if (!pending) return null;
      const { txnId, ...choices } = pending;
      return { context: { orderId, step: 4, ...choices }, txnId };
    },
  });
}

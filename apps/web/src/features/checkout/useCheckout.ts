import { useEffect, useMemo, useReducer, useState, type Dispatch } from 'react';
import { useLocation } from 'react-router';
import type { DeliveryTypeValue } from '@wine/contract/checkout';
import { StorageKey, Timing } from '@wine/contract/constants';
import { Text } from '@wine/contract/texts';
import type { OwnUser } from '@wine/contract/users';
import { useSavedCards } from '../../lib/cards';
import {
  checkoutContextOf,
  recallCheckoutChoices,
  recallLastCheckoutChoices,
  rememberCheckoutChoices,
  type BillingChoice,
  type CheckoutChoices,
  type CheckoutContext,
  type LastCheckoutChoices,
} from '../../lib/checkoutContext';
import { readLocalText } from '../../lib/storage';

/** Where the shopper is in the four steps (spec 001 §2.14) and what they chose so far. */
export interface CheckoutState {
  /** 1 cart, 2 delivery, 3 billing address, 4 payment. */
  step: number;
  deliveryType: DeliveryTypeValue;
  /** Kept even when the address is deleted meanwhile: the page checks it against the saved list. */
  deliveryAddressId: string | null;
  billing: BillingChoice;
  /** The coupon the pricing is asked for; the server may still refuse it. */
  appliedCode: string | null;
  codeInput: string;
  couponError: string | null;
  applying: boolean;
  payByCard: boolean;
  cardId: string | null;
  /** What the shopper must still choose before going on (spec 001 §5 checkout prompts). */
  prompt: string | null;
  placeError: string | null;
}

/** The shopper's saved addresses as they are now: one chosen earlier may have been deleted since. */
export interface KnownAddresses {
  delivery: readonly string[];
  billing: readonly string[];
}

export type CheckoutAction =
  | { type: 'advance'; addresses: KnownAddresses }
  | { type: 'goBackTo'; step: number }
  | { type: 'chooseDeliveryType'; deliveryType: DeliveryTypeValue }
  | { type: 'chooseDeliveryAddress'; addressId: string }
  | { type: 'chooseBilling'; billing: BillingChoice }
  | { type: 'payByCard' }
  | { type: 'chooseCard'; cardId: string }
  | { type: 'typeCode'; code: string }
  | { type: 'applyCoupon' }
  | { type: 'couponApplied'; code: string }
  | { type: 'couponRefused'; error: string }
  | { type: 'removeCoupon' }
  /** The saved delivery addresses and cards as they are now (cards null until loaded), and what was used last. */
  | { type: 'preselect'; deliveryAddresses: readonly string[]; cards: readonly string[] | null; lastUsed: LastCheckoutChoices | null }
  | { type: 'placeFailed'; error: string }
  | { type: 'promptExpired' };

/** What the checkout starts from when /my-cart opens. */
export interface CheckoutMemory {
  /** The context brought back by the add-card round trip or the confirmation's Back To Cart, for this cart. */
  returning: CheckoutContext | null;
  /** The choices kept in local storage for this cart (decision 0020). */
  remembered: CheckoutChoices | null;
  /** The delivery mode last chosen, whatever the cart. */
  lastDeliveryType: DeliveryTypeValue;
  storedCoupon: string | null;
}

export function initialCheckoutState({ returning, remembered, lastDeliveryType, storedCoupon }: CheckoutMemory): CheckoutState {
  // The route state is fresher than the stored copy; only it brings the step back.
  const choices = returning ?? remembered;
  const appliedCode = returning?.voucherCode ?? storedCoupon;
  return {
    step: returning?.step ?? 1,
    deliveryType: choices?.deliveryType ?? lastDeliveryType,
    deliveryAddressId: choices?.deliveryAddressId ?? null,
    billing: choices?.billing ?? null,
    appliedCode,
    codeInput: appliedCode ?? '',
    couponError: null,
    applying: false,
    payByCard: Boolean(choices?.cardId),
    cardId: choices?.cardId ?? null,
    prompt: null,
    placeError: null,
  };
}

/** Why the shopper cannot leave the current step yet, or null when they can. */
function missingChoice(state: CheckoutState, addresses: KnownAddresses): string | null {
  const { step, deliveryType, deliveryAddressId, billing } = state;
  if (step === 1) return null;
  if (step === 2) {
    const hasAddress = deliveryAddressId !== null && addresses.delivery.includes(deliveryAddressId);
    return deliveryType === 'delivery' && !hasAddress ? Text.needDeliveryAddress : null;
  }
  if (step === 3) {
    const needsDelivery = billing?.kind === 'same' && deliveryType !== 'delivery';
    const savedMissing = billing?.kind === 'saved' && !addresses.billing.includes(billing.addressId);
    return !billing || needsDelivery || savedMissing ? Text.needBillingAddress : null;
  }
  if (!state.payByCard) return Text.needPaymentMethod;
  if (!state.cardId) return Text.needPaymentCard;
  return null;
}

/**
 * What to start with where the shopper has chosen nothing (issue 45): the one used last, while it
 * is still saved, else the only one there is; with several and none used here, the shopper chooses.
 */
export function preselection(saved: readonly string[], lastUsed: string | null | undefined): string | null {
  if (lastUsed && saved.includes(lastUsed)) return lastUsed;
  return saved.length === 1 ? (saved[0] ?? null) : null;
}

/**
 * The card to charge when the shopper confirms the payment step: the order is placed outside the
 * reducer, with the state the confirmation was pressed on.
 */
export function cardToCharge(state: CheckoutState): string | null {
  return state.step === 4 && state.payByCard ? state.cardId : null;
}

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'advance': {
      const prompt = missingChoice(state, action.addresses);
      if (prompt) return { ...state, prompt, placeError: null };
      return { ...state, step: state.step < 4 ? state.step + 1 : state.step, placeError: null };
    }
    case 'goBackTo':
      // Later steps are reached only through Continue, which checks what each step needs.
      return action.step >= 1 && action.step < state.step ? { ...state, step: action.step } : state;
    case 'chooseDeliveryType':
      // A pickup has no delivery address for the billing to copy.
      return {
        ...state,
        deliveryType: action.deliveryType,
        billing: action.deliveryType === 'pickup' && state.billing?.kind === 'same' ? null : state.billing,
      };
    case 'chooseDeliveryAddress':
      return { ...state, deliveryAddressId: action.addressId };
    case 'chooseBilling':
      return { ...state, billing: action.billing };
    case 'payByCard':
      return { ...state, payByCard: true };
    case 'chooseCard':
      return { ...state, cardId: action.cardId, payByCard: true };
    case 'typeCode':
      return { ...state, codeInput: action.code, couponError: null };
    case 'applyCoupon':
      return { ...state, couponError: null, applying: true };
    case 'couponApplied':
      return { ...state, appliedCode: action.code, codeInput: action.code, applying: false };
    case 'couponRefused':
      return { ...state, couponError: action.error, applying: false };
    case 'removeCoupon':
      return { ...state, appliedCode: null, codeInput: '', couponError: null };
    case 'preselect': {
      // Fills only what is missing or no longer saved: a choice the shopper made stays.
      const chosenAddress = state.deliveryAddressId !== null && action.deliveryAddresses.includes(state.deliveryAddressId);
      const deliveryAddressId = chosenAddress ? null : preselection(action.deliveryAddresses, action.lastUsed?.deliveryAddressId);
      const chosenCard = action.cards === null || (state.cardId !== null && action.cards.includes(state.cardId));
      const cardId = chosenCard ? null : preselection(action.cards ?? [], action.lastUsed?.cardId);
      if (deliveryAddressId === null && cardId === null) return state;
      return { ...state, ...(deliveryAddressId ? { deliveryAddressId } : {}), ...(cardId ? { cardId, payByCard: true } : {}) };
    }
    case 'placeFailed':
      return { ...state, placeError: action.error };
    case 'promptExpired':
      return { ...state, prompt: null };
  }
}

function memoryOf(routeState: unknown, orderId: string | null): CheckoutMemory {
  const context = checkoutContextOf(routeState);
  const returning = context && orderId && context.orderId === orderId ? context : null;
  return {
    returning,
    // Back from elsewhere in the shop: the choices made for this cart are still chosen.
    remembered: orderId ? recallCheckoutChoices(orderId) : null,
    lastDeliveryType: readLocalText(StorageKey.deliveryType) === 'pickup' ? 'pickup' : 'delivery',
    storedCoupon: readLocalText(StorageKey.coupon),
  };
}

/**
 * The checkout of the cart `orderId` (null when there is none) by `user`: its state, restored from
 * the route state or local storage when /my-cart opens, and remembered for the next visit as it
 * changes; the address and card to start with chosen from those saved (issue 45).
 */
export function useCheckout(orderId: string | null, user: Pick<OwnUser, 'id' | 'savedAddress'>): [CheckoutState, Dispatch<CheckoutAction>] {
  const location = useLocation();
  const [lastUsed] = useState(recallLastCheckoutChoices);
  const deliveryAddresses = useMemo(() => user.savedAddress.map((entry) => entry._id), [user.savedAddress]);
  // The address is preselected in the first state, not one render later: the first pricing asked is
  // the one the page shows, rather than a pickup pricing it drops at once for the address's.
  const [state, dispatch] = useReducer(checkoutReducer, location.state, (routeState: unknown) =>
    checkoutReducer(initialCheckoutState(memoryOf(routeState, orderId)), { type: 'preselect', deliveryAddresses, cards: null, lastUsed }),
  );

  // The saved cards are asked for on the payment step only; addresses may be saved or deleted meanwhile.
  const cards = useSavedCards(state.step === 4 ? user.id : '').data;
  const cardIds = useMemo(() => cards?.map((card) => card.id) ?? null, [cards]);
  useEffect(() => {
    dispatch({ type: 'preselect', deliveryAddresses, cards: cardIds, lastUsed });
  }, [deliveryAddresses, cardIds, lastUsed]);

  // A prompt vanishes after 4 s (spec 001 §5 checkout prompts).
  useEffect(() => {
    if (!state.prompt) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'promptExpired' }), Timing.checkoutPrompt);
    return () => clearTimeout(timer);
  }, [state.prompt]);

  const { deliveryType, deliveryAddressId, billing, cardId } = state;
  useEffect(() => {
    if (orderId) rememberCheckoutChoices({ orderId, deliveryType, deliveryAddressId, billing, cardId });
  }, [orderId, deliveryType, deliveryAddressId, billing, cardId]);

  return [state, dispatch];
}

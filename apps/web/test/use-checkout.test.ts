// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { Text } from '@wine/contract/texts';
import type { CheckoutContext } from '../src/lib/checkoutContext';
import {
  cardToCharge,
  checkoutReducer,
  initialCheckoutState,
  type CheckoutAction,
  type CheckoutMemory,
  type CheckoutState,
  type KnownAddresses,
} from '../src/features/checkout/useCheckout';

const nothingKept: CheckoutMemory = { returning: null, remembered: null, lastDeliveryType: 'delivery', storedCoupon: null };
const fresh = initialCheckoutState(nothingKept);
const addresses: KnownAddresses = { delivery: ['home', 'office'], billing: ['card-address'] };
const advance: CheckoutAction = { type: 'advance', addresses };

const run = (state: CheckoutState, ...actions: CheckoutAction[]) => actions.reduce(checkoutReducer, state);

/** A shopper who chose delivery to "home", billing "same" and card "visa", now on the payment step. */
const atPayment = run(
  fresh,
  advance,
  { type: 'chooseDeliveryAddress', addressId: 'home' },
  advance,
  { type: 'chooseBilling', billing: { kind: 'same' } },
  advance,
  { type: 'chooseCard', cardId: 'visa' },
);

describe('the checkout opened without memory', () => {
  it('starts on the cart with nothing chosen but the last delivery mode', () => {
    expect(fresh).toEqual({
      step: 1,
      deliveryType: 'delivery',
      deliveryAddressId: null,
      billing: null,
      appliedCode: null,
      codeInput: '',
      couponError: null,
      applying: false,
      payByCard: false,
      cardId: null,
      prompt: null,
      placeError: null,
    });
    expect(initialCheckoutState({ ...nothingKept, lastDeliveryType: 'pickup' }).deliveryType).toBe('pickup');
  });

  it('offers the stored coupon, typed in the box', () => {
    const state = initialCheckoutState({ ...nothingKept, storedCoupon: 'WELCOME10' });
    expect(state.appliedCode).toBe('WELCOME10');
    expect(state.codeInput).toBe('WELCOME10');
  });
});

describe('the checkout restored', () => {
  const remembered = { orderId: 'cart-1', deliveryType: 'delivery', deliveryAddressId: 'office', billing: { kind: 'saved', addressId: 'card-address' }, cardId: 'visa' } as const;

  it('keeps the choices remembered for the cart but starts again on the cart', () => {
    const state = initialCheckoutState({ ...nothingKept, remembered, lastDeliveryType: 'pickup' });
    expect(state).toMatchObject({
      step: 1,
      deliveryType: 'delivery',
      deliveryAddressId: 'office',
      billing: { kind: 'saved', addressId: 'card-address' },
      payByCard: true,
      cardId: 'visa',
    });
  });

  it('does not choose paying by card without a remembered card', () => {
    const state = initialCheckoutState({ ...nothingKept, remembered: { ...remembered, cardId: null } });
    expect(state.payByCard).toBe(false);
    expect(state.cardId).toBeNull();
  });

  it('prefers the route state, which brings back the step and the coupon', () => {
    const returning: CheckoutContext = {
      orderId: 'cart-1',
      step: 4,
      deliveryType: 'pickup',
      deliveryAddressId: null,
      billing: { kind: 'saved', addressId: 'card-address' },
      voucherCode: 'SPRING',
      cardId: 'new-card',
    };
    const state = initialCheckoutState({ returning, remembered, lastDeliveryType: 'delivery', storedCoupon: 'OLDER' });
    expect(state).toMatchObject({
      step: 4,
      deliveryType: 'pickup',
      deliveryAddressId: null,
      appliedCode: 'SPRING',
      codeInput: 'SPRING',
      payByCard: true,
      cardId: 'new-card',
    });
    expect(initialCheckoutState({ returning: { ...returning, voucherCode: null }, remembered: null, lastDeliveryType: 'delivery', storedCoupon: 'OLDER' }).appliedCode).toBe('OLDER');
  });
});

describe('going forward', () => {
  it('leaves the cart without a question', () => {
    expect(checkoutReducer(fresh, advance)).toMatchObject({ step: 2, prompt: null });
  });

  it('leaves delivery once a saved address is chosen, or for a pickup without one', () => {
    const delivery = run(fresh, advance, { type: 'chooseDeliveryAddress', addressId: 'office' }, advance);
    expect(delivery).toMatchObject({ step: 3, deliveryAddressId: 'office', prompt: null });
    const pickup = run(fresh, advance, { type: 'chooseDeliveryType', deliveryType: 'pickup' }, advance);
    expect(pickup).toMatchObject({ step: 3, deliveryType: 'pickup', deliveryAddressId: null });
  });

  it('leaves billing with the delivery address or a saved billing address', () => {
    const toBilling = run(fresh, advance, { type: 'chooseDeliveryAddress', addressId: 'home' }, advance);
    expect(run(toBilling, { type: 'chooseBilling', billing: { kind: 'same' } }, advance).step).toBe(4);
    expect(run(toBilling, { type: 'chooseBilling', billing: { kind: 'saved', addressId: 'card-address' } }, advance).step).toBe(4);
  });

  it('stays on the payment step and names the card to charge once one is chosen', () => {
    expect(atPayment).toMatchObject({ step: 4, payByCard: true, cardId: 'visa', prompt: null });
    const confirmed = checkoutReducer(atPayment, advance);
    expect(confirmed).toMatchObject({ step: 4, prompt: null });
    expect(cardToCharge(atPayment)).toBe('visa');
  });

  it('clears the last order failure when the shopper tries again', () => {
    const failed = checkoutReducer(atPayment, { type: 'placeFailed', error: 'Card declined' });
    expect(failed.placeError).toBe('Card declined');
    expect(checkoutReducer(failed, advance).placeError).toBeNull();
  });
});

describe('what cannot happen', () => {
  const atDelivery = checkoutReducer(fresh, advance);

  it('no billing step for a delivery without an address', () => {
    expect(checkoutReducer(atDelivery, advance)).toMatchObject({ step: 2, prompt: Text.needDeliveryAddress });
  });

  it('no billing step for an address deleted since it was chosen', () => {
    const chosen = checkoutReducer(atDelivery, { type: 'chooseDeliveryAddress', addressId: 'cabin' });
    expect(checkoutReducer(chosen, advance)).toMatchObject({ step: 2, prompt: Text.needDeliveryAddress });
  });

  it('no payment step without a usable billing address', () => {
    const atBilling = run(atDelivery, { type: 'chooseDeliveryType', deliveryType: 'pickup' }, advance);
    expect(atBilling.step).toBe(3);
    expect(checkoutReducer(atBilling, advance)).toMatchObject({ step: 3, prompt: Text.needBillingAddress });
    const sameAsNothing = checkoutReducer(atBilling, { type: 'chooseBilling', billing: { kind: 'same' } });
    expect(checkoutReducer(sameAsNothing, advance)).toMatchObject({ step: 3, prompt: Text.needBillingAddress });
    const deleted = checkoutReducer(atBilling, { type: 'chooseBilling', billing: { kind: 'saved', addressId: 'gone' } });
    expect(checkoutReducer(deleted, advance)).toMatchObject({ step: 3, prompt: Text.needBillingAddress });
  });

  it('no order without a payment method and a card', () => {
    const noMethod = { ...atPayment, payByCard: false, cardId: null };
    expect(checkoutReducer(noMethod, advance).prompt).toBe(Text.needPaymentMethod);
    expect(cardToCharge(noMethod)).toBeNull();
    const noCard = checkoutReducer(noMethod, { type: 'payByCard' });
    expect(noCard.payByCard).toBe(true);
    expect(checkoutReducer(noCard, advance)).toMatchObject({ step: 4, prompt: Text.needPaymentCard });
    expect(cardToCharge(noCard)).toBeNull();
  });

  it('no card charged before the payment step', () => {
    expect(cardToCharge({ ...atPayment, step: 3 })).toBeNull();
  });

  it('no jumping ahead through the stepper', () => {
    const atBilling = { ...atPayment, step: 3 };
    expect(checkoutReducer(atBilling, { type: 'goBackTo', step: 4 })).toBe(atBilling);
    expect(checkoutReducer(atBilling, { type: 'goBackTo', step: 3 })).toBe(atBilling);
    expect(checkoutReducer(atBilling, { type: 'goBackTo', step: 0 })).toBe(atBilling);
  });
});

describe('going back', () => {
  it('returns to an earlier step with every choice kept', () => {
    const back = checkoutReducer(atPayment, { type: 'goBackTo', step: 2 });
    expect(back).toEqual({ ...atPayment, step: 2 });
    expect(checkoutReducer(atPayment, { type: 'goBackTo', step: 1 }).step).toBe(1);
  });

  it('goes forward again without asking twice', () => {
    const back = checkoutReducer(atPayment, { type: 'goBackTo', step: 2 });
    expect(run(back, advance, advance)).toEqual(atPayment);
  });
});

describe('changing the delivery', () => {
  it('drops "same as delivery" billing for a pickup, and nothing else', () => {
    const pickup = checkoutReducer(atPayment, { type: 'chooseDeliveryType', deliveryType: 'pickup' });
    expect(pickup).toEqual({ ...atPayment, deliveryType: 'pickup', billing: null });
  });

  it('keeps a saved billing address for a pickup', () => {
    const saved = checkoutReducer(atPayment, { type: 'chooseBilling', billing: { kind: 'saved', addressId: 'card-address' } });
    const pickup = checkoutReducer(saved, { type: 'chooseDeliveryType', deliveryType: 'pickup' });
    expect(pickup.billing).toEqual({ kind: 'saved', addressId: 'card-address' });
    expect(pickup.deliveryAddressId).toBe('home');
  });

  it('keeps the billing choice when delivery is chosen again', () => {
    const delivery = checkoutReducer(atPayment, { type: 'chooseDeliveryType', deliveryType: 'delivery' });
    expect(delivery).toEqual(atPayment);
  });

  it('keeps every other choice when the address changes, "same as delivery" following it', () => {
    const moved = checkoutReducer(atPayment, { type: 'chooseDeliveryAddress', addressId: 'office' });
    expect(moved).toEqual({ ...atPayment, deliveryAddressId: 'office' });
  });
});

describe('the promo code', () => {
  it('clears the last refusal as the shopper types', () => {
    const refused = checkoutReducer(atPayment, { type: 'couponRefused', error: Text.couponNotValid });
    expect(refused.couponError).toBe(Text.couponNotValid);
    expect(checkoutReducer(refused, { type: 'typeCode', code: 'SPRING' })).toMatchObject({ codeInput: 'SPRING', couponError: null });
  });

  it('is applied once the server grants it', () => {
    const applying = run(atPayment, { type: 'typeCode', code: 'spring ' }, { type: 'applyCoupon' });
    expect(applying).toMatchObject({ applying: true, couponError: null, appliedCode: null });
    expect(checkoutReducer(applying, { type: 'couponApplied', code: 'SPRING' })).toMatchObject({
      applying: false,
      appliedCode: 'SPRING',
      codeInput: 'SPRING',
    });
  });

  it('stays unapplied when the server refuses it', () => {
    const applying = run(atPayment, { type: 'typeCode', code: 'NOPE' }, { type: 'applyCoupon' });
    expect(checkoutReducer(applying, { type: 'couponRefused', error: Text.couponNotValid })).toMatchObject({
      applying: false,
      appliedCode: null,
      codeInput: 'NOPE',
      couponError: Text.couponNotValid,
    });
  });

  it('empties the box when removed', () => {
    const applied = run(atPayment, { type: 'typeCode', code: 'SPRING' }, { type: 'applyCoupon' }, { type: 'couponApplied', code: 'SPRING' });
    expect(checkoutReducer(applied, { type: 'removeCoupon' })).toMatchObject({ appliedCode: null, codeInput: '', couponError: null });
  });
});

describe('the prompt', () => {
  it('goes away when it expires, the step unchanged', () => {
    const prompted = checkoutReducer(checkoutReducer(fresh, advance), advance);
    expect(prompted.prompt).toBe(Text.needDeliveryAddress);
    expect(checkoutReducer(prompted, { type: 'promptExpired' })).toEqual({ ...prompted, prompt: null });
  });
});

describe('the preselection of a new browser (issue 45)', () => {
  const preselect = (deliveryAddresses: string[], cards: string[] | null, lastUsed: { deliveryAddressId: string | null; cardId: string | null } | null = null): CheckoutAction => ({
    type: 'preselect',
    deliveryAddresses,
    cards,
    lastUsed,
  });

  it('chooses the only saved address and the only saved card, so every step goes on without a prompt', () => {
    const state = run(fresh, preselect(['home'], null), advance, advance);
    expect(state).toMatchObject({ step: 3, deliveryAddressId: 'home', prompt: null, cardId: null, payByCard: false });
    const paying = run(state, { type: 'chooseBilling', billing: { kind: 'same' } }, advance, preselect(['home'], ['visa']));
    expect(paying).toMatchObject({ step: 4, cardId: 'visa', payByCard: true });
    expect(cardToCharge(paying)).toBe('visa');
  });

  it('chooses the one used last among several, and nothing when none was used here', () => {
    expect(run(fresh, preselect(['home', 'office'], ['visa', 'amex'], { deliveryAddressId: 'office', cardId: 'amex' }))).toMatchObject({
      deliveryAddressId: 'office',
      cardId: 'amex',
      payByCard: true,
    });
    expect(checkoutReducer(fresh, preselect(['home', 'office'], ['visa', 'amex']))).toBe(fresh);
    // The one used last was deleted since: with several left, the shopper chooses.
    expect(checkoutReducer(fresh, preselect(['home', 'office'], ['visa', 'amex'], { deliveryAddressId: 'gone', cardId: 'gone' }))).toBe(fresh);
  });

  it("keeps the shopper's own choice, and replaces one that is no longer saved", () => {
    const chosen = run(fresh, { type: 'chooseDeliveryAddress', addressId: 'office' }, { type: 'chooseCard', cardId: 'amex' });
    expect(checkoutReducer(chosen, preselect(['home', 'office'], ['visa', 'amex'], { deliveryAddressId: 'home', cardId: 'visa' }))).toBe(chosen);
    expect(checkoutReducer(chosen, preselect(['home'], ['visa']))).toMatchObject({ deliveryAddressId: 'home', cardId: 'visa' });
  });
});

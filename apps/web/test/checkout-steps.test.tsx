import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart, CartLine } from '@wine/contract/cart';
import type { Wine } from '@wine/contract/catalogue';
import type { Pricing } from '@wine/contract/checkout';
import { ErrorCode } from '@wine/contract/errors';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { quotationKey } from '../src/features/checkout/api/getQuotation';
import MyCartPage from '../src/features/checkout/pages/MyCartPage';
import { cartQueryKey } from '../src/lib/cart';
import { savedCardsKey } from '../src/lib/cards';
import { ApiError } from '../src/lib/http';
import { ownUserQueryKey } from '../src/lib/ownUser';
import { endSession, startSession } from '../src/lib/session';
import { renderInApp, savedNewYorkAddress, shopper } from './render';

afterEach(() => {
  endSession();
  window.localStorage.clear();
});

const home = savedNewYorkAddress;

const wineId = '665f1c2b9a1e4a0000000003';

/** One cart line of two bottles, `available` of them on hand (fewer than asked: the line must change). */
function lineOf(available: number): CartLine {
  return {
    _id: wineId,
    catalogueId: wineId,
    name: 'Barolo 2019',
    title: 'Barolo 2019',
    quantity: 2,
    price: '45.00',
    discount: null,
    iconUrl: null,
    affiliation: { id: null },
    // The cart row reads only the producer of the wine it carries.
    product: { customData: { product: { producer: 'Cellar One' } } } as unknown as Wine,
    availability: { available, message: available < 2 ? `Only ${available} left` : null },
  };
}

const cartOf = (line: CartLine): Cart => ({
  _id: '665f1c2b9a1e4a0000000004',
  globalOrderId: 'W-1001',
  status: 'OPEN',
  eventId: null,
  businessId: '665f1c2b9a1e4a0000000005',
  items: [line],
  collection: { items: [] },
  createdAt: '2026-01-01T00:00:00.000Z',
});

function pricingOf(cart: Cart): Pricing {
  return {
    _id: cart._id,
    deliveryType: 'delivery',
    items: cart.items.map((line) => ({ ...line, lineTotal: '90.00', lineTotalLabel: '$90.00' })),
    subtotal: '90.00',
    totalAmountLabel: '$90.00',
    offerDiscount: '0.00',
    offerDiscountLabel: '$0.00',
    couponDiscount: '0.00',
    couponDiscountLabel: '$0.00',
    totalAddOnCost: { taxes: '7.20', taxesLabel: '$7.20', shipping: '10.00', shippingLabel: '$10.00' },
    actualAmount: '107.20',
    actualAmountLabel: '$107.20',
    discount: null,
    couponMessage: null,
  };
}

/**
 * /my-cart for a signed-in shopper, with what the server would answer already in the query cache
 * (cart, own record, offers, pricing with and without the address, saved cards): no call leaves.
 */
function openCart(available = 2, { offerDiscount = '0.00', unbuyable = false }: { offerDiscount?: string; unbuyable?: boolean } = {}) {
  const cart = cartOf(lineOf(available));
  // An error kept in the cache stays an error: nothing is asked again on mount.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false, retryOnMount: false } } });
  const linesKey = `${wineId}:2`;
  const pricing = { ...pricingOf(cart), offerDiscount, offerDiscountLabel: `$${offerDiscount}` };
  client.setQueryData(cartQueryKey(shopper.id), cart);
  client.setQueryData(ownUserQueryKey(shopper.id), shopper);
  client.setQueryData(['coupons', 'visible'], []);
  const pickupKey = quotationKey({ orderId: cart._id, deliveryType: 'pickup' }, linesKey);
  // The only saved address starts chosen (issue 45): the page may price for pickup or for it.
  const deliveryKey = quotationKey({ orderId: cart._id, deliveryType: 'delivery', deliveryAddressId: home._id }, linesKey);
  for (const key of [pickupKey, deliveryKey]) {
    if (unbuyable) {
      client.getQueryCache().build(client, { queryKey: key }).setState({
        status: 'error',
        error: new ApiError(ErrorCode.CART_NOT_PURCHASABLE, 'Barolo 2019 is no longer available', 400),
        fetchStatus: 'idle',
      });
    } else {
      client.setQueryData(key, pricing);
    }
  }
  client.setQueryData(savedCardsKey(shopper.id), []);
  startSession('a-session-token', shopper);
  const router = createMemoryRouter(
    [
      { path: paths.myCart, element: <MyCartPage /> },
      { path: paths.eventsUpcoming, element: <h1>Upcoming events</h1> },
    ],
    { initialEntries: [paths.myCart] },
  );
  renderInApp(<RouterProvider router={router} />, client);
  return router;
}

const stepHeading = () => screen.getByRole('heading', { level: 1 });
const mainButton = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
/** The steps one can go back to: the stepper shows each done step as a tab, the others as plain labels. */
const doneSteps = () => within(screen.getByLabelText('Checkout steps')).queryAllByRole('tab').map((tab) => tab.textContent);
const stepTab = (name: string) => within(screen.getByLabelText('Checkout steps')).getByRole('tab', { name });

describe('the checkout steps', () => {
  it('opens on the cart and moves forward one step per press, each with its own button', async () => {
    const user = userEvent.setup();
    openCart();
    expect(stepHeading().textContent).toContain(Text.myCart);
    expect(screen.getByRole('list', { name: 'Cart items' })).toBeTruthy();
    expect(mainButton(Text.proceedToCheckout).disabled).toBe(false);
    expect(doneSteps()).toEqual([]);

    await user.click(mainButton(Text.proceedToCheckout));
    expect(stepHeading().textContent).toContain('Delivery');
    expect(doneSteps()).toEqual([Text.myCart]);
    expect(screen.queryByRole('list', { name: 'Cart items' })).toBeNull();

    // The only saved address starts chosen (issue 45): no prompt for it.
    expect(screen.getByRole<HTMLInputElement>('radio', { name: `Deliver to Ada Lovelace, ${home.address.addressLine1}` }).checked).toBe(true);
    await user.click(mainButton(Text.continueToBilling));
    expect(stepHeading().textContent).toContain(Text.billingAddress);
    expect(screen.queryByText(Text.needDeliveryAddress)).toBeNull();

    await user.click(screen.getByRole('radio', { name: Text.sameAsDelivery }));
    await user.click(mainButton(Text.continueToPayment));
    expect(stepHeading().textContent).toContain('Payment');
    expect(doneSteps()).toEqual([Text.myCart, 'Delivery', Text.billingAddress]);
    expect(mainButton(Text.confirmAndPay)).toBeTruthy();
  });

  it('goes back through a done step, keeps what was chosen there, and offers no way to a later step', async () => {
    const user = userEvent.setup();
    openCart();
    await user.click(mainButton(Text.proceedToCheckout));
    await user.click(screen.getByRole('radio', { name: `Deliver to Ada Lovelace, ${home.address.addressLine1}` }));
    await user.click(mainButton(Text.continueToBilling));
    expect(stepHeading().textContent).toContain(Text.billingAddress);

    expect(doneSteps()).toEqual([Text.myCart, 'Delivery']);

    await user.click(stepTab('Delivery'));
    expect(stepHeading().textContent).toContain('Delivery');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: `Deliver to Ada Lovelace, ${home.address.addressLine1}` }).checked).toBe(true);
    expect(doneSteps()).toEqual([Text.myCart]);

    await user.click(stepTab(Text.myCart));
    expect(stepHeading().textContent).toContain(Text.myCart);
    expect(mainButton(Text.proceedToCheckout).disabled).toBe(false);
  });

  it('holds the cart while a line asks for more bottles than are left', () => {
    openCart(1);
    expect(stepHeading().textContent).toContain(Text.myCart);
    expect(screen.getByText(/A wine in your cart has fewer bottles left than you asked for/)).toBeTruthy();
    expect(mainButton(Text.proceedToCheckout).disabled).toBe(true);
  });
});

describe('the cart page (issue 45)', () => {
  it('offers a way back to the upcoming events for a cart without an event (spec 001 §2.14)', async () => {
    const user = userEvent.setup();
    const router = openCart();
    await user.click(screen.getByRole('button', { name: Text.backToEvent }));
    expect(router.state.location.pathname).toBe(paths.eventsUpcoming);
  });

  it('names the back button "Back To Cart" when the cart can no longer be bought (400008)', () => {
    openCart(2, { unbuyable: true });
    expect(screen.getByRole('button', { name: Text.backToCart })).toBeTruthy();
    expect(screen.queryByRole('button', { name: Text.backToEvent })).toBeNull();
    expect(screen.getByText('Barolo 2019 is no longer available')).toBeTruthy();
  });

  it('shows a discount line only when there is a discount', () => {
    openCart();
    const summary = screen.getByRole('table', { name: 'Order cost summary' });
    expect(within(summary).queryByRole('row', { name: /Sale discount on the wines/ })).toBeNull();
    expect(within(summary).queryByRole('row', { name: /Coupon discount/ })).toBeNull();
    cleanup();
    openCart(2, { offerDiscount: '9.00' });
    const onSale = screen.getByRole('table', { name: 'Order cost summary' });
    expect(within(onSale).getByRole('row', { name: /Sale discount on the wines/ }).textContent).toContain('-$9.00');
  });

  it('says why the quantity stops at the bottles on hand', () => {
    openCart(2);
    const line = screen.getByRole('listitem', { name: 'Barolo 2019' });
    expect(within(line).getByRole<HTMLButtonElement>('button', { name: 'Increase quantity' }).disabled).toBe(true);
    expect(within(line).getByText('Only 2 left')).toBeTruthy();
  });
});

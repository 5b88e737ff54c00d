import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { ErrorCode } from '@wine/contract/errors';
import type { ConsoleOrder } from '@wine/contract/fulfilment';
import { paths } from '@wine/contract/routes';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import AdminOrderPage from '../src/features/console/orders/pages/AdminOrderPage';
import { renderInApp, signIn, stubApi } from './render';

beforeEach(() => signIn('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'));

const ORDER_ID = '5d2e8f1a-3b4c-4d5e-8f6a-7b8c9d0e1f2a';
const card = { brand: 'visa', last4: '4242' };

/**
 * A delivery order of $73.32 as GET /admin/orders/{id} answers it, in `status` with the money that
 * moved: the case of apps/api/test/orders/delivery-attempts.test.ts, back after three failed attempts.
 */
const order = (status: string, money: ConsoleOrder['money'], payments: ConsoleOrder['payments']): ConsoleOrder => ({
  _id: ORDER_ID,
  displayOrderId: 'SL-100006',
  status,
  deliveryType: 'delivery',
  placedAt: '2030-01-15T14:00:00.000Z',
  shopper: { _id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'Grace Hopper', email: 'grace@example.com' },
  business: { _id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a', name: 'Hudson Valley Wine Merchants' },
  chargedAt: null,
  completedAt: null,
  cancelledAt: null,
  items: [{ catalogueId: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b', title: 'Barolo 2016', code: null, quantity: 2, unitPrice: '30.00', discountPercent: null, lineTotal: '60.00' }],
  subtotal: '60.00',
  offerDiscount: '0.00',
  couponDiscount: '0.00',
  couponCode: null,
  taxes: '5.33',
  shipping: '7.99',
  total: '73.32',
  address: { dropAddress: null, billingAddress: null },
  contactNumber: null,
  card,
  money,
  payments,
  history: [],
  notes: [],
  ageCheck: null,
  nextSteps: [],
});

const payment = (n: number, kind: 'charge' | 'refund', amount: string, createdAt: string) => ({
  _id: `4f5a6b7c-8d9e-4f0a-9b1c-00000000000${n}`,
  kind,
  status: 'succeeded',
  amount,
  card,
  failureMessage: null,
  createdAt,
});

function show(answer: ConsoleOrder) {
  stubApi((call) => {
    if (call.path === `/api${paths.adminOrder(ORDER_ID)}`) return answer;
    throw { errorCode: ErrorCode.NOT_FOUND, errorMessage: 'Not here', httpStatus: 404 };
  });
  const router = createMemoryRouter([{ path: paths.adminOrder(':id'), element: <AdminOrderPage /> }], { initialEntries: [paths.adminOrder(ORDER_ID)] });
  renderInApp(<RouterProvider router={router} />, new QueryClient({ defaultOptions: { queries: { retry: false } } }));
}

/** The totals as the console lists them, each label with its amount. */
async function totals(): Promise<string[][]> {
  const wines = await screen.findByRole('region', { name: 'Wines' });
  return [...wines.querySelectorAll('dl dt')].map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe("the console's order money", () => {
  it('tells the story of the shopper’s order page: the re-delivery fee, the refund and what was paid in all, then each payment', async () => {
    show(
      order('UNDELIVERED', { charged: '93.32', refunded: '65.33' }, [
        payment(1, 'charge', '73.32', '2030-01-16T04:45:00.000Z'),
        payment(2, 'charge', '20.00', '2030-01-17T10:00:00.000Z'),
        payment(3, 'refund', '65.33', '2030-01-18T10:00:00.000Z'),
      ]),
    );
    expect((await totals()).slice(-4)).toEqual([
      ['Total', '$73.32'],
      ['Re-delivery fee', '$20.00'],
      ['Refunded', '-$65.33'],
      ['Paid in all', '$27.99'],
    ]);
    const wines = screen.getByRole('region', { name: 'Wines' });
    expect(within(wines).getByText('Paid via Card (Visa ending in 4242).')).toBeTruthy();
    const listed = within(screen.getByRole('region', { name: 'Payments' })).getAllByRole('listitem');
    expect(listed.map((item) => item.firstElementChild?.textContent)).toEqual([
      'Charge of $73.32: succeeded (Visa ending in 4242)',
      'Charge of $20.00: succeeded (Visa ending in 4242)',
      'Refund of $65.33: succeeded (Visa ending in 4242)',
    ]);
  });

  it('says an order cancelled before its charge was not charged, and never that its card is charged tonight', async () => {
    show(order('CANCEL', { charged: '0.00', refunded: '0.00' }, []));
    const rows = await totals();
    expect(rows.at(-1)).toEqual(['Total', '$73.32']);
    // Neither an offer nor a coupon: no "-$0.00" row for them.
    expect(rows.map(([label]) => label)).toEqual(['Subtotal', 'Taxes', expect.stringMatching(/^(Delivery|Pickup)$/), 'Total']);
    expect(screen.getByText('Not charged: the order was cancelled before its card was charged.')).toBeTruthy();
    expect(screen.queryByText(/charged tonight/)).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Payments' })).getByText('No charge or refund yet.')).toBeTruthy();
  });
});

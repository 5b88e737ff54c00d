import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderPaymentInfo, SavedCard } from '@wine/contract/cards';
import { Text } from '@wine/contract/texts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import PayOrderPage from '../src/features/cards/pages/PayOrderPage';
import { endSession, startSession } from '../src/lib/session';
import { renderInApp, shopper, stubApi } from './render';

afterEach(() => {
  endSession();
});

const orderId = '7e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b';
const visa: SavedCard = { id: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d', brand: 'visa', last4: '4242' };
const amex: SavedCard = { id: '9f8e7d6c-5b4a-4f9e-8d7c-6b5a4f3e2d1c', brand: 'amex', last4: '0005' };
const failed: OrderPaymentInfo = {
  orderId,
  orderNumber: 1042,
  orderStatus: 'PAYMENT_FAILED',
  amount: 10720,
  cardId: visa.id,
  failureMessage: 'Your card was declined.',
  requiresAction: false,
  provider: 'test',
};

function show() {
  startSession('a-session-token', shopper);
  const calls = stubApi((call) => {
    if (call.path === `/api/order/${orderId}/payment`) return failed;
    if (call.path === `/api/user/${shopper.id}/cards`) return { cards: [visa, amex] };
    return { orderId, paymentStatus: 'succeeded', orderStatus: 'PAID' };
  });
  const router = createMemoryRouter([{ path: '/payment/pay/:orderId', element: <PayOrderPage /> }], { initialEntries: [`/payment/pay/${orderId}`] });
  renderInApp(<RouterProvider router={router} />);
  return calls;
}

const cardBox = () => screen.getByRole('combobox', { name: 'Card' });

describe('paying an order whose charge failed', () => {
  it('starts on the declined card with its failure, which goes once another card is picked; pays with the picked one', async () => {
    const user = userEvent.setup();
    const calls = show();
    await waitFor(() => expect(cardBox().textContent).toContain('4242'));
    expect(screen.getByText('Your card was declined.')).toBeTruthy();

    await user.click(cardBox());
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: /0005/ }));
    expect(cardBox().textContent).toContain('0005');
    expect(screen.queryByText('Your card was declined.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Pay $107.20' }));
    await waitFor(() => expect(screen.getByText(Text.paymentSucceeded)).toBeTruthy());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', path: `/api/order/${orderId}/pay`, body: { cardId: amex.id } }]);
  });
});

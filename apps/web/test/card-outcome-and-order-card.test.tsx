import { screen, within } from '@testing-library/react';
import type { RetailerOrderSummary } from '@wine/contract/retailer';
import { Text } from '@wine/contract/texts';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CompletionScreen } from '../src/features/cards/components/CompletionScreen';
import { RetailerOrderCard } from '../src/features/retailer/components/RetailerOrderCard';
import { renderInApp } from './render';

describe("a card add's last screen", () => {
  it.each([
    ['success', Text.cardAddSuccess, Text.cardAddFailure],
    ['failure', Text.cardAddFailure, Text.cardAddSuccess],
  ] as const)('says the %s, that the payment page comes next, and not the other outcome', (phase, said, unsaid) => {
    renderInApp(<CompletionScreen phase={phase} />);
    const status = screen.getByRole('status');
    expect(within(status).getByText(said)).toBeTruthy();
    expect(within(status).getByText(Text.redirectingToPayment)).toBeTruthy();
    expect(within(status).queryByText(unsaid)).toBeNull();
  });

  it('while processing, shows neither outcome', () => {
    renderInApp(<CompletionScreen phase="processing" />);
    expect(screen.getByLabelText('Processing')).toBeTruthy();
    expect(screen.queryByText(Text.redirectingToPayment)).toBeNull();
  });
});

describe("an order of the retailer's list", () => {
  it('shows the number over its date and the shopper over the bottles', () => {
    const order: RetailerOrderSummary = {
      _id: '0b7e7d1e-4c1a-4d8e-9a57-2f1d3c4b5a61',
      displayOrderId: 'SL-100042',
      status: 'CONFIRMED',
      placedAt: '2030-05-01T18:30:00.000Z',
      shopperName: 'Ada Lovelace',
      itemsCount: 1,
      total: '24.99',
      deliveryType: 'pickup',
    };
    renderInApp(
      <MemoryRouter>
        <RetailerOrderCard order={order} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article', { name: 'Order SL-100042' });
    expect(within(card).getByText('SL-100042')).toBeTruthy();
    expect(within(card).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(card).getByText('1 bottle')).toBeTruthy();
  });
});

import { screen } from '@testing-library/react';
import type { PlacedOrder } from '@wine/contract/checkout';
import { describe, expect, it } from 'vitest';
import type { useOrderHistory } from '../src/features/orders/api/getOrderHistory';
import { OrderHistoryList } from '../src/features/orders/components/OrderHistoryList';
import { renderInApp } from './render';

/** A history call that answered with no order. */
const answered = { isPending: false, isError: false } as ReturnType<typeof useOrderHistory>;
const none: PlacedOrder[] = [];

describe('the order list without an order', () => {
  it('says why there is none, with no way onward when none is given', () => {
    renderInApp(<OrderHistoryList history={answered} orders={none} skeletons={3} empty={{ title: 'No orders yet', text: 'Wines you order will show up here.' }} />);

    expect(screen.getByText('No orders yet')).toBeTruthy();
    expect(screen.getByText('Wines you order will show up here.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers the way onward it is given', () => {
    renderInApp(
      <OrderHistoryList
        history={answered}
        orders={none}
        skeletons={1}
        empty={{ title: 'Nothing needs your action', text: 'Every order has been paid.', action: <a href="/order-history">Order History</a> }}
      />,
    );

    expect(screen.getByText('Nothing needs your action')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order History' }).getAttribute('href')).toBe('/order-history');
  });
});

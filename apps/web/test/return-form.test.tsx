import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderReturns } from '@wine/contract/returns';
import { afterEach, describe, expect, it } from 'vitest';
import { ReturnFormDialog } from '../src/features/orders/components/ReturnFormDialog';
import { renderInApp } from './render';

afterEach(cleanup);
configure({ defaultHidden: true });

/**
 * The order of apps/api/test/returns.test.ts's money tests: 3 x $19.99 and 2 x $45.50 at 15% off, a
 * $17.16 coupon and $4.81 tax. One bottle of the first refunds $18.19, one of each $53.38.
 */
const returns: OrderReturns = {
  open: true,
  closesAt: '2030-02-14T00:00:00.000Z',
  closedReason: null,
  lines: [
    { catalogueId: '665f1c2b9a1e4a0000000011', title: 'Zinfandel 2020', bought: 3, returnable: 3, unitPrice: '19.99', discountPercent: null },
    { catalogueId: '665f1c2b9a1e4a0000000012', title: 'Barolo 2016', bought: 2, returnable: 2, unitPrice: '45.50', discountPercent: 15 },
  ],
  couponDiscount: '17.16',
  taxes: '4.81',
  requests: [],
};

async function choose(user: ReturnType<typeof userEvent.setup>, wine: string, count: string) {
  await user.click(screen.getByRole('combobox', { name: wine }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: count }));
}

describe('the return form', () => {
  it('shows what the chosen bottles refund while they are chosen, before anything is sent', async () => {
    const user = userEvent.setup();
    renderInApp(<ReturnFormDialog returns={returns} saving={false} error={null} onClose={() => {}} onSave={() => {}} />);
    const refund = () => screen.getByRole('status').textContent;
    expect(refund()).toBe('Choose bottles to see your refund');
    await choose(user, 'Zinfandel 2020', '1');
    expect(refund()).toBe('You will be refunded $18.19');
    await choose(user, 'Barolo 2016', '1');
    expect(refund()).toBe('You will be refunded $53.38');
  });
});

import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { OrderReturns, ReturnRequestBody } from '@wine/contract/returns';
import { describe, expect, it } from 'vitest';
import { ReturnFormDialog } from '../src/features/orders/components/ReturnFormDialog';
import { showFormDialog } from './render';

/**
 * The order of apps/api/test/returns/returns.test.ts's money tests: 3 x $19.99 and 2 x $45.50 at 15% off, a
 * $17.16 coupon and $4.81 tax. One bottle of the first refunds $18.19, one of each $53.38.
 */
// Wines' ids are UUIDs (the contract's `id`): another form of id fails the form's own check, and nothing is sent.
const ZINFANDEL = '3f6c2a9e-8b41-4d27-9e05-1a7b6c5d4e31';
const BAROLO = '0b7e7d1e-4c1a-4d8e-9a57-2f1d3c4b5a61';

const returns: OrderReturns = {
  open: true,
  closesAt: '2030-02-14T00:00:00.000Z',
  closedReason: null,
  lines: [
    { catalogueId: ZINFANDEL, title: 'Zinfandel 2020', bought: 3, returnable: 3, unitPrice: '19.99', discountPercent: null },
    { catalogueId: BAROLO, title: 'Barolo 2016', bought: 2, returnable: 2, unitPrice: '45.50', discountPercent: 15 },
  ],
  couponDiscount: '17.16',
  taxes: '4.81',
  requests: [],
};

async function choose(user: ReturnType<typeof userEvent.setup>, wine: string, count: string) {
  await user.click(screen.getByRole('combobox', { name: wine }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: count }));
}

const show = () =>
  showFormDialog<ReturnRequestBody>((page) => <ReturnFormDialog returns={returns} {...page} />);

describe('the return form', () => {
  it('asks for a bottle, a reason and the unopened confirmation before sending', async () => {
    const { user, sent } = show();
    await user.click(screen.getByRole('button', { name: 'Ask to return' }));

    expect(await screen.findByText('Please choose at least one bottle to return')).toBeTruthy();
    expect(screen.getByText('Please say why you are returning the bottles')).toBeTruthy();
    expect(screen.getByText('Please confirm that the bottles are unopened')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends only the bottles chosen, at most what can be returned', async () => {
    const { user, sent } = show();
    await user.click(screen.getByRole('combobox', { name: 'Barolo 2016' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['None', '1', '2']);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '2' }));
    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Corked taste');
    await user.click(screen.getByRole('checkbox', { name: /unopened/ }));
    await user.click(screen.getByRole('button', { name: 'Ask to return' }));

    expect(sent).toEqual([{ lines: [{ catalogueId: BAROLO, quantity: 2 }], reason: 'Corked taste', unopened: true }]);
  });

  it('shows what the chosen bottles refund while they are chosen, before anything is sent', async () => {
    const { user } = show();
    const refund = () => screen.getByRole('status').textContent;
    expect(refund()).toBe('Choose bottles to see your refund');
    await choose(user, 'Zinfandel 2020', '1');
    expect(refund()).toBe('You will be refunded $18.19');
    await choose(user, 'Barolo 2016', '1');
    expect(refund()).toBe('You will be refunded $53.38');
  });
});

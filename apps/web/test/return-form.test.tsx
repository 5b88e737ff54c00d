import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderReturns, ReturnRequestBody } from '@wine/contract/returns';
import { afterEach, describe, expect, it } from 'vitest';
import { ReturnFormDialog } from '../src/features/orders/components/ReturnFormDialog';
import { renderInApp } from './render';

afterEach(cleanup);
configure({ defaultHidden: true });

const BAROLO = '0b7e7d1e-4c1a-4d8e-9a57-2f1d3c4b5a61';
const RIOJA = '7c2f9a40-13d5-4e6b-8f0a-9b8c7d6e5f42';

const returns: OrderReturns = {
  open: true,
  closesAt: '2030-02-01T00:00:00.000Z',
  closedReason: null,
  lines: [
    { catalogueId: BAROLO, title: 'Barolo 2019', bought: 3, returnable: 2 },
    { catalogueId: RIOJA, title: 'Rioja Reserva', bought: 1, returnable: 1 },
  ],
  requests: [],
};

function show() {
  const sent: ReturnRequestBody[] = [];
  renderInApp(<ReturnFormDialog returns={returns} saving={false} error={null} onClose={() => undefined} onSave={(body) => sent.push(body)} />);
  return sent;
}

describe('the return form', () => {
  it('asks for a bottle, a reason and the unopened confirmation before sending', async () => {
    const user = userEvent.setup();
    const sent = show();
    await user.click(screen.getByRole('button', { name: 'Ask to return' }));

    expect(await screen.findByText('Please choose at least one bottle to return')).toBeTruthy();
    expect(screen.getByText('Please say why you are returning the bottles')).toBeTruthy();
    expect(screen.getByText('Please confirm that the bottles are unopened')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends only the bottles chosen, at most what can be returned', async () => {
    const user = userEvent.setup();
    const sent = show();
    await user.click(screen.getByRole('combobox', { name: 'Barolo 2019' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['None', '1', '2']);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '2' }));
    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Corked taste');
    await user.click(screen.getByRole('checkbox', { name: /unopened/ }));
    await user.click(screen.getByRole('button', { name: 'Ask to return' }));

    expect(sent).toEqual([{ lines: [{ catalogueId: BAROLO, quantity: 2 }], reason: 'Corked taste', unopened: true }]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleOrder } from '@wine/contract/fulfilment';
import { describe, expect, it } from 'vitest';
import { HandOverPanel } from '../src/features/retailer/components/HandOverPanel';
import { renderInApp, signIn, stubApi } from './render';

const orderId = '5b4a3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
/** An order out for delivery, as the retailer's order page holds it: the parts the hand-over reads. */
const outForDelivery = {
  _id: orderId,
  displayOrderId: 'W-1042',
  status: 'OUT_FOR_DELIVERY',
  deliveryType: 'delivery',
  nextSteps: ['COMPLETED'],
  shopper: { name: 'Ada Lovelace' },
  completedAt: null,
  cancelledAt: null,
  ageCheck: null,
} as unknown as ConsoleOrder;

function show() {
  signIn('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d');
  const calls = stubApi((call) => (call.method === 'GET' ? { attempts: [] } : outForDelivery));
  renderInApp(<HandOverPanel order={outForDelivery} />);
  return calls;
}

const writes = (calls: { method: string }[]) => calls.filter((call) => call.method !== 'GET');

describe("a retailer's hand-over", () => {
  it('marks the order delivered only once the age check is ticked, and says so in the call', async () => {
    const user = userEvent.setup();
    const calls = show();
    const handOver = screen.getByRole('form', { name: 'Hand-over' });
    const deliver = within(handOver).getByRole<HTMLButtonElement>('button', { name: 'Mark delivered' });
    expect(deliver.disabled).toBe(true);

    await user.click(within(handOver).getByRole('checkbox', { name: 'I checked the recipient is 21 or over' }));
    await user.click(deliver);
    await waitFor(() => expect(writes(calls)).toEqual([{ method: 'PATCH', path: `/api/retailer/orders/${orderId}/delivered`, body: { ageChecked: true } }]));
  });

  it('records a failed attempt with its reason, a blank note left out', async () => {
    const user = userEvent.setup();
    const calls = show();
    const attempt = await screen.findByRole('form', { name: 'Failed delivery attempt' });
    const record = within(attempt).getByRole<HTMLButtonElement>('button', { name: 'Record failed attempt' });
    expect(record.disabled).toBe(true);

    await user.click(within(attempt).getByRole('radio', { name: 'Nobody home' }));
    await user.type(within(attempt).getByRole('textbox', { name: 'Note (optional, kept in the order history)' }), '   ');
    await user.click(record);
    await waitFor(() => expect(writes(calls)).toEqual([{ method: 'POST', path: `/api/retailer/orders/${orderId}/delivery-attempts`, body: { reason: 'nobody_home' } }]));
  });
});

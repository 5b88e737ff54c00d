import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCode } from '@wine/contract/errors';
import type { OrderNote } from '@wine/contract/fulfilment';
import { describe, expect, it } from 'vitest';
import { OrderNotes } from '../src/components/ui/OrderNotes';
import { useAddOrderNote } from '../src/features/console/orders/api/addOrderNote';
import { renderInApp, signIn, stubApi, type ApiRefusal } from './render';


const orderId = '5b4a3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';

/** The console order page's notes: its own add-note call, against an API that answers `answer`. */
function Notes() {
  return <OrderNotes orderId={orderId} notes={[]} add={useAddOrderNote()} seenBy="Seen by the retailer and the team, never by the shopper." />;
}

function show(answer: (body: unknown) => OrderNote = (body) => ({ _id: 'n1', body: (body as { body: string }).body, createdAt: '2026-05-01T10:00:00.000Z', author: null })) {
  signIn('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d');
  const calls = stubApi((call) => answer(call.body));
  renderInApp(<Notes />);
  return calls;
}

const form = () => screen.getByRole('form', { name: 'Add a note' });
const field = () => within(form()).getByRole<HTMLTextAreaElement>('textbox', { name: 'Add a note' });
const save = () => within(form()).getByRole<HTMLButtonElement>('button', { name: 'Save note' });

describe("the order's notes", () => {
  it('says a note of spaces is no note, in the contract\'s words, and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = show();
    expect(save().disabled).toBe(true);
    await user.type(field(), '   ');
    await user.click(save());

    expect(await within(form()).findByText('Please write a note')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('sends the note trimmed and empties the field for the next one', async () => {
    const user = userEvent.setup();
    const calls = show();
    await user.type(field(), '  Ring twice  ');
    expect(within(form()).getByText('Seen by the retailer and the team, never by the shopper. 14/1000')).toBeTruthy();
    await user.click(save());

    await waitFor(() => expect(calls).toEqual([{ method: 'POST', path: `/api/admin/orders/${orderId}/notes`, body: { body: 'Ring twice' } }]));
    await waitFor(() => expect(field().value).toBe(''));
    expect(save().disabled).toBe(true);
  });

  it("shows the server's refusal and keeps the note", async () => {
    const user = userEvent.setup();
    const refusal: ApiRefusal = { errorCode: ErrorCode.NOT_FOUND, errorMessage: 'Order not found', httpStatus: 404 };
    show(() => {
      throw refusal;
    });
    await user.type(field(), 'Ring twice');
    await user.click(save());

    expect(await within(form()).findByText('Order not found')).toBeTruthy();
    expect(field().value).toBe('Ring twice');
  });
});

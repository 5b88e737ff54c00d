import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Retailer } from '@wine/contract/admin/retailers';
import { ErrorCode } from '@wine/contract/errors';
import { describe, expect, it } from 'vitest';
import { RetailerStaff } from '../src/features/console/retailers/components/RetailerStaff';
import { renderInApp, signIn, stubApi, type ApiRefusal } from './render';


const retailer: Retailer = {
  _id: '4c3b2a19-0f8e-4d7c-9b6a-5f4e3d2c1b0a',
  name: 'Hudson Wine Co.',
  addressLine1: '12 River Street',
  city: 'Hudson',
  state: 'NY',
  zip: '12534',
  deliveryFee: '7.50',
  freeDeliveryThreshold: null,
  deliversToStates: ['NY'],
  staff: [],
  createdAt: '2026-01-01T00:00:00.000Z',
};

function show(refusal?: ApiRefusal) {
  signIn('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d');
  const calls = stubApi(() => {
    if (refusal) throw refusal;
    return retailer;
  });
  renderInApp(<RetailerStaff retailer={retailer} />);
  return calls;
}

const form = () => screen.getByRole('form', { name: 'Attach staff to Hudson Wine Co.' });
const email = () => within(form()).getByRole<HTMLInputElement>('textbox', { name: 'Account email' });
const attach = () => within(form()).getByRole<HTMLButtonElement>('button', { name: 'Attach' });

describe("a retailer's staff in the console", () => {
  it("says what is wrong with an address that is no email, in the contract's words, and sends nothing", async () => {
    const user = userEvent.setup();
    const calls = show();
    expect(attach().disabled).toBe(true);
    await user.type(email(), 'ada.example.com');
    await user.click(attach());

    expect(await within(form()).findByText('Please enter a valid email address')).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('attaches the account by its email as the contract writes it, and empties the field', async () => {
    const user = userEvent.setup();
    const calls = show();
    await user.type(email(), 'Ada@Example.com');
    await user.click(attach());

    await waitFor(() => expect(calls).toEqual([{ method: 'POST', path: `/api/admin/retailers/${retailer._id}/staff`, body: { email: 'ada@example.com' } }]));
    await waitFor(() => expect(email().value).toBe(''));
  });

  it("shows the server's refusal and keeps the address", async () => {
    const user = userEvent.setup();
    show({ errorCode: ErrorCode.RETAILER_STAFF_CONFLICT, errorMessage: 'ada@example.com is an admin: an admin cannot be made a retailer', httpStatus: 409 });
    await user.type(email(), 'ada@example.com');
    await user.click(attach());

    expect(await screen.findByText('ada@example.com is an admin: an admin cannot be made a retailer')).toBeTruthy();
    expect(email().value).toBe('ada@example.com');
  });
});

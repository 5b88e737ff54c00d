import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedCard } from '@wine/contract/cards';
import type { ClubDetail } from '@wine/contract/clubs';
import { ErrorCode } from '@wine/contract/errors';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { JoinPanel } from '../src/features/clubs/components/JoinPanel';
import { endSession, startSession } from '../src/lib/session';
import { renderInApp, savedNewYorkAddress, shopper, stubApi, type ApiCall, type ApiRefusal } from './render';

// The setup file unmounts the page and restores fetch; the session a test signed in ends here.
afterEach(endSession);

const visa: SavedCard = { id: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d', brand: 'visa', last4: '4242' };
const amex: SavedCard = { id: '9f8e7d6c-5b4a-4f9e-8d7c-6b5a4f3e2d1c', brand: 'amex', last4: '0005' };
/** The shopper's New York address, by the id the shop gives it. */
const home = { ...savedNewYorkAddress, _id: '7c6b5a4f-3e2d-4c1b-8a9f-8e7d6c5b4a3f' };
/** An open club of a New York retailer, as its page holds it: the parts joining reads. */
const club = {
  _id: '2d1c0b9a-8f7e-4d6c-9b5a-4f3e2d1c0b9a',
  name: 'Hudson Valley Discovery Box',
  price: '89.00',
  members: 3,
  capacity: 30,
  nextCycle: null,
  retailer: { _id: '4c3b2a19-0f8e-4d7c-9b6a-5f4e3d2c1b0a', name: 'Hudson Wine Co.', city: 'Hudson', state: 'NY', addressLine1: '12 River Street', deliversToStates: ['NY'] },
} as unknown as ClubDetail;

/** The panel of a signed-in shopper with two saved cards and a New York address, against an API that accepts the join or refuses it with `refusal`. */
function show(refusal?: ApiRefusal) {
  startSession('a-session-token', shopper);
  const calls = stubApi((call) => {
    if (call.path === `/api/users/${shopper.id}`) return { ...shopper, savedAddress: [home] };
    if (call.path === `/api/user/${shopper.id}/cards`) return { cards: [visa, amex] };
    if (refusal) throw refusal;
    return {};
  });
  const router = createMemoryRouter([{ path: '/clubs/:clubId', element: <JoinPanel club={club} /> }], { initialEntries: [`/clubs/${club._id}`] });
  renderInApp(<RouterProvider router={router} />);
  return calls;
}

const form = () => screen.getByRole('form', { name: 'Join the club' });
const joinButton = () => within(form()).getByRole<HTMLButtonElement>('button', { name: 'Join for $89.00 a box' });
const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

async function choose(user: ReturnType<typeof userEvent.setup>, box: string, option: RegExp) {
  await user.click(within(form()).getByRole('combobox', { name: box }));
  await user.click(await within(screen.getByRole('listbox')).findByRole('option', { name: option }));
}

describe('joining a club', () => {
  it('waits for the 21+ box, then joins for pickup with the first saved card', async () => {
    const user = userEvent.setup();
    const calls = show();
    await waitFor(() => expect(within(form()).getByRole('combobox', { name: 'Card' }).textContent).toContain('4242'));
    expect(joinButton().disabled).toBe(true);

    await user.click(within(form()).getByRole('checkbox', { name: 'I am 21 or over' }));
    await user.click(joinButton());

    await waitFor(() =>
      expect(posts(calls)).toEqual([{ method: 'POST', path: `/api/clubs/${club._id}/join`, body: { cardId: visa.id, deliveryType: 'pickup', ageConfirmed: true } }]),
    );
  });

  it('joins with the picked card, delivered to the picked address', async () => {
    const user = userEvent.setup();
    const calls = show();
    await waitFor(() => expect(within(form()).getByRole('combobox', { name: 'Card' }).textContent).toContain('4242'));
    await user.click(within(form()).getByRole('checkbox', { name: 'I am 21 or over' }));
    await choose(user, 'Card', /0005/);
    await choose(user, 'Your boxes', /^Delivered to 350 Fifth Avenue/);
    await user.click(joinButton());

    await waitFor(() =>
      expect(posts(calls)).toEqual([
        { method: 'POST', path: `/api/clubs/${club._id}/join`, body: { cardId: amex.id, deliveryType: 'delivery', addressId: home._id, ageConfirmed: true } },
      ]),
    );
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    show({ errorCode: ErrorCode.FORBIDDEN, errorMessage: 'Please verify your email address first', httpStatus: 403 });
    await waitFor(() => expect(within(form()).getByRole('combobox', { name: 'Card' }).textContent).toContain('4242'));
    await user.click(within(form()).getByRole('checkbox', { name: 'I am 21 or over' }));
    await user.click(joinButton());

    expect(await within(form()).findByText('Please verify your email address first')).toBeTruthy();
  });
});

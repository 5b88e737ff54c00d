import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCode } from '@wine/contract/errors';
import { describe, expect, it } from 'vitest';
import { CreateClubForm } from '../src/features/clubs/components/CreateClubForm';
import { fieldNamed, renderInApp, signIn, stubApi, type ApiCall, type ApiRefusal } from './render';


const partner = { _id: '4c3b2a19-0f8e-4d7c-9b6a-5f4e3d2c1b0a', name: 'Hudson Wine Co.', city: 'Hudson', state: 'NY' };

/** The sommelier's new-club form against an API with one partner retailer, which accepts the proposal or refuses it with `refusal`. */
function show(refusal?: ApiRefusal) {
  signIn('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d');
  const created: string[] = [];
  const calls = stubApi((call) => {
    if (call.method === 'GET') return { partners: [partner] };
    if (refusal) throw refusal;
    return {};
  });
  renderInApp(<CreateClubForm onCreated={() => created.push('created')} />);
  return { calls, created };
}

const form = () => screen.getByRole('form', { name: 'New club' });
const propose = () => within(form()).getByRole('button', { name: 'Propose the club' });
const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(fieldNamed('Club name'), 'Sparkling Fridays');
  await user.click(within(form()).getByRole('combobox', { name: /^Partner retailer/ }));
  await user.click(await within(screen.getByRole('listbox')).findByRole('option', { name: 'Hudson Wine Co., Hudson, NY' }));
  await user.type(fieldNamed('What the club is about'), 'Two bottles of bubbles a month for the weekend.');
  await user.click(within(form()).getByRole('combobox', { name: 'Bottles' }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '2' }));
  await user.type(fieldNamed('Price a box'), '45.00');
  await user.clear(fieldNamed('Members'));
  await user.type(fieldNamed('Members'), '20');
}

describe("a sommelier's new club", () => {
  it("names each missing field in the contract's words and sends nothing", async () => {
    const user = userEvent.setup();
    const { calls } = show();
    await user.type(fieldNamed('Club name'), 'ab');
    await user.type(fieldNamed('Price a box'), '45.5.0');
    await user.clear(fieldNamed('Members'));
    await user.type(fieldNamed('Members'), '0');
    await user.click(propose());

    expect(await within(form()).findByText('Please name the club')).toBeTruthy();
    expect(within(form()).getByText('Please choose a partner retailer')).toBeTruthy();
    expect(within(form()).getByText('Please say what the club is about')).toBeTruthy();
    expect(within(form()).getByText('Please enter the price of a shipment, like 89.00')).toBeTruthy();
    expect(within(form()).getByText('Must be at least 1')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it('proposes the club with the price as typed and the counts as numbers', async () => {
    const user = userEvent.setup();
    const { calls, created } = show();
    await fillIn(user);
    await user.click(propose());

    await waitFor(() => expect(created).toEqual(['created']));
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/clubs',
        body: {
          businessId: partner._id,
          name: 'Sparkling Fridays',
          description: 'Two bottles of bubbles a month for the weekend.',
          picture: null,
          bottles: 2,
          price: '45.00',
          cadence: 'monthly',
          style: 'mixed',
          capacity: 20,
        },
      },
    ]);
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    const { created } = show({ errorCode: ErrorCode.FORBIDDEN, errorMessage: 'Hudson Wine Co. is not your partner retailer', httpStatus: 403 });
    await fillIn(user);
    await user.click(propose());

    expect(await within(form()).findByText('Hudson Wine Co. is not your partner retailer')).toBeTruthy();
    expect(created).toEqual([]);
  });
});

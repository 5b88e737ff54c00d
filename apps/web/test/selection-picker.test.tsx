import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SelectionSheet, SelectionWine } from '@wine/contract/clubs';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectionPicker } from '../src/features/clubs/components/SelectionPicker';
import { endSession, startSession } from '../src/lib/session';
import { renderInApp, shopper, stubApi } from './render';

// The setup file unmounts the page and restores fetch; the session a test signed in ends here.
afterEach(endSession);

const clubId = '2d1c0b9a-8f7e-4d6c-9b5a-4f3e2d1c0b9a';
const cycleId = '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c';
const wine = (n: number, title: string, stock = 40): SelectionWine => ({ _id: `0000000${n}-0000-4000-8000-000000000000`, title, price: '24.99', stock, picked: 0, coversMembers: true });
const applegate = wine(1, 'Applegate Pinot Grigio 2019');
const azienda = wine(2, 'Azienda Barbera 2020');
const bussia = wine(3, 'Gallina-Rocca Barolo Bussia 2013', 2);

/**
 * The picker of a 3-bottle box for two members, against a partner whose shelf lists Applegate and
 * Azienda first and Bussia when searched for "barolo"; `saved` is the box as the shop holds it.
 */
function show(saved: { wine: SelectionWine; quantity: number }[] = []) {
  startSession('a-session-token', shopper);
  const calls = stubApi((call, query) => {
    const search = query.get('search');
    const shelf = search === 'barolo' ? [bussia] : search ? [] : [applegate, azienda];
    const sheet: SelectionSheet = {
      cycle: { _id: cycleId, number: 2, status: 'planned', cutoffAt: '2027-01-01T17:00:00.000Z' } as SelectionSheet['cycle'],
      activeMembers: 2,
      bottles: 3,
      shopValue: null,
      picked: saved.map((line) => ({ ...line.wine, picked: line.quantity })),
      wines: shelf,
      total: shelf.length,
    };
    return sheet;
  });
  renderInApp(<SelectionPicker clubId={clubId} cycleId={cycleId} />);
  return calls;
}

const picker = () => screen.getByLabelText('Selection of box 2');
const bottlesOf = async (title: string) => within(await screen.findByLabelText('Selection of box 2')).findByRole('spinbutton', { name: `Bottles of ${title}` });
const saveButton = () => within(picker()).getByRole<HTMLButtonElement>('button', { name: 'Save the selection' });

describe("the sommelier's pick", () => {
  it('keeps the box across searches of the shelf, warns of a short wine, and saves every wine of the box', async () => {
    const user = userEvent.setup();
    const calls = show();
    await user.type(await bottlesOf(azienda.title), '1');
    await user.type(within(picker()).getByRole('textbox', { name: "Search the partner's wines" }), 'barolo');
    const bussiaBottles = await bottlesOf(bussia.title);
    await user.clear(bussiaBottles);
    await user.type(bussiaBottles, '2');

    expect(picker().textContent).toContain('3 of 3 picked');
    const box = within(picker()).getByRole('region', { name: 'In this box' });
    expect(box.textContent).toContain(`1 × ${azienda.title}`);
    expect(box.textContent).toContain(`2 × ${bussia.title}`);
    expect(within(picker()).getByRole('alert').textContent).toContain(`Not enough bottles for every member: ${bussia.title}.`);
    await user.click(saveButton());
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT')).toEqual([
        {
          method: 'PUT',
          path: `/api/clubs/${clubId}/cycles/${cycleId}/selection`,
          body: { wines: [{ catalogueId: azienda._id, quantity: 1 }, { catalogueId: bussia._id, quantity: 2 }] },
        },
      ]),
    );
  });

  it('shows the saved box though its wine is on no page listed, and a wine taken out leaves the box short', async () => {
    const user = userEvent.setup();
    show([{ wine: bussia, quantity: 3 }]);
    const box = await within(await screen.findByLabelText('Selection of box 2')).findByRole('region', { name: 'In this box' });
    expect(box.textContent).toContain(`3 × ${bussia.title}`);
    expect(picker().textContent).toContain('3 of 3 picked');
    await user.click(within(box).getByRole('button', { name: `Take ${bussia.title} out of the box` }));
    expect(picker().textContent).toContain('0 of 3 picked');
    expect(within(picker()).queryByRole('region', { name: 'In this box' })).toBeNull();
    expect(saveButton().disabled).toBe(true);
  });
});

import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { limit, skip } from '@wine/contract/admin/shared';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConsoleListPage } from '../src/features/console/shared/components/ConsoleListPage';
import { FilterField } from '../src/features/console/shared/components/ListFilters';
import { useListAddress } from '../src/features/console/shared/components/listQuery';
import { ApiError } from '../src/lib/http';
import { renderInApp } from './render';

interface Thing {
  name: string;
  state: 'open' | 'closed';
}

const thingsQuery = z.object({ q: z.string().trim().max(40).optional(), state: z.enum(['open', 'closed']).optional(), skip, limit }).strict();
type ThingsQuery = z.output<typeof thingsQuery>;

/** What the list's call answers: the page of `things` its query asks for, like the console's list calls. */
function answer(things: Thing[], query: ThingsQuery) {
  const matching = things.filter((thing) => (!query.q || thing.name.includes(query.q)) && (!query.state || thing.state === query.state));
  const from = query.skip ?? 0;
  return { things: matching.slice(from, from + (query.limit ?? 20)), total: matching.length };
}

/** Where the page's address is, shown so that a test reads what the list wrote there. */
function Address() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

/** A console list page as the console's pages build one, over `source` (a failure while `source.fail` holds). */
function ThingsPage({ source }: { source: { things: Thing[]; fail: boolean } }) {
  const address = useListAddress(['q', 'state'], thingsQuery);
  const list = useQuery({
    queryKey: ['things', address.query],
    queryFn: () => {
      if (source.fail) throw new ApiError(500, 'The things are resting.', 500);
      return answer(source.things, address.query);
    },
    retry: false,
  });
  return (
    <>
      <ConsoleListPage
        title="Things"
        intro="Every thing."
        address={address}
        list={list}
        what="the things"
        rowsOf={(data) => data.things}
        empty="No things yet."
        emptyFiltered="No things match these filters."
        csv={{ path: '/admin/things/export.csv', fileName: 'things.csv' }}
        filters={{
          label: 'Filter things',
          searchLabel: 'Name',
          columns: '2fr 1fr auto',
          children: (
            <FilterField list={address} name="state" label="State">
              <MenuItem value="">All states</MenuItem>
              <MenuItem value="open">Open</MenuItem>
              <MenuItem value="closed">Closed</MenuItem>
            </FilterField>
          ),
        }}
        framed
      >
        {(data) => (
          <ul aria-label="Things">
            {data.things.map((thing) => (
              <li key={thing.name}>{thing.name}</li>
            ))}
          </ul>
        )}
      </ConsoleListPage>
      <Address />
    </>
  );
}

function show(things: Thing[], at = '/things', fail = false) {
  const source = { things, fail };
  const router = createMemoryRouter([{ path: '/things', element: <ThingsPage source={source} /> }], { initialEntries: [at] });
  renderInApp(<RouterProvider router={router} />);
  return source;
}

const things = (count: number, state: Thing['state'] = 'open'): Thing[] =>
  Array.from({ length: count }, (_, index) => ({ name: `${state} thing ${String(index + 1).padStart(2, '0')}`, state }));
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const shown = async () => within(await screen.findByRole('list', { name: 'Things' })).getAllByRole('listitem').map((item) => item.textContent);

describe('the console list page', () => {
  it('writes the search and each filter into the address, back to the first page, and lists what they match', async () => {
    const user = userEvent.setup();
    show([...things(3, 'open'), ...things(2, 'closed')], '/things?skip=0&limit=20');
    expect(await shown()).toHaveLength(5);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'thing 02{Enter}');
    expect(new URLSearchParams(address() ?? '').get('q')).toBe('thing 02');
    expect(address()).not.toContain('skip');
    expect(await screen.findByText('closed thing 02')).toBeTruthy();
    expect(await shown()).toEqual(['open thing 02', 'closed thing 02']);

    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Closed' }));
    expect(new URLSearchParams(address() ?? '').get('state')).toBe('closed');
    expect(await screen.findByText('closed thing 02')).toBeTruthy();
    expect(screen.queryByText('open thing 02')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(address()).toBe('');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('');
    expect(await screen.findByText('open thing 01')).toBeTruthy();
  });

  it('reads its filters from the address it opens at', async () => {
    show([...things(3, 'open'), ...things(2, 'closed')], '/things?state=closed');
    expect(await shown()).toEqual(['closed thing 01', 'closed thing 02']);
    expect(screen.getByRole('button', { name: 'Clear filters' }).hasAttribute('disabled')).toBe(false);
  });

  it('pages through the list with the page in the address', async () => {
    const user = userEvent.setup();
    show(things(45));
    expect(await shown()).toHaveLength(20);
    expect(screen.getByText('1–20 of 45')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('open thing 21')).toBeTruthy();
    expect(new URLSearchParams(address() ?? '').get('skip')).toBe('20');
    expect(screen.getByText('21–40 of 45')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await shown()).toEqual(['open thing 41', 'open thing 42', 'open thing 43', 'open thing 44', 'open thing 45']);
    expect(screen.getByRole('button', { name: 'Go to next page' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows no pager while the list fits one page', async () => {
    show(things(20));
    expect(await shown()).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'Go to next page' })).toBeNull();
  });

  it('says the list is empty, or that the filters leave nothing', async () => {
    show([]);
    expect(await screen.findByText('No things yet.')).toBeTruthy();
    cleanup();

    show(things(3), '/things?q=nothing');
    expect(await screen.findByText('No things match these filters.')).toBeTruthy();
    expect(screen.queryByText('No things yet.')).toBeNull();
  });

  it("shows the call's failure with a way to try again", async () => {
    const user = userEvent.setup();
    const source = show(things(2), '/things', true);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The things are resting.');

    source.fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await shown()).toEqual(['open thing 01', 'open thing 02']);
  });

  it("names a filter of the address the list refuses, lists unfiltered and keeps the CSV button off", async () => {
    show(things(2), '/things?state=lost');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^state: /);
    expect(await shown()).toEqual(['open thing 01', 'open thing 02']);
    expect(screen.getByRole('button', { name: /Download CSV/ }).hasAttribute('disabled')).toBe(true);
  });
});

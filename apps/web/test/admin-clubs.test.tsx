import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import type { AdminClubDetail, AdminClubRow } from '@wine/contract/admin/clubs';
import { ErrorCode } from '@wine/contract/errors';
import { paths } from '@wine/contract/routes';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import AdminClubPage from '../src/features/console/clubs/pages/AdminClubPage';
import AdminClubsPage from '../src/features/console/clubs/pages/AdminClubsPage';
import { renderInApp, signIn, stubApi } from './render';

beforeEach(() => signIn('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'));

// The chart library measures its box; jsdom has no layout, so the bars get a fixed size.
class FixedSize {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const CLUB_ID = '3f1c2b9a-1e4a-4012-8456-789abcdef012';
const row: AdminClubRow = {
  _id: CLUB_ID,
  name: 'Cellar Door Reds',
  status: 'open',
  sommelier: { _id: 's1', name: 'Sam Sommelier', email: 'sam@example.com' },
  retailer: { _id: 'b1', name: 'Corner Cellar' },
  price: '89.99',
  cadence: 'monthly',
  members: { active: 4, paused: 1, cancelled: 2 },
  createdAt: '2030-01-02T10:00:00.000Z',
};
const detail: AdminClubDetail = {
  ...row,
  memberList: [
    { _id: 'm1', member: { _id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' }, status: 'cancelled', deliveryType: 'delivery', joinedAt: '2030-01-03T10:00:00.000Z', cancelledAt: '2030-02-10T10:00:00.000Z' },
    { _id: 'm2', member: { _id: 'u2', name: 'Grace Hopper', email: 'grace@example.com' }, status: 'active', deliveryType: 'pickup', joinedAt: '2030-01-04T10:00:00.000Z', cancelledAt: null },
  ],
  cycles: [
    { _id: 'c2', number: 2, status: 'placed', cutoffAt: '2030-02-25T10:00:00.000Z', shipsOn: '2030-03-01T10:00:00.000Z', orders: 3, skipped: 1, unfilled: 0, revenue: '301.17' },
    { _id: 'c1', number: 1, status: 'placed', cutoffAt: '2030-01-25T10:00:00.000Z', shipsOn: '2030-02-01T10:00:00.000Z', orders: 2, skipped: 0, unfilled: 1, revenue: '200.78' },
  ],
  months: [
    { month: '2030-01', skips: 0, cancellations: 1 },
    { month: '2030-02', skips: 1, cancellations: 1 },
  ],
};

/** A console page at its address; a failed call is not retried, so its message shows at once. */
function renderAt(path: string, page: ReactElement, pattern: string) {
  const router = createMemoryRouter([{ path: pattern, element: page }], { initialEntries: [path] });
  return renderInApp(<RouterProvider router={router} />, new QueryClient({ defaultOptions: { queries: { retry: false } } }));
}

describe('the console of wine clubs', () => {
  it('lists the clubs with their members by status, a link to each, the CSV download and the chart with its figures', async () => {
    vi.stubGlobal('ResizeObserver', FixedSize);
    const calls = stubApi((call) => {
      if (call.path === '/api/admin/clubs') return { clubs: [row] };
      if (call.path === '/api/admin/clubs/activity') return { months: detail.months };
      throw { errorCode: ErrorCode.NOT_FOUND, errorMessage: 'Not here', httpStatus: 404 };
    });
    renderAt(paths.adminClubs, <AdminClubsPage />, paths.adminClubs);
    const table = await screen.findByRole('table', { name: 'Wine clubs' });
    const club = within(table).getByRole('row', { name: /Cellar Door Reds/ });
    expect(within(club).getByRole('link', { name: 'Cellar Door Reds' }).getAttribute('href')).toBe(paths.adminClub(CLUB_ID));
    expect(within(club).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Cellar Door Reds$89.99 · monthly', 'Sam Sommelier', 'Corner Cellar', 'Open', '4', '1', '2',
    ]);
    expect(screen.getByRole('button', { name: /Download CSV/ })).toBeTruthy();
    const figures = await screen.findByRole('table', { name: 'Skips and cancellations by month' });
    expect(within(figures).getAllByRole('row').slice(1).map((line) => line.textContent)).toEqual(["January'3001", "February'3011"]);
    expect(calls.map((call) => call.path).sort()).toEqual(['/api/admin/clubs', '/api/admin/clubs/activity']);
  });

  it('shows a club\'s cycles with their orders and revenue, its members and its months', async () => {
    vi.stubGlobal('ResizeObserver', FixedSize);
    stubApi((call) => {
      if (call.path === `/api/admin/clubs/${CLUB_ID}`) return detail;
      throw { errorCode: ErrorCode.NOT_FOUND, errorMessage: 'Not here', httpStatus: 404 };
    });
    renderAt(paths.adminClub(CLUB_ID), <AdminClubPage />, paths.adminClub(':id'));
    expect(await screen.findByRole('heading', { name: 'Cellar Door Reds', level: 1 })).toBeTruthy();
    const cycles = screen.getByRole('table', { name: 'Cycles' });
    const lines = within(cycles).getAllByRole('row').slice(1);
    expect(lines.map((line) => within(line).getAllByRole('cell').at(-1)?.textContent)).toEqual(['$301.17', '$200.78']);
    expect(within(lines[0]!).getAllByRole('cell')[2]?.textContent).toBe('3');
    expect(screen.getByText(/\$501\.95 in all/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Members' })).getByRole('button', { name: /Download CSV/ })).toBeTruthy();
    const members = screen.getByRole('table', { name: 'Members' });
    expect(within(members).getByRole('row', { name: /Ada Lovelace/ }).textContent).toMatch(/Cancelled/);
    expect(within(members).getByRole('row', { name: /Grace Hopper/ }).textContent).toMatch(/Pickup/);
    const months = screen.getByRole('table', { name: 'Skips and cancellations' });
    expect(within(months).getAllByRole('row')).toHaveLength(3);
  });

  it('says so when the club cannot be read', async () => {
    stubApi(() => {
      throw { errorCode: ErrorCode.NOT_FOUND, errorMessage: 'Club not found', httpStatus: 404 };
    });
    renderAt(paths.adminClub(CLUB_ID), <AdminClubPage />, paths.adminClub(':id'));
    expect(await screen.findByText('Club not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminEvent } from '@wine/contract/admin/events';
import { ErrorCode } from '@wine/contract/errors';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import AdminEventsPage from '../src/features/console/events/pages/AdminEventsPage';
import { renderInApp, signIn, stubApi } from './render';

beforeEach(() => signIn('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'));

const event = (_id: string, title: string, isActive: boolean): AdminEvent => ({
  _id,
  title,
  description: 'Six wines, one evening',
  startTime: '2030-05-01T23:00:00.000Z',
  address: { addressLine1: '12 Warren Street' },
  bookingUrl: null,
  attachments: [],
  business: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  isActive,
  businessName: 'Hudson Wine Co.',
  sommeliers: [],
  collections: [],
});
const listed = event('2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', 'Riesling night', true);
const unlisted = event('3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f', 'Barolo evening', false);

/** The events page against an API that lists both events and takes every change. */
function show() {
  const calls = stubApi((call) => {
    if (call.method === 'GET' && call.path === '/api/admin/events') return { events: [listed, unlisted], total: 2 };
    if (call.path === '/api/admin/catalogue/retailers') return { retailers: [] };
    const changed = [listed, unlisted].find((entry) => call.method === 'PATCH' && call.path === `/api/admin/events/${entry._id}`);
    if (changed) return { ...changed, ...(call.body as Partial<AdminEvent>) };
    throw { errorCode: ErrorCode.NOT_FOUND, errorMessage: 'Not here', httpStatus: 404 };
  });
  const router = createMemoryRouter([{ path: '/admin/events', element: <AdminEventsPage /> }], { initialEntries: ['/admin/events'] });
  renderInApp(<RouterProvider router={router} />);
  return () => calls.filter((call) => call.method === 'PATCH');
}

describe('the console events page', () => {
  it('shows whether each event is listed, takes one out only once the admin confirms, and lists one again at once', async () => {
    const user = userEvent.setup();
    const changes = show();
    const events = await screen.findByRole('list', { name: 'Events' });
    expect(within(events).getAllByRole('listitem').map((row) => within(row).getByText(/^(Active|Inactive)$/).textContent)).toEqual(['Active', 'Inactive']);

    await user.click(screen.getByRole('button', { name: 'Deactivate Riesling night' }));
    const confirmation = screen.getByRole('dialog', { name: 'Deactivate Riesling night?' });
    await user.click(within(confirmation).getByRole('button', { name: 'Keep as is' }));
    expect(changes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Deactivate Riesling night' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Deactivate Riesling night?' })).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(changes()).toEqual([{ method: 'PATCH', path: `/api/admin/events/${listed._id}`, body: { isActive: false } }]));

    await user.click(screen.getByRole('button', { name: 'Activate Barolo evening' }));
    await waitFor(() => expect(changes()).toHaveLength(2));
    expect(changes()[1]).toEqual({ method: 'PATCH', path: `/api/admin/events/${unlisted._id}`, body: { isActive: true } });
  });
});

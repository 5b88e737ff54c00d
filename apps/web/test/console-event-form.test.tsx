import { screen, within } from '@testing-library/react';
import type { AdminEventCreateBody } from '@wine/contract/admin/events';
import type { RetailerChoice } from '@wine/contract/admin/wines';
import { describe, expect, it } from 'vitest';
import { AdminEventFormDialog } from '../src/features/console/events/components/AdminEventFormDialog';
import { showFormDialog, stubApi, textboxNamed as field, typeInto } from './render';

const retailers: RetailerChoice[] = [
  { _id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Hudson Wine Co.', city: 'Hudson', state: 'NY' },
  { _id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', name: 'Brooklyn Cellars', city: 'Brooklyn', state: 'NY' },
];

function show() {
  // The sommelier and collection pickers list their first choices on opening: none here.
  stubApi((call) => (call.path === '/api/users' ? { data: [], total: 0 } : { categories: [], total: 0 }));
  return showFormDialog<AdminEventCreateBody>((page) => (
    <AdminEventFormDialog event={null} retailers={retailers} {...page} />
  ));
}

const retailer = () => screen.getByRole('combobox', { name: /^Retailer/ });

describe('the console event form', () => {
  it('names each missing field, the retailer included, and sends nothing', async () => {
    const { user, sent } = show();
    await user.click(screen.getByRole('button', { name: 'Create event' }));

    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
    expect(field('Address').getAttribute('aria-invalid')).toBe('true');
    expect(retailer().getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('sends the retailer picked from the list, by id, with the texts as typed', async () => {
    const { user, sent } = show();
    await typeInto(user, { Title: 'Riesling night', Description: 'Six Rieslings from the Finger Lakes.', Address: '12 Warren Street' });
    // jsdom's datetime-local input takes the value as the browser would hold it.
    await user.type(screen.getByLabelText(/^Starts/), '2030-05-01T19:00');
    await user.click(retailer());
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Brooklyn Cellars (Brooklyn, NY)' }));
    expect(retailer().textContent).toBe('Brooklyn Cellars (Brooklyn, NY)');
    await user.click(screen.getByRole('button', { name: 'Create event' }));

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ title: 'Riesling night', addressLine1: '12 Warren Street', businessId: retailers[1]?._id, sommelierIds: [], collectionIds: [] });
  });
});

import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import type { AddressInput, SavedAddress } from '@wine/contract/addresses';
import type { ZipResult } from '@wine/contract/geo';
import { Text } from '@wine/contract/texts';
import { describe, expect, it } from 'vitest';
import { AddressFormDialog } from '../src/components/ui/AddressFormDialog';
import { savedNewYorkAddress, showFormDialog, textboxNamed as field, typeInto } from './render';

/** A zip the offline dataset knows, as GET /geo/zip/{zip} answers it (kept for good, as the app keeps it). */
const manhattan: ZipResult = { zip: '10001', city: 'New York', state: 'NY', country: 'US', latitude: 40.75, longitude: -73.99 };

const saved = savedNewYorkAddress;

function show(initial: SavedAddress | null = null) {
  const client = new QueryClient();
  client.setQueryData(['geo', 'zip', manhattan.zip], manhattan);
  return showFormDialog<AddressInput>(
    (page) => <AddressFormDialog open title="Add address" initial={initial} {...page} />,
    client,
  );
}

const save = () => screen.getByRole('button', { name: 'Save address' });

describe('the address form', () => {
  it('names every missing field and sends nothing', async () => {
    const { user, sent } = show();
    await user.click(save());

    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText(Text.phoneDigits)).toBeTruthy();
    expect(screen.getByText('Street address must be at least 10 characters')).toBeTruthy();
    expect(screen.getByText('Invalid zip code.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('refuses a short phone number and a short street', async () => {
    const { user, sent } = show();
    await typeInto(user, { 'First name': 'Ada', 'Last name': 'Lovelace', 'Phone number': '212555', 'Street address': '1 Main', 'Zip code': manhattan.zip });
    await user.click(save());

    expect(await screen.findByText(Text.phoneDigits)).toBeTruthy();
    expect(screen.queryByText('First name is required')).toBeNull();
    expect(screen.getByText('Street address must be at least 10 characters')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('keeps only digits in the phone and zip fields, and no space in a name', async () => {
    const { user } = show();
    await typeInto(user, { 'Phone number': '(212) 555-0100 ext', 'Zip code': '1a0b0c01', 'First name': 'Ada Mary' });
    expect(field('Phone number').value).toBe('2125550100');
    expect(field('Zip code').value).toBe(manhattan.zip);
    expect(field('First name').value).toBe('AdaMary');
  });

  it('fills city and state from the zip and sends the entry with the phone in +1 form', async () => {
    const { user, sent } = show();
    await typeInto(user, {
      'First name': 'Ada',
      'Last name': 'Lovelace',
      'Phone number': '2125550100',
      'Street address': '350 Fifth Avenue',
      'Zip code': manhattan.zip,
    });
    expect(field('City').value).toBe('New York');
    expect(field('State').value).toBe('NY');
    await user.click(save());

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([
      {
        address: { addressLine1: '350 Fifth Avenue', zip: '10001', city: 'New York', state: 'NY', customData: { firstName: 'Ada', lastName: 'Lovelace' } },
        contactDetails: { contactNumber: '+12125550100' },
      },
    ]);
  });

  it('edits an entry under its own id, with the apartment line when one is given', async () => {
    const { user, sent } = show(saved);
    expect(field('Phone number').value).toBe('2125550100');
    await user.type(field('Apartment, suite'), 'Floor 86');
    await user.click(save());

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([
      {
        _id: saved._id,
        address: { addressLine1: '350 Fifth Avenue', addressLine2: 'Floor 86', zip: '10001', city: 'New York', state: 'NY', customData: { firstName: 'Ada', lastName: 'Lovelace' } },
        contactDetails: { contactNumber: '+12125550100' },
      },
    ]);
  });
});

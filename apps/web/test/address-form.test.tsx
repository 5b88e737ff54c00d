import { QueryClient } from '@tanstack/react-query';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressInput, SavedAddress } from '@wine/contract/addresses';
import type { ZipResult } from '@wine/contract/geo';
import { Text } from '@wine/contract/texts';
import { afterEach, describe, expect, it } from 'vitest';
import { AddressFormDialog } from '../src/components/ui/AddressFormDialog';
import { fieldNamed, renderInApp, savedNewYorkAddress } from './render';

afterEach(cleanup);
configure({ defaultHidden: true });

/** A zip the offline dataset knows, as GET /geo/zip/{zip} answers it (kept for good, as the app keeps it). */
const manhattan: ZipResult = { zip: '10001', city: 'New York', state: 'NY', country: 'US', latitude: 40.75, longitude: -73.99 };

const saved = savedNewYorkAddress;

function show(initial: SavedAddress | null = null) {
  const client = new QueryClient();
  client.setQueryData(['geo', 'zip', manhattan.zip], manhattan);
  const sent: AddressInput[] = [];
  renderInApp(
    <AddressFormDialog open title="Add address" initial={initial} saving={false} error={null} onClose={() => undefined} onSave={(entry) => sent.push(entry)} />,
    client,
  );
  return sent;
}

const save = () => screen.getByRole('button', { name: 'Save address' });

describe('the address form', () => {
  it('names every missing field and sends nothing', async () => {
    const user = userEvent.setup();
    const sent = show();
    await user.click(save());

    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText(Text.phoneDigits)).toBeTruthy();
    expect(screen.getByText('Street address must be at least 10 characters')).toBeTruthy();
    expect(screen.getByText('Invalid zip code.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('refuses a short phone number and a short street', async () => {
    const user = userEvent.setup();
    const sent = show();
    await user.type(fieldNamed('First name'), 'Ada');
    await user.type(fieldNamed('Last name'), 'Lovelace');
    await user.type(fieldNamed('Phone number'), '212555');
    await user.type(fieldNamed('Street address'), '1 Main');
    await user.type(fieldNamed('Zip code'), manhattan.zip);
    await user.click(save());

    expect(await screen.findByText(Text.phoneDigits)).toBeTruthy();
    expect(screen.queryByText('First name is required')).toBeNull();
    expect(screen.getByText('Street address must be at least 10 characters')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('keeps only digits in the phone and zip fields, and no space in a name', async () => {
    const user = userEvent.setup();
    show();
    await user.type(fieldNamed('Phone number'), '(212) 555-0100 ext');
    await user.type(fieldNamed('Zip code'), '1a0b0c01');
    await user.type(fieldNamed('First name'), 'Ada Mary');
    expect(fieldNamed('Phone number').value).toBe('2125550100');
    expect(fieldNamed('Zip code').value).toBe(manhattan.zip);
    expect(fieldNamed('First name').value).toBe('AdaMary');
  });

  it('fills city and state from the zip and sends the entry with the phone in +1 form', async () => {
    const user = userEvent.setup();
    const sent = show();
    await user.type(fieldNamed('First name'), 'Ada');
    await user.type(fieldNamed('Last name'), 'Lovelace');
    await user.type(fieldNamed('Phone number'), '2125550100');
    await user.type(fieldNamed('Street address'), '350 Fifth Avenue');
    await user.type(fieldNamed('Zip code'), manhattan.zip);
    expect(fieldNamed('City').value).toBe('New York');
    expect(fieldNamed('State').value).toBe('NY');
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
    const user = userEvent.setup();
    const sent = show(saved);
    expect(fieldNamed('Phone number').value).toBe('2125550100');
    await user.type(fieldNamed('Apartment, suite'), 'Floor 86');
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

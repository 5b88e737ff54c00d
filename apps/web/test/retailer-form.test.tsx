import { screen, within } from '@testing-library/react';
import type { RetailerBody } from '@wine/contract/admin/retailers';
import { describe, expect, it } from 'vitest';
import { RetailerFormDialog } from '../src/features/console/retailers/components/RetailerFormDialog';
import { showFormDialog, textboxNamed as field, typeInto } from './render';

const show = () =>
  showFormDialog<RetailerBody>((page) => <RetailerFormDialog retailer={null} {...page} />);

describe('the console retailer form', () => {
  it('names each missing field and sends nothing', async () => {
    const { user, sent } = show();
    await user.type(field('Zip code'), '123');
    await user.click(screen.getByRole('button', { name: 'Create retailer' }));

    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('City is required')).toBeTruthy();
    expect(screen.getByText('Zip code must be 5 digits')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the retailer with the states ticked, the fee as typed', async () => {
    const { user, sent } = show();
    await typeInto(user, { Name: 'Hudson Wine Co.', 'Street address': '12 River Street', City: 'Hudson' });
    await user.click(screen.getByRole('combobox', { name: /^State/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'NY' }));
    await typeInto(user, { 'Zip code': '12534', 'Delivery fee': '7.50' });
    const states = screen.getByRole('group', { name: /deliver/i });
    await user.click(within(states).getByRole('checkbox', { name: 'NY' }));
    await user.click(within(states).getByRole('checkbox', { name: 'NJ' }));
    await user.click(screen.getByRole('button', { name: 'Create retailer' }));

    expect(sent).toEqual([
      expect.objectContaining({
        name: 'Hudson Wine Co.',
        addressLine1: '12 River Street',
        city: 'Hudson',
        state: 'NY',
        zip: '12534',
        deliveryFee: '7.50',
        freeDeliveryThreshold: null,
        deliversToStates: ['NJ', 'NY'],
      }),
    ]);
  });
});

import { screen } from '@testing-library/react';
import type { RetailerChoice } from '@wine/contract/admin/wines';
import { describe, expect, it } from 'vitest';
import { AdminWineFormDialog } from '../src/features/console/catalogue/components/AdminWineFormDialog';
import type { SaveWineInput } from '../src/features/console/catalogue/api/wines';
import { showFormDialog, textboxNamed as field, typeInto } from './render';

const retailers: RetailerChoice[] = [{ _id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Hudson Wine Co.', city: 'Hudson', state: 'NY' }];

const show = () =>
  showFormDialog<SaveWineInput>((page) => <AdminWineFormDialog wine={null} retailers={retailers} {...page} />);

const invalid = (name: string) => field(name).getAttribute('aria-invalid');

describe('the console wine form', () => {
  it('marks every field a new wine needs and sends nothing', async () => {
    const { user, sent } = show();
    await user.click(screen.getByRole('button', { name: 'Create wine' }));

    expect(invalid('Title')).toBe('true');
    expect(invalid('Code (SKU)')).toBe('true');
    expect(invalid('Price')).toBe('true');
    expect(invalid('Bottles in stock')).toBe('true');
    expect(invalid('Sort name')).toBe('false');
    expect(sent).toEqual([]);
  });

  it('refuses a discount above the most the shop allows and a count below zero', async () => {
    const { user, sent } = show();
    await typeInto(user, { Discount: '150', 'Bottles in stock': '-1' });
    await user.click(screen.getByRole('button', { name: 'Create wine' }));

    expect(invalid('Discount')).toBe('true');
    expect(invalid('Bottles in stock')).toBe('true');
    expect(sent).toEqual([]);
  });
});

import { screen } from '@testing-library/react';
import type { BannerCreateBody } from '@wine/contract/admin/posts';
import { describe, expect, it } from 'vitest';
import { AdminBannerFormDialog } from '../src/features/console/content/components/AdminBannerFormDialog';
import { showFormDialog, textboxNamed as field } from './render';

const show = () =>
  showFormDialog<BannerCreateBody>((page) => <AdminBannerFormDialog banner={null} {...page} />);

describe('the console banner form', () => {
  it('needs a title and a link a shopper can follow, and sends nothing without them', async () => {
    const { user, sent } = show();
    await user.type(field('Link'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Create banner' }));

    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
    expect(field('Link').getAttribute('aria-invalid')).toBe('true');
    expect(field('Subline').getAttribute('aria-invalid')).toBe('false');
    expect(sent).toEqual([]);
  });
});

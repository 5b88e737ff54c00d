import { cleanup, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BannerCreateBody } from '@wine/contract/admin/posts';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminBannerFormDialog } from '../src/features/console/content/components/AdminBannerFormDialog';
import { fieldNamed, renderInApp } from './render';

afterEach(cleanup);
configure({ defaultHidden: true });

function show() {
  const sent: BannerCreateBody[] = [];
  renderInApp(<AdminBannerFormDialog banner={null} saving={false} error={null} onClose={() => undefined} onSave={(body) => sent.push(body)} />);
  return sent;
}


describe('the console banner form', () => {
  it('needs a title and a link a shopper can follow, and sends nothing without them', async () => {
    const user = userEvent.setup();
    const sent = show();
    await user.type(fieldNamed('Link'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Create banner' }));

    expect(fieldNamed('Title').getAttribute('aria-invalid')).toBe('true');
    expect(fieldNamed('Link').getAttribute('aria-invalid')).toBe('true');
    expect(fieldNamed('Subline').getAttribute('aria-invalid')).toBe('false');
    expect(sent).toEqual([]);
  });
});

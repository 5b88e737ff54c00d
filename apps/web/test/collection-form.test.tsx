import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Collection } from '@wine/contract/catalogue';
import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { Text } from '@wine/contract/texts';
import { describe, expect, it } from 'vitest';
import { CollectionFormDialog } from '../src/features/collections/components/CollectionFormDialog';
import { renderInApp, signIn, stubApi } from './render';

const CURATOR = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
const saved: Collection = {
  _id: 'c0ffee00-1234-4abc-9def-0123456789ab',
  id: 'c0ffee00-1234-4abc-9def-0123456789ab',
  type: 'COLLECTION',
  title: 'Autumn reds',
  name: 'Autumn reds',
  description: 'For the first cold evenings',
  price: '0',
  iconUrl: '/media/demo/autumn.svg',
  isActive: true,
  tenantId: SHOP_TENANT_ID,
  childrenIds: [],
  ownerUserId: CURATOR,
  affiliateId: CURATOR,
  createdBy: null,
  customData: { eventId: null, isSommlikePicks: false, isTrending: false, isByMoment: false, isByTerroir: false },
  createdAt: '2026-10-01T12:00:00.000Z',
};

function show(collection?: Collection) {
  signIn(CURATOR);
  const closed: string[] = [];
  const calls = stubApi((call) => ({ ...saved, ...(call.body as object) }));
  renderInApp(<CollectionFormDialog collection={collection} onClose={() => closed.push('closed')} />);
  return { calls, closed };
}

const title = () => screen.getByRole<HTMLInputElement>('textbox', { name: /^Collection title/ });

describe("a sommelier's collection form", () => {
  it('asks for a title that is not blank and an image, and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls, closed } = show();
    await user.type(title(), '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(screen.getByText(Text.collectionTitleRequired)).toBeTruthy();
    expect(screen.getByText(Text.collectionImageRequired)).toBeTruthy();
    expect(calls).toEqual([]);
    expect(closed).toEqual([]);
  });

  it('saves an edit of its texts, trimmed, keeping the image, then closes', async () => {
    const user = userEvent.setup();
    const { calls, closed } = show(saved);
    expect(title().value).toBe('Autumn reds');
    await user.clear(title());
    await user.type(title(), '  Winter reds ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(closed).toEqual(['closed']));
    expect(calls).toEqual([
      {
        method: 'PATCH',
        path: `/api/catalogue/${saved._id}`,
        body: { title: 'Winter reds', name: 'Winter reds', description: 'For the first cold evenings', iconUrl: '/media/demo/autumn.svg' },
      },
    ]);
  });
});

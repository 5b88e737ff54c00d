import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Review } from '@wine/contract/reviews';
import type { PublicUser } from '@wine/contract/users';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuantityStepper } from '../src/features/catalogue/components/QuantityStepper';
import { ReviewItem } from '../src/features/catalogue/components/ReviewItem';
import { SocialLinks } from '../src/features/sommeliers/components/SocialLinks';
import { renderInApp } from './render';

/** Issue 45, "Where it departs from the spec or from what a person expects": the parts a component shows. */

const review = (text: string | null): Review => ({
  _id: '665f1c2b9a1e4a0000000021',
  wineId: '665f1c2b9a1e4a0000000022',
  rating: 4,
  text,
  author: { _id: '665f1c2b9a1e4a0000000023', name: 'Grace Hopper', profilePicture: null },
  isVerifiedPurchase: true,
  isSommelier: false,
  helpfulCount: 0,
  votedHelpful: false,
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
});

describe('a review with stars and no text', () => {
  it('shows as a rating alone: who, the stars and when, with nothing to find helpful or to report', () => {
    renderInApp(<ReviewItem review={review(null)} />);
    const rating = screen.getByRole('article', { name: 'Rating by Grace Hopper' });
    expect(within(rating).getByRole('img', { name: '4 Stars' })).toBeTruthy();
    expect(within(rating).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('article', { name: 'Review by Grace Hopper' })).toBeNull();
  });

  it('while one with words keeps Helpful and Report', () => {
    renderInApp(<ReviewItem review={review('Lovely, long finish.')} />);
    const full = screen.getByRole('article', { name: 'Review by Grace Hopper' });
    expect(within(full).getByText('Lovely, long finish.')).toBeTruthy();
    expect(within(full).getByRole('button', { name: 'Helpful (0)' })).toBeTruthy();
    expect(within(full).getByRole('button', { name: 'Report' })).toBeTruthy();
  });
});

function Stepper({ max }: { max: number }) {
  const [value, setValue] = useState(1);
  return <QuantityStepper label="Quantity of Barolo" value={value} onChange={setValue} max={max} />;
}

describe("the wine page's quantity stepper", () => {
  it('says why it stops at the bottles on hand, and says nothing below them', async () => {
    const user = userEvent.setup();
    renderInApp(<Stepper max={3} />);
    const increase = screen.getByRole<HTMLButtonElement>('button', { name: 'Increase quantity' });
    await user.click(increase);
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(increase);
    expect(increase.disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Only 3 left');
  });

  it('says nothing at the line limit of a well-stocked wine', async () => {
    const user = userEvent.setup();
    renderInApp(<Stepper max={500} />);
    const quantity = screen.getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '150');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

const sommelier = (customData: PublicUser['customData']): PublicUser => ({
  _id: '665f1c2b9a1e4a0000000031',
  id: '665f1c2b9a1e4a0000000031',
  tenantId: '665f1c2b9a1e4a0000000002',
  givenName: 'Ada',
  familyName: 'Lovelace',
  name: 'Ada Lovelace',
  profilePicture: null,
  coverPicture: null,
  bio: null,
  designation: null,
  type: 'sommelier',
  activeStatus: 'approved',
  address: { fullAddress: null },
  followersCount: { users: 0 },
  customData,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe("a sommelier's social links", () => {
  it('show a handle as a handle, an address as an icon, and leave out what is neither', () => {
    renderInApp(<SocialLinks user={sommelier({ instagram: 'adamwine', tiktok: 'my tiktok', facebook: 'javascript:alert(1)', linkedin: 'https://www.linkedin.com/in/adam' })} name="Ada Lovelace" />);
    const handle = screen.getByRole('link', { name: 'Ada Lovelace on Instagram: @adamwine' });
    expect(handle.getAttribute('href')).toBe('https://instagram.com/adamwine');
    expect(handle.textContent).toBe('@adamwine');
    expect(screen.getByRole('link', { name: 'Ada Lovelace on LinkedIn' }).getAttribute('href')).toBe('https://www.linkedin.com/in/adam');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByText('my tiktok')).toBeNull();
    expect(screen.queryByText(/javascript/)).toBeNull();
  });
});

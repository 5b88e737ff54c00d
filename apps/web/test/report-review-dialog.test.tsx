import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Review } from '@wine/contract/reviews';
import { describe, expect, it } from 'vitest';
import { ReportReviewDialog } from '../src/features/catalogue/components/ReportReviewDialog';
import { renderInApp, signIn, stubApi } from './render';

const review: Review = {
  _id: '2b3c4d5e-6f70-4819-9a2b-3c4d5e6f7081',
  wineId: '3f1c2b9a-1e4a-4b00-9123-456789abcdef',
  rating: 1,
  text: 'Buy my wine instead at example.com',
  author: { _id: '4c5d6e7f-8091-4a2b-8c3d-4e5f60718293', name: 'Sam Spammer', profilePicture: null },
  isVerifiedPurchase: false,
  isSommelier: false,
  helpfulCount: 0,
  votedHelpful: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function show() {
  signIn('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d');
  const closed: string[] = [];
  const calls = stubApi(() => ({}));
  renderInApp(<ReportReviewDialog review={review} onClose={() => closed.push('closed')} />);
  return { calls, closed };
}

const report = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Report' });

describe('reporting a review', () => {
  it('waits for a reason that is more than spaces', async () => {
    const user = userEvent.setup();
    const { calls } = show();
    expect(screen.getByText("Tell us what is wrong with Sam Spammer's review.")).toBeTruthy();
    expect(report().disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), '   ');
    expect(report().disabled).toBe(true);
    expect(calls).toEqual([]);
  });

  it('sends the reason, trimmed, for this review, then closes', async () => {
    const user = userEvent.setup();
    const { calls, closed } = show();
    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), '  An advertisement  ');
    await user.click(report());

    await waitFor(() => expect(closed).toEqual(['closed']));
    expect(calls).toEqual([{ method: 'POST', path: `/api/reviews/${review._id}/report`, body: { reason: 'An advertisement' } }]);
  });
});

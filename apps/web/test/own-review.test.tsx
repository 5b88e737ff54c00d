import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OwnReview } from '../src/features/catalogue/components/OwnReview';
import { renderInApp, signIn, stubApi } from './render';

const wineId = '3f1c2b9a-1e4a-4b00-9123-456789abcdef';

function show() {
  signIn('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d');
  const calls = stubApi(() => ({ mine: null, summary: { average: 4, count: 1, distribution: [0, 0, 0, 1, 0] } }));
  renderInApp(<OwnReview wineId={wineId} mine={null} />);
  return calls;
}

const form = () => screen.getByRole('form', { name: 'Rate this wine' });

describe("a reader's review form", () => {
  it('asks for the stars in the contract\'s words and sends nothing without them', async () => {
    const user = userEvent.setup();
    const calls = show();
    await user.type(within(form()).getByRole('textbox', { name: 'Your review (optional)' }), 'Silky');
    expect(within(form()).getByText('1995 characters left')).toBeTruthy();
    await user.click(within(form()).getByRole('button', { name: 'Post review' }));

    expect(within(form()).getByRole('alert').textContent).toBe('Rating must be a number of stars');
    expect(calls).toEqual([]);
  });

  it('sends the stars and the words trimmed, and blank words as none', async () => {
    const user = userEvent.setup();
    const calls = show();
    await user.click(within(form()).getByRole('button', { name: 'Post review' }));
    // A click without the pointer's move: jsdom lays nothing out, so the stars under a moving pointer are no number.
    fireEvent.click(within(form()).getByRole('radio', { name: '4 Stars' }));
    await waitFor(() => expect(within(form()).queryByRole('alert')).toBeNull());
    await user.type(within(form()).getByRole('textbox', { name: 'Your review (optional)' }), '   ');
    await user.click(within(form()).getByRole('button', { name: 'Post review' }));

    await waitFor(() => expect(calls).toEqual([{ method: 'PUT', path: `/api/catalogue/${wineId}/review`, body: { rating: 4, text: null } }]));
  });
});

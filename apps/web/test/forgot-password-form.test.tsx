import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ForgotPasswordForm } from '../src/features/auth/components/ForgotPasswordForm';
import { renderInApp, stubApi } from './render';

const SENT = 'If an account uses this email, a reset link is on its way.';

function show() {
  const done: string[] = [];
  const calls = stubApi(() => ({ message: SENT }));
  renderInApp(<ForgotPasswordForm onDone={() => done.push('done')} onBack={() => undefined} />);
  return { calls, done };
}

describe('the forgot password form', () => {
  it('asks for the email and sends nothing without it', async () => {
    const user = userEvent.setup();
    const { calls } = show();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends the email once, says what the server said, then closes by itself', async () => {
    const user = userEvent.setup();
    const { calls, done } = show();
    await user.type(screen.getByLabelText(/^Email/), 'Ada@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: '/api/user/forgot-password', body: { email: 'ada@example.com' } }]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send reset link' }).disabled).toBe(true);
    await waitFor(() => expect(done).toEqual(['done']), { timeout: 20_000 });
  });
});

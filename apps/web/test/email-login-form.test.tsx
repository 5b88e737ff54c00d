import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCode } from '@wine/contract/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailLoginForm } from '../src/features/auth/components/EmailLoginForm';
import { renderInApp, stubApi } from './render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
configure({ defaultHidden: true });

function show() {
  const signedIn: string[] = [];
  const calls = stubApi(() => {
    throw { errorCode: ErrorCode.INVALID_CREDENTIALS, errorMessage: 'Invalid email or password', httpStatus: 401 };
  });
  renderInApp(<EmailLoginForm onSignedIn={() => signedIn.push('in')} onForgotPassword={() => undefined} onShowSignUp={() => undefined} />);
  return { calls, signedIn };
}

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${name}`));

describe('the email login form', () => {
  it('asks for the email and the password, and sends nothing without them', async () => {
    const user = userEvent.setup();
    const { calls } = show();
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends the email in lower case with the password, and shows a refusal without signing in', async () => {
    const user = userEvent.setup();
    const { calls, signedIn } = show();
    await user.type(field('Email'), 'Ada@Example.com');
    await user.type(field('Password'), 'Vintage2019!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(calls).toEqual([
      { method: 'POST', path: '/api/user/tokensignin', body: { strategy: 'basic_email', idToken: 'ada@example.com', idTokenSecret: 'Vintage2019!' } },
    ]);
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Log in' }).disabled).toBe(false));
    expect(signedIn).toEqual([]);
  });
});

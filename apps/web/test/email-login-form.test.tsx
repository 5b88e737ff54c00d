import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCode } from '@wine/contract/errors';
import { describe, expect, it } from 'vitest';
import { EmailLoginForm } from '../src/features/auth/components/EmailLoginForm';
import { fieldNamed, showRefusedAccountForm } from './render';

/** The form against an API that knows no such account. */
const show = () =>
  showRefusedAccountForm({ errorCode: ErrorCode.INVALID_CREDENTIALS, errorMessage: 'Invalid email or password', httpStatus: 401 }, (onSignedIn) => (
    <EmailLoginForm onSignedIn={onSignedIn} onForgotPassword={() => undefined} onShowSignUp={() => undefined} />
  ));

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
    await user.type(fieldNamed('Email'), 'Ada@Example.com');
    await user.type(fieldNamed('Password'), 'Vintage2019!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(calls).toEqual([
      { method: 'POST', path: '/api/user/tokensignin', body: { strategy: 'basic_email', idToken: 'ada@example.com', idTokenSecret: 'Vintage2019!' } },
    ]);
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Log in' }).disabled).toBe(false));
    expect(signedIn).toEqual([]);
  });
});

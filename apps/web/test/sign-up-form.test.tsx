import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCode } from '@wine/contract/errors';
import { Text } from '@wine/contract/texts';
import { describe, expect, it } from 'vitest';
import { SignUpForm } from '../src/features/auth/components/SignUpForm';
import { fieldNamed, showRefusedAccountForm } from './render';

/** The form against an API that already knows the address. */
const show = () =>
  showRefusedAccountForm({ errorCode: ErrorCode.EMAIL_TAKEN, errorMessage: 'An account with this email already exists', httpStatus: 409 }, (onSignedIn) => (
    <SignUpForm onSignedIn={onSignedIn} onShowLogin={() => undefined} />
  ));

async function fill(user: ReturnType<typeof userEvent.setup>, confirm: string) {
  await user.type(fieldNamed('First name'), 'Ada');
  await user.type(fieldNamed('Last name'), 'Lovelace');
  await user.type(fieldNamed('Email'), 'ada @example.com');
  await user.type(fieldNamed('Password'), 'Vintage2019!');
  await user.type(fieldNamed('Confirm password'), confirm);
}

describe('the sign-up form', () => {
  it('names the missing fields, refuses passwords that differ, and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = show();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Please confirm your password')).toBeTruthy();
    expect(fieldNamed('First name').getAttribute('aria-invalid')).toBe('true');

    await fill(user, 'Vintage2018!');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(Text.passwordsDoNotMatch)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends the account without spaces in the email, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const { calls, signedIn } = show();
    await fill(user, 'Vintage2019!');
    expect(fieldNamed('Email').value).toBe('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('An account with this email already exists')).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/user/register',
        body: expect.objectContaining({ givenName: 'Ada', familyName: 'Lovelace', email: 'ada@example.com', password: 'Vintage2019!', type: 'user' }),
      },
    ]);
    expect(calls[0]!.body).not.toHaveProperty('confirmPassword');
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign up' }).disabled).toBe(false));
    expect(signedIn).toEqual([]);
  });
});

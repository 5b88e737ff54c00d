import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StorageKey } from '@wine/contract/constants';
import { Text } from '@wine/contract/texts';
import { afterEach, describe, expect, it } from 'vitest';
import ContactUsPage from '../src/features/contact/pages/ContactUsPage';
import { fieldNamed, renderInApp, stubApi } from './render';

afterEach(() => {
  window.localStorage.clear();
});


describe('the contact form', () => {
  it('asks for all four fields and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = stubApi(() => ({ _id: 'ticket', status: 'OPEN' }));
    renderInApp(<ContactUsPage />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email Address is required')).toBeTruthy();
    expect(screen.getByText('Subject is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("sends a guest's request as a contact ticket, says so, and clears the message", async () => {
    const user = userEvent.setup();
    const calls = stubApi(() => ({ _id: 'ticket', status: 'OPEN' }));
    renderInApp(<ContactUsPage />);
    await user.type(fieldNamed('Name'), 'Ada Lovelace');
    await user.type(fieldNamed('Email Address'), 'ada@example.com');
    await user.type(fieldNamed('Subject'), 'A tasting for twelve');
    await user.type(fieldNamed('Description'), 'Could we book a Barolo evening in March?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(Text.contactSuccess)).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/support/ticket',
        body: {
          status: 'OPEN',
          type: 'CONTACT_REQUEST',
          name: 'Ada Lovelace',
          emailAddress: 'ada@example.com',
          subject: 'A tasting for twelve',
          content: 'Could we book a Barolo evening in March?',
        },
      },
    ]);
    expect(fieldNamed('Subject').value).toBe('');
    expect(fieldNamed('Name').value).toBe('Ada Lovelace');
    expect(window.localStorage.getItem(StorageKey.isSubscribe)).toBe('true');
  });
});

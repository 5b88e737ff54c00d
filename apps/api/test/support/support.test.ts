import { ErrorCode } from '@wine/contract/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, supportTickets, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { countRows, outboxFor, userRow } from '../helpers/db';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { signUp } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SUPPORT_ADDRESS = 'support@sommlike.test';

/** The Contact us form as the app sends it (spec 000 §7). */
const contactForm = (overrides: Record<string, unknown> = {}) => ({
  status: 'OPEN',
  type: 'CONTACT_REQUEST',
  name: 'Grace Taster',
  emailAddress: 'Grace@Example.com',
  subject: 'Hosting an event',
  content: 'We would like to host a tasting in Napa.',
  ...overrides,
});

const submit = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/support/ticket', payload, headers });

const ticketRow = async (id: string) => (await t.db.select().from(supportTickets).where(eq(supportTickets.id, id)))[0];

describe('POST /api/support/ticket', () => {
  it('stores a guest ticket and mails it to the support address', async () => {
    const result = expectSuccess<{ _id: string; status: string }>(await submit(contactForm({ subject: 'Line one\nBcc: someone@evil.test' })));
    expect(result).toEqual({ _id: expect.any(String), status: 'OPEN' });

    expect(await ticketRow(result._id)).toMatchObject({
      userId: null,
      type: 'CONTACT_REQUEST',
      status: 'OPEN',
      name: 'Grace Taster',
      emailAddress: 'grace@example.com',
      content: 'We would like to host a tasting in Napa.',
    });
    const mail = (await outboxFor(t.db, SUPPORT_ADDRESS)).find((row) => row.text.includes(result._id));
    expect(mail?.subject).toBe('Contact request: Line one Bcc: someone@evil.test');
    expect(mail?.text).toContain('Grace Taster <grace@example.com>');
    expect(mail?.text).toContain('We would like to host a tasting in Napa.');
  });

  it("links a signed-in sender's ticket and makes them a subscriber, keeping their other settings", async () => {
    const account = await signUp(t.app);
    await t.db.update(users).set({ customData: { profileOneLine: 'Pinot lover' } }).where(eq(users.id, account.user._id));

    const result = expectSuccess<{ _id: string }>(await submit(contactForm(), account.auth));
    expect((await ticketRow(result._id))?.userId).toBe(account.user._id);
    expect((await userRow(t.db, account.user._id)).customData).toEqual({ profileOneLine: 'Pinot lover', isSubscribe: true });
  });

  it.each(['name', 'emailAddress', 'subject', 'content', 'status', 'type'])('refuses a form without %s and stores nothing', async (field) => {
    const form: Record<string, unknown> = contactForm();
    delete form[field];
    const [tickets, mails] = [await countRows(t.db, supportTickets), await countRows(t.db, outboxEmails)];
    expectFailure(await submit(form), 400, ErrorCode.VALIDATION_FAILED, field);
    expect(await countRows(t.db, supportTickets)).toBe(tickets);
    expect(await countRows(t.db, outboxEmails)).toBe(mails);
  });

  it.each([
    ['a blank name', { name: '   ' }, 'Name is required'],
    ['a bad email', { emailAddress: 'not-an-email' }, 'Please enter a valid email address'],
    ['another type', { type: 'COMPLAINT' }, 'type'],
    ['an unknown field', { userId: '01930000-0000-7000-8000-000000000001' }, 'userId'],
  ])('refuses %s and stores nothing', async (_name, change, message) => {
    const tickets = await countRows(t.db, supportTickets);
    expectFailure(await submit(contactForm(change)), 400, ErrorCode.VALIDATION_FAILED, message);
    expect(await countRows(t.db, supportTickets)).toBe(tickets);
  });
});

describe('POST /api/support/ticket rate limit', () => {
  it('answers 429 after the configured number of calls a minute', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '2' });
    try {
      const send = () => limited.app.inject({ method: 'POST', url: '/api/support/ticket', payload: contactForm() });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      expectFailure(await send(), 429, ErrorCode.TOO_MANY_REQUESTS);
      expect(await countRows(limited.db, supportTickets)).toBe(2);
    } finally {
      await limited.close();
    }
  });
});

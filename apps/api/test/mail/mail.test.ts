import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { outboxFor, resetLinkFor } from '../helpers/db';
import { expectSuccess } from '../helpers/envelope';
import { mimeParts } from '../helpers/mail';
import { eventually, startSmtpServer, type SmtpServer } from '../helpers/smtp';
import { insertAccount } from '../helpers/users';

let t: TestApp;
let smtp: SmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Sommlike <no-reply@shop.test>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email } });

/** The outbox row of the one mail sent to an address, once it satisfies the check. */
const outboxRow = (to: string, check: (row: typeof outboxEmails.$inferSelect) => void) =>
  eventually(async () => {
    const rows = await outboxFor(t.db, to);
    expect(rows).toHaveLength(1);
    check(rows[0]!);
    return rows[0]!;
  });

describe('mail through SMTP', () => {
  it('sends the reset mail to the SMTP server and marks the outbox row sent', async () => {
    // A seeded account: its only mail is the reset.
    const { row: account } = await insertAccount(t.db);
    expectSuccess(await forgot(account.email));

    const row = await outboxRow(account.email, (r) => expect(r.status).toBe('sent'));
    expect(row).toMatchObject({ attempts: 1, lastError: null, sentAt: expect.any(Date) });

    const mail = smtp.received.find((m) => m.to.includes(account.email));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('no-reply@shop.test');
    expect(mail!.raw).toContain('Subject: Reset your Sommlike password');
    // The body may be quoted-printable: compare without soft line breaks and with '=' decoded.
    const body = mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const url = /(http:\/\/shop\.test\/reset-password\?\S+)/.exec(body.split('\n').find((line) => line.startsWith('http://shop.test/reset-password')) ?? '')?.[1];
    const token = new URL(url!).searchParams.get('t')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Once sent, the outbox keeps no live link (issue 44): a backup of it cannot reset the password.
    expect(`${row.text}${row.html}`).not.toContain(token);
    expect(row.text).toContain('reset-password?t=(removed once sent)');
    expect(row.secrets).toBeNull();
    // The mailed link still works.
    expectSuccess(await t.app.inject({ method: 'POST', url: '/api/user/reset-password', payload: { token, email: account.email, newPassword: 'A new passphrase 2026!', newPasswordCopy: 'A new passphrase 2026!' } }));
  });

  it('sends the HTML and the text of a mail as the two parts of multipart/alternative', async () => {
    const { row: account } = await insertAccount(t.db, { givenName: 'Zoë<b>' });
    expectSuccess(await forgot(account.email));
    const row = await outboxRow(account.email, (r) => expect(r.status).toBe('sent'));
    const mail = smtp.received.find((m) => m.to.includes(account.email));

    const { contentType, parts } = mimeParts(mail!.raw);
    expect(contentType).toBe('multipart/alternative');
    expect(parts.map((part) => part.contentType)).toEqual(['text/plain', 'text/html']);
    const [text, html] = parts.map((part) => part.body.replace(/\r\n/g, '\n'));
    const url = /(http:\/\/shop\.test\/reset-password\?\S+)/.exec(text!)![1]!;
    const token = new URL(url).searchParams.get('t')!;
    const blank = (body: string) => body.split(token).join('(removed once sent)');
    expect(blank(text!)).toBe(row.text);
    expect(blank(html!)).toBe(row.html);
    expect(html).toContain('Hello Zoë&lt;b&gt;,');
    expect(html).toContain(`href="${url.replace('&', '&amp;')}"`);
  });

  it('keeps the mail pending while the server is down, and delivers it later', async () => {
    const port = smtp.port;
    await smtp.close();
    const { row: account } = await insertAccount(t.db);
    expectSuccess(await forgot(account.email));

    const pending = await outboxRow(account.email, (r) => expect(r.attempts).toBe(1));
    expect(pending).toMatchObject({ status: 'pending', sentAt: null, lastError: expect.any(String) });
    // Not sent yet: the link stays, for the retry to send it.
    const { token } = await resetLinkFor(t.db, account.email);
    expect(pending.secrets).toEqual([token]);

    // Younger mail may still be on its first attempt: the retry job only takes mail older than a minute.
    expect(await t.app.mailer.deliverPending()).toBe(0);
    await t.db
      .update(outboxEmails)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(outboxEmails.id, pending.id));

    // Still down: one more attempt is counted, the mail stays pending.
    expect(await t.app.mailer.deliverPending()).toBe(0);
    expect((await outboxFor(t.db, account.email))[0]).toMatchObject({ status: 'pending', attempts: 2 });

    smtp = await startSmtpServer(port);
    expect(await t.app.mailer.deliverPending()).toBe(1);
    expect((await outboxFor(t.db, account.email))[0]).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(smtp.received.filter((m) => m.to.includes(account.email))).toHaveLength(1);
    expect(smtp.received.find((m) => m.to.includes(account.email))!.raw.replace(/=\r?\n/g, '')).toContain(token);
    expect((await outboxFor(t.db, account.email))[0]!.text).not.toContain(token);

    // Nothing is sent twice.
    expect(await t.app.mailer.deliverPending()).toBe(0);
  });
});

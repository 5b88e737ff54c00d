import pino from 'pino';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/db/client';
import { outboxEmails } from '../../src/db/schema';
import { runOutbox } from '../../src/jobs';
import { createMailer } from '../../src/modules/mail/service';
import { createTestApp, type TestApp } from '../helpers/app';
import { outboxFor } from '../helpers/db';
import { expectSuccess } from '../helpers/envelope';
import { poolOf, urlOf } from '../helpers/payments';
import { countCases } from '../helpers/reliability';
import { eventually, startSmtpServer, type SmtpServer } from '../helpers/smtp';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { insertAccount } from '../helpers/users';

/**
 * The mail server fails under the shop: it hangs (accepts, never answers), then goes down (a
 * restart). Requests must not wait for it, mail must wait in the outbox, and the outbox job must
 * send each mail once when the server is back, even with two processes running the job.
 */

let smtp: SmtpServer;
let proxy: TcpProxy;
let t: TestApp;
let smtpUrl: string;
beforeAll(async () => {
  smtp = await startSmtpServer();
  proxy = await startTcpProxy({ host: '127.0.0.1', port: smtp.port });
  smtpUrl = `smtp://127.0.0.1:${proxy.port}`;
  t = await createTestApp({ SMTP_URL: smtpUrl });
});
afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await smtp?.close();
});

const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email } });

describe('the mail server hanging, then down', () => {
  it('answers at once, keeps the mail in the outbox, and the job sends each mail once when it is back', async (context) => {
    // Seeded accounts: their only mail is the reset.
    const accounts = (await Promise.all([insertAccount(t.db), insertAccount(t.db), insertAccount(t.db)])).map(({ row }) => row);

    proxy.freeze();
    countCases(context, 1);
    for (const account of accounts) {
      expectSuccess(await forgot(account.email));
      // Answered while the mail server hangs: no attempt to send can have ended yet (the mailer's
      // timeouts are 10 s and more, and an attempt is counted when it ends).
      expect((await outboxFor(t.db, account.email)).filter((mail) => mail.attempts > 0)).toEqual([]);
    }
    // The mail is written once the answers are out.
    await t.app.background.idle();
    for (const account of accounts) expect(await outboxFor(t.db, account.email)).toMatchObject([{ status: 'pending', sentAt: null }]);

    // The server restarts: the hung attempts are cut off, and it refuses connections for a while.
    await proxy.refuse();
    countCases(context, 1);
    const ids = await eventually(async () => {
      const rows = await t.db.select().from(outboxEmails).where(inArray(outboxEmails.to, accounts.map((a) => a.email)));
      expect(rows).toHaveLength(accounts.length);
      for (const row of rows) expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.any(String) });
      return rows.map((row) => row.id);
    }, 60_000);
    // The job retries mail older than a minute: age it rather than wait.
    await t.db.update(outboxEmails).set({ createdAt: sql`now() - interval '2 minutes'` }).where(inArray(outboxEmails.id, ids));
    expect(await runOutbox(poolOf(t.db), t.app.mailer)).toBe(0);
    expect(smtp.received).toEqual([]);

    // Back: two processes run the job at the same moment; each mail leaves once.
    await proxy.restore();
    const other = connect(urlOf(t.db), { max: 2 });
    const otherMailer = createMailer({ db: other.db, smtpUrl, from: 'Sommlike <no-reply@sommlike.test>', log: pino({ level: 'silent' }) });
    try {
      const runs = await Promise.all([runOutbox(poolOf(t.db), t.app.mailer), runOutbox(other.pool, otherMailer)]);
      const sent = runs.reduce<number>((sum, run) => sum + (run ?? 0), 0);
      expect(sent).toBe(accounts.length);
    } finally {
      otherMailer.close();
      await other.close();
    }
    for (const account of accounts) {
      expect(smtp.received.filter((mail) => mail.to.includes(account.email))).toHaveLength(1);
      const [row] = await outboxFor(t.db, account.email);
      expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null, sentAt: expect.any(Date) });
    }
    expect(await runOutbox(poolOf(t.db), t.app.mailer)).toBe(0);
    expect(smtp.received).toHaveLength(accounts.length);
    expect((await t.db.select().from(outboxEmails).where(eq(outboxEmails.status, 'pending'))).length).toBe(0);
  });
});

import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, Executor } from '../../db/client';
import { newId } from '../../lib/ids';
import { insertOutboxEmail, markOutboxEmail, pendingOutboxEmails, unsentOutboxEmails, type OutboxRow } from './queries';

/** What monitoring reads of the outbox (plugins/metrics.ts). */
export { outboxHealth } from './queries';

/** The console's outbox (admin/inbox.ts): the mail module owns the table (decision 0056). */
export { countOutbox, listOutbox, lockOutboxMail, markOutboxEmail, type OutboxRow } from './queries';

/**
 * A mail as the shop writes it, built by a template of ./templates: HTML, and the same message in
 * plain text for the clients and readers that take text. SMTP sends both as multipart/alternative.
 */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Tokens of single-use links in the body: kept until the mail is sent, then blanked (decision 0060). */
  secrets?: string[];
}

/** A sent mail as the outbox keeps it: its links' tokens gone, so a backup or a reader of the table holds no live link. */
export function withoutSecrets<T extends { text: string; html: string | null; secrets: string[] | null }>(row: T): T {
  const blank = (body: string) => (row.secrets ?? []).reduce((kept, secret) => kept.split(secret).join('(removed once sent)'), body);
  return { ...row, text: blank(row.text), html: row.html === null ? null : blank(row.html), secrets: null };
}


export interface Mailer {
  /**
   * Writes the mail to the outbox through `db`: the transaction of the change it announces, so the
   * mail exists exactly when the change does (a transactional outbox). Answers the mail's id for
   * `deliver`. Callers use withMail, which pairs the two.
   */
  queue: (db: Executor, mail: Mail) => Promise<string>;
  /** Sends mails queued by a committed transaction now, through SMTP when configured; not awaited by requests. */
  deliver: (ids: string[]) => Promise<void>;
  /** Sends what is still pending (SMTP was down, or the process stopped before sending). */
  deliverPending: () => Promise<number>;
  close: () => void;
}

const MAX_ATTEMPTS = 5;

/**
 * An attempt gives up well within the minute after which the outbox job retries a mail
 * (pendingOutboxEmails): a mail server that hangs must not leave one attempt running while the job
 * sends the same mail again. nodemailer would wait up to 2 minutes to connect and 10 of silence.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailer(options: { db: Db; smtpUrl: string | undefined; from: string; log: FastifyBaseLogger }): Mailer {
  const { db, log, from } = options;
  const transport: Transporter | undefined = options.smtpUrl ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS }) : undefined;

  async function deliver(row: OutboxRow): Promise<boolean> {
    const { id, attempts, to, subject, text, html } = row;
    if (!transport) return false;
    try {
      // Mail queued before mails had HTML has none: it leaves as text only.
      await transport.sendMail({ from, to, subject, text, html: html ?? undefined });
      // Until now the links had to stay (a retry sends the same mail); once sent, they go.
      const kept = withoutSecrets(row);
      await markOutboxEmail(db, id, { status: 'sent', attempts: attempts + 1, sentAt: new Date(), lastError: null, text: kept.text, html: kept.html, secrets: null });
      return true;
    } catch (error) {
      const failed = attempts + 1 >= MAX_ATTEMPTS;
      log.warn({ mailId: id, attempts: attempts + 1, reason: (error as Error).message }, 'mail not sent yet');
      await markOutboxEmail(db, id, {
        status: failed ? 'failed' : 'pending',
        attempts: attempts + 1,
        lastError: (error as Error).message.slice(0, 500),
      });
      return false;
    }
  }

  return {
    async queue(executor, mail) {
      const id = newId();
      await insertOutboxEmail(executor, { id, ...mail });
      // Only who and what: bodies may hold single-use links, which are secrets.
      log.info({ mailId: id, to: mail.to, subject: mail.subject, smtp: Boolean(transport) }, 'mail queued');
      return id;
    },
    async deliver(ids) {
      if (!transport || ids.length === 0) return;
      for (const row of await unsentOutboxEmails(db, ids)) await deliver(row);
    },
    async deliverPending() {
      if (!transport) return 0;
      let sent = 0;
      for (const row of await pendingOutboxEmails(db, 50)) {
        if (await deliver(row)) sent++;
      }
      return sent;
    },
    close: () => transport?.close(),
  };
}

/**
 * Writes a mail to the outbox in `db`'s transaction where no Mailer is at hand: a change made deep in
 * a module that many callers reach (a wine back in stock, decision 0052). The outbox job sends it on
 * its next run, as it does any mail not sent at once.
 */
export async function queueForOutboxJob(db: Executor, mail: Mail): Promise<void> {
  await insertOutboxEmail(db, { id: newId(), ...mail });
}

/**
 * Runs `work` in one transaction with a `send` that queues mail in it: a mail is in the outbox if
 * and only if the change it announces committed, whatever crash happens in between. Delivery is
 * attempted once the transaction has committed, without holding up the caller (the outbox job
 * retries whatever does not leave now).
 */
export async function withMail<T>(
  ctx: { db: Db; mailer: Mailer; log: FastifyBaseLogger },
  work: (tx: Executor, send: (mail: Mail) => Promise<void>) => Promise<T>,
): Promise<T> {
  const queued: string[] = [];
  const result = await ctx.db.transaction((tx) =>
    work(tx, async (mail) => {
      queued.push(await ctx.mailer.queue(tx, mail));
    }),
  );
  ctx.mailer.deliver(queued).catch((error: unknown) => ctx.log.error({ err: error, mailIds: queued }, 'outbox delivery failed'));
  return result;
}

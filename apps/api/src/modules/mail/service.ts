import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { newId } from '../../lib/ids';
import { insertOutboxEmail, markOutboxEmail, pendingOutboxEmails } from './queries';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Records the mail in the outbox; it leaves through SMTP when configured. */
  send: (mail: Mail) => Promise<void>;
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

  async function deliver(id: string, mail: Mail, attempts: number): Promise<boolean> {
    if (!transport) return false;
    try {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await markOutboxEmail(db, id, { status: 'sent', attempts: attempts + 1, sentAt: new Date(), lastError: null });
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
    async send(mail) {
      const id = newId();
      await insertOutboxEmail(db, { id, ...mail });
      // Only who and what: bodies may hold single-use links, which are secrets.
      log.info({ mailId: id, to: mail.to, subject: mail.subject, smtp: Boolean(transport) }, 'mail queued');
      // Not awaited: a slow mail server must not slow the request, and the outbox keeps the mail anyway.
      deliver(id, mail, 0).catch((error: unknown) => log.error({ err: error, mailId: id }, 'outbox update failed'));
    },
    async deliverPending() {
      if (!transport) return 0;
      let sent = 0;
      for (const row of await pendingOutboxEmails(db, 50)) {
        if (await deliver(row.id, { to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined }, row.attempts)) {
          sent++;
        }
      }
      return sent;
    },
    close: () => transport?.close(),
  };
}

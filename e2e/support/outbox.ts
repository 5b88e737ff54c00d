import pg from 'pg';
import { testDatabaseUrl } from './db';

export interface OutboxEmail {
  subject: string;
  text: string;
}

/** The newest mail to `to` in the outbox (of one subject, when given), waiting for it to arrive. */
export async function latestEmailTo(to: string, timeoutMs = 30_000, subject?: string): Promise<OutboxEmail> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query<OutboxEmail>(
        'SELECT subject, text FROM outbox_emails WHERE "to" = $1 AND ($2::text IS NULL OR subject = $2) ORDER BY created_at DESC LIMIT 1',
        [to, subject ?? null],
      );
      if (rows[0]) return rows[0];
      if (Date.now() > deadline) throw new Error(`No email to ${to} in the outbox`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await client.end();
  }
}

/** The reset link's path and query (`/reset-password?t=...&e=...`) from a mail body. */
export function resetLinkPath(text: string): string {
  const match = /https?:\/\/[^\s"'<>]+(\/reset-password\?[^\s"'<>]+)/.exec(text) ?? /(\/reset-password\?[^\s"'<>]+)/.exec(text);
  if (!match?.[1]) throw new Error(`No reset link in: ${text}`);
  return match[1];
}

/** The path of the `/email-link?t=...` link in a mail body (verification, email change, undo). */
export function emailLinkPath(text: string): string {
  const match = /(\/email-link\?t=[\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`No email link in: ${text}`);
  return match[1];
}

/** Mail subjects the account security specs open links from. */
export const AccountMail = {
  verify: 'Verify your Sommlike email',
  confirmChange: 'Confirm your new Sommlike email',
  changeNotice: 'Your Sommlike email is being changed',
  reset: 'Reset your Sommlike password',
} as const;

import fs from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from '../../src/db/client';
import { migrationsFolder } from '../../src/db/migrate';
import { outboxEmails, users } from '../../src/db/schema';

/** The stored row of a user, as the database holds it. */
export async function userRow(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

export async function userByEmail(db: Db, email: string) {
  return (await db.select().from(users).where(eq(users.email, email)))[0];
}

export async function countRows(db: Db, table: PgTable): Promise<number> {
  return (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
}

/**
 * The mails sent to an address, or only those with one subject, oldest first: ordered by the
 * database's microseconds, as two mails a moment apart share a JavaScript Date's millisecond.
 */
export const outboxFor = (db: Db, to: string, subject?: string) =>
  db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, to), subject === undefined ? undefined : eq(outboxEmails.subject, subject)))
    .orderBy(outboxEmails.createdAt);

export const RESET_MAIL_SUBJECT = 'Reset your Sommlike password';

/** The reset link of the newest mail sent to an address: its token and email parameters. */
export async function resetLinkFor(db: Db, to: string) {
  const last = (await outboxFor(db, to, RESET_MAIL_SUBJECT)).at(-1);
  const match = last && /(http:\/\/shop\.test\/reset-password\?\S+)/.exec(last.text);
  if (!match?.[1]) throw new Error(`no reset link mailed to ${to}`);
  const url = new URL(match[1]);
  return { url: match[1], token: url.searchParams.get('t') ?? '', email: url.searchParams.get('e') ?? '' };
}

export const VERIFY_MAIL_SUBJECT = 'Verify your Sommlike email';

/** The `/email-link?t=` link of the newest mail with `subject` sent to an address. */
export async function emailLinkFor(db: Db, to: string, subject: string) {
  const last = (await outboxFor(db, to, subject)).at(-1);
  const match = last && /(http:\/\/shop\.test\/email-link\?\S+)/.exec(last.text);
  if (!match?.[1]) throw new Error(`no "${subject}" link mailed to ${to}`);
  return { url: match[1], token: new URL(match[1]).searchParams.get('t') ?? '' };
}

/**
 * Runs a migration again on a test's database (already migrated, then given rows from before the
 * migration): its whole file as one simple query, which PostgreSQL runs as one transaction.
 */
export async function rerunMigration(pool: pg.Pool, file: string): Promise<void> {
  await pool.query(await fs.readFile(path.join(migrationsFolder, file), 'utf8'));
}

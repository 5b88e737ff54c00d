import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/db/client';
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

export const outboxFor = (db: Db, to: string) => db.select().from(outboxEmails).where(eq(outboxEmails.to, to));

/** The reset link of the newest mail sent to an address: its token and email parameters. */
export async function resetLinkFor(db: Db, to: string) {
  const mails = await outboxFor(db, to);
  const last = mails.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1);
  const match = last && /(http:\/\/shop\.test\/reset-password\?\S+)/.exec(last.text);
  if (!match?.[1]) throw new Error(`no reset link mailed to ${to}`);
  const url = new URL(match[1]);
  return { url: match[1], token: url.searchParams.get('t') ?? '', email: url.searchParams.get('e') ?? '' };
}

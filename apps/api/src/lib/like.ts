import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** `%`, `_` and the escape character itself are LIKE wildcards; a search means them literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The LIKE pattern for a substring, lowered, with its wildcards taken literally. */
const substringPattern = (search: string) => sql`('%' || lower(${escapeLike(search)}) || '%') ESCAPE '\\'`;

/**
 * A case-insensitive substring match, never a raw pattern. Written as `lower(<text>) LIKE ...` so a
 * trigram index on `lower(<text>)` serves it.
 */
export const containsText = (text: SQL | SQL.Aliased | PgColumn, search: string) => sql`lower(${text}) LIKE ${substringPattern(search)}`;

/** The same match against a column that already holds lowered text (a stored `lower(...)`). */
export const containsLowered = (lowered: SQL | SQL.Aliased | PgColumn, search: string) => sql`${lowered} LIKE ${substringPattern(search)}`;

import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** `%`, `_` and the escape character itself are LIKE wildcards; a search means them literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * A case-insensitive substring match, never a raw pattern. Written as `lower(<text>) LIKE ...` so a
 * trigram index on `lower(<text>)` serves it.
 */
export const containsText = (text: SQL | SQL.Aliased | PgColumn, search: string) =>
  sql`lower(${text}) LIKE ('%' || lower(${escapeLike(search)}) || '%') ESCAPE '\\'`;

/** Page size of a list call that does not send a limit (the contract caps limits at 100). */
export const DEFAULT_LIST_LIMIT = 20;

export interface Page {
  offset: number;
  limit: number;
}

/** The rows a list call asks for; absent values mean the first page of the default size. */
export const pageOf = (offset: number | undefined, limit: number | undefined): Page => ({
  offset: offset ?? 0,
  limit: limit ?? DEFAULT_LIST_LIMIT,
});

/** Rows an export reads per query: a batch is in memory at a time, never the whole export. */
export const EXPORT_BATCH_SIZE = 500;

/**
 * Every row of a query, a batch at a time by keyset: `read` answers up to `size` rows after the
 * last row of the previous batch (none for the first). A short batch is the last. With `readAhead`
 * the next batch is read while the caller takes in this one, so the database and the caller work
 * at once (a build); without, nothing is read until the caller asks (an export to a slow reader).
 */
export async function* keysetBatches<Row>(read: (after: Row | undefined, size: number) => Promise<Row[]>, size = EXPORT_BATCH_SIZE, { readAhead = false } = {}): AsyncGenerator<Row[]> {
  const readAfter = (after: Row | undefined) => {
    const rows = read(after, size);
    // A batch read ahead is awaited below unless the caller stops early; then its failure (a connection closed) is moot.
    if (readAhead) rows.catch(() => undefined);
    return rows;
  };
  let next = readAfter(undefined);
  for (;;) {
    const rows = await next;
    const last = rows.length < size;
    if (readAhead && !last) next = readAfter(rows.at(-1));
    if (rows.length > 0) yield rows;
    if (last) return;
    if (!readAhead) next = readAfter(rows.at(-1));
  }
}

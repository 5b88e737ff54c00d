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
 * last row of the previous batch (none for the first). A short batch is the last.
 */
export async function* keysetBatches<Row>(read: (after: Row | undefined, size: number) => Promise<Row[]>, size = EXPORT_BATCH_SIZE): AsyncGenerator<Row[]> {
  let after: Row | undefined;
  for (;;) {
    const rows = await read(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows.at(-1);
  }
}

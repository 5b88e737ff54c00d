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

import { v7 } from 'uuid';

/** New ids are UUIDv7: time-ordered, so `sort=-_id` is newest first and inserts stay index-friendly. */
export const newId = (): string => v7();

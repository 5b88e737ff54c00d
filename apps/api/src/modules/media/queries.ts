import type { Executor } from '../../db/client';
import { media } from '../../db/schema';

export const insertMedia = (db: Executor, row: typeof media.$inferInsert) => db.insert(media).values(row);

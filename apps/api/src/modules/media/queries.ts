import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { media } from '../../db/schema';

export const insertMedia = (db: Executor, row: typeof media.$inferInsert) => db.insert(media).values(row);

export const mediaIdsAmong = async (db: Executor, ids: string[]): Promise<Set<string>> =>
  new Set(ids.length === 0 ? [] : (await db.select({ id: media.id }).from(media).where(inArray(media.id, ids))).map((row) => row.id));

import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { backupRuns } from '../db/schema';
import { newId } from '../lib/ids';

export interface BackupRun {
  startedAt: Date;
  finishedAt: Date;
  location: string;
  entry: string;
  bytes: number;
  error?: string;
}

/** Records a backup run in the shop's database, where every instance's /metrics finds it. */
export async function recordBackupRun(db: Db, run: BackupRun): Promise<void> {
  await db.insert(backupRuns).values({ id: newId(), ...run, succeeded: run.error === undefined, error: run.error ?? null });
}

/** When the newest good backup began (what it holds), or undefined when none was ever taken. */
export async function lastGoodBackup(db: Db, location?: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ startedAt: backupRuns.startedAt })
    .from(backupRuns)
    .where(and(eq(backupRuns.succeeded, true), location === undefined ? undefined : eq(backupRuns.location, location)))
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  return row?.startedAt;
}

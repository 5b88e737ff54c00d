import type { Config } from '../config';
import type { Db } from '../db/client';
import type { MediaStore } from '../modules/media/store';
import { latestCutoff } from '../modules/payments/schedule';
import { locationAddress } from './location';
import { lastGoodBackup } from './record';
import { takeBackup, type BackupResult } from './take-backup';

/**
 * The nightly backup, when BACKUP_TO is set: taken when no good backup to that place began since
 * the latest BACKUP_TIME (store time), so a night the shop was down is caught up when it runs again.
 * Undefined when not due or not configured.
 */
export async function backupIfDue(
  { config, db, databaseUrl, media }: { config: Config; db: Db; databaseUrl: string; media: MediaStore },
  now: Date = new Date(),
): Promise<BackupResult | undefined> {
  const { to, keep, time, key } = config.backup;
  if (!to) return undefined;
  const last = await lastGoodBackup(db, locationAddress(to));
  if (last && last >= latestCutoff(now, config.storeTimezone, time)) return undefined;
  return takeBackup({ databaseUrl, db, media, to, keep, key, s3: config.s3 });
}

import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { DATABASE_NAME, DataDirBusyError, startEmbeddedPostgres, type EmbeddedCluster } from './embedded';

const consoleLog = { info: (message: string) => console.log(message), warn: (message: string) => console.warn(message), debug: () => undefined };

/**
 * The shop's database for an operator's command: DATABASE_URL, else the embedded cluster in
 * DATA_DIR, started for the command; when a shop is running on that directory, the database it
 * announced in connection.json (with `running: 'refuse'`, a DataDirBusyError instead).
 */
export async function openShopDatabase(config: Config, running: 'share' | 'refuse' = 'share'): Promise<{ url: string; cluster?: EmbeddedCluster }> {
  if (config.databaseUrl) return { url: config.databaseUrl };
  await fs.mkdir(config.dataDir, { recursive: true });
  try {
    const cluster = await startEmbeddedPostgres(config.dataDir, DATABASE_NAME, consoleLog);
    return { url: cluster.url(), cluster };
  } catch (error) {
    if (!(error instanceof DataDirBusyError) || running === 'refuse') throw error;
    const file = path.join(config.dataDir, 'connection.json');
    const announced = await fs.readFile(file, 'utf8').catch(() => undefined);
    if (!announced) throw error;
    return { url: (JSON.parse(announced) as { databaseUrl: string }).databaseUrl };
  }
}

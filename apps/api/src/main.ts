import fs from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { connect } from './db/client';
import { DATABASE_NAME, DataDirBusyError, startEmbeddedPostgres, type EmbeddedCluster } from './db/embedded';
import { applyMigrations } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { startJobs } from './jobs';
import { recoverUploads } from './modules/media/service';


async function main(config: Config): Promise<void> {
  const log = pino({ level: config.logLevel });
  let cluster: EmbeddedCluster | undefined;
  if (!config.databaseUrl) {
    log.info(`Starting embedded PostgreSQL in ${path.join(config.dataDir, 'pg')}`);
    cluster = await startEmbeddedPostgres(config.dataDir, DATABASE_NAME, log);
  }
  const databaseUrl = config.databaseUrl ?? cluster!.url();
  const database = connect(databaseUrl);
  try {
    // Migrations and the seed may run long statements: their own pool, without the request deadlines.
    const setup = connect(databaseUrl, { max: 2, bulk: true });
    try {
      await applyMigrations(setup.pool);
      if (config.seed === 'demo') await seedIfEmpty(setup.db, { mediaDir: config.mediaDir, log });
    } finally {
      await setup.close();
    }
    const uploads = await recoverUploads(database.db, config.mediaDir);
    if (uploads.finished + uploads.dropped > 0) log.warn(uploads, 'Finished the uploads a crash interrupted');
    const app = await buildApp({ config, db: database.db });
    const jobs = startJobs({ pool: database.pool, mailer: app.mailer, log: app.log });

    let stopping = false;
    const shutdown = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      app.log.info(`${signal} received, shutting down`);
      jobs.stop();
      await app.close();
      await database.close();
      await cluster?.stop();
      process.exit(0);
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));

    await app.listen({ port: config.port, host: config.host });
    // Lets tools on this machine (browser tests, benchmarks) reach the same database.
    await fs.writeFile(path.join(config.dataDir, 'connection.json'), JSON.stringify({ databaseUrl }), { mode: 0o600 });
    log.info(`The shop is open at ${config.publicOrigin}  (API docs: ${config.publicOrigin}/api/docs)`);
  } catch (error) {
    await database.close().catch(() => undefined);
    await cluster?.stop().catch(() => undefined);
    throw error;
  }
}

try {
  const config = loadConfig();
  await fs.mkdir(config.dataDir, { recursive: true });
  await main(config);
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirBusyError) {
    console.error(error.message);
  } else {
    console.error('The shop could not start:', error);
  }
  process.exit(1);
}

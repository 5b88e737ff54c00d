import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { connect, scaledDeadlines } from './db/client';
import { primaryOnly, replicaReads, type Reads } from './db/replicas';
import { DATABASE_NAME, DataDirBusyError, startEmbeddedPostgres, type EmbeddedCluster } from './db/embedded';
import { applyMigrations } from './db/migrate';
import { seedIfEmpty } from './seed';
import { startJobs } from './jobs';
import { recoverCutUploads } from './modules/media/service';
import { createMediaStore } from './modules/media/store';
import { AppError } from './lib/errors';
import { recordPublicOrigin } from './lib/public-origin';


async function main(config: Config): Promise<void> {
  const log = pino({ level: config.logLevel });
  let cluster: EmbeddedCluster | undefined;
  if (!config.databaseUrl) {
    log.info(`Starting embedded PostgreSQL in ${path.join(config.dataDir, 'pg')}`);
    cluster = await startEmbeddedPostgres(config.dataDir, DATABASE_NAME, log);
  }
  const databaseUrl = config.databaseUrl ?? cluster!.url();
  const deadlines = scaledDeadlines(config.databaseDeadlineScale);
  const database = connect(databaseUrl, { deadlines });
  const media = createMediaStore(config.media, config.mediaDir);
  let reads: Reads | undefined;
  try {
    // Migrations and the seed may run long statements: their own pool, without the request deadlines.
    const setup = connect(databaseUrl, { max: 2, bulk: true });
    try {
      await applyMigrations(setup.pool, async () => {
        if (config.seed === 'demo') await seedIfEmpty(setup.db, { media, log });
      });
    } finally {
      await setup.close();
    }
    await recordPublicOrigin(database.db, config.publicOrigin);
    const uploads = await recoverCutUploads(database.db, media, { atStart: true });
    if (uploads.finished + uploads.dropped > 0) log.warn(uploads, 'Finished the uploads a crash interrupted');
    reads = config.replicaUrls.length > 0 ? replicaReads(database, config.replicaUrls, config.replicaMaxLagMs, { deadlines, isAnswer: (error) => error instanceof AppError }) : primaryOnly(database.db);
    const app = await buildApp({ config, db: database.db, reads, media });
    const jobs = startJobs({ pool: database.pool, databaseUrl, mailer: app.mailer, log: app.log, media });

    let stopping = false;
    const shutdown = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      app.log.info(`${signal} received, shutting down`);
      jobs.stop();
      if (signal === 'SIGTERM') {
        // Draining: the load balancer sees the readiness answer turn 503 and sends no new requests.
        app.readiness.draining = true;
        await sleep(config.drain.graceMs);
      }
      // Requests in flight finish, within the deadline.
      const deadline = sleep(config.drain.timeoutMs).then(() => app.log.warn('Requests still running at the drain deadline'));
      await Promise.race([app.close(), deadline]);
      await reads?.close();
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
    await reads?.close().catch(() => undefined);
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

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig, type Env } from '../../src/config';
import { connect, type Db } from '../../src/db/client';
import { createTestDatabase } from './database';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  /** The connection pool the app runs on. */
  pool: pg.Pool;
  dataDir: string;
  close: () => Promise<void>;
}

/**
 * The whole API on its own database and data directory; environment overrides per test file.
 * Logging is off unless a logStream is given, which then receives every log line.
 */
export async function createTestApp(
  env: Partial<Record<keyof Env, string>> = {},
  options: {
    logStream?: { write: (line: string) => void };
    /** The app reaches its database at this address instead (a test's proxy); `db` stays direct for the test's own checks. */
    connectThrough?: (databaseUrl: string) => string;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const appDatabase = options.connectThrough ? connect(options.connectThrough(database.url)) : database;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wine-api-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: 'http://shop.test',
    AUTH_RATE_LIMIT_MAX: '1000',
    AUTH_ACCOUNT_RATE_LIMIT_MAX: '1000',
    AUTH_NEW_CLIENTS_RATE_LIMIT_MAX: '1000',
    ...env,
  });
  const app = await buildApp({
    config,
    db: appDatabase.db,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    pool: appDatabase.pool,
    dataDir,
    close: async () => {
      await app.close();
      if (appDatabase !== database) await appDatabase.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The API serving a built web app whose only file is `indexHtml`, as the link previews and the sitemap read it; `close` removes that too. */
export async function createTestAppServing(indexHtml: string): Promise<TestApp> {
  const webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'wine-web-dist-'));
  await fs.writeFile(path.join(webDist, 'index.html'), indexHtml);
  const t = await createTestApp({ WEB_DIST: webDist });
  return {
    ...t,
    close: async () => {
      await t.close();
      await fs.rm(webDist, { recursive: true, force: true });
    },
  };
}

/** One API call as the app's clients make it (`url` without the /api prefix). */
export const callApi = (t: TestApp, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

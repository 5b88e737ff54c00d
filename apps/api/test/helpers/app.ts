import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type Env } from '../../src/config';
import type { Db } from '../../src/db/client';
import type { Mailer } from '../../src/modules/mail/service';
import { createTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance & { mailer: Mailer };
  db: Db;
  dataDir: string;
  close: () => Promise<void>;
}

/**
 * The whole API on its own database and data directory; environment overrides per test file.
 * Logging is off unless a logStream is given, which then receives every log line.
 */
export async function createTestApp(
  env: Partial<Record<keyof Env, string>> = {},
  options: { logStream?: { write: (line: string) => void } } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wine-api-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: 'http://shop.test',
    AUTH_RATE_LIMIT_MAX: '1000',
    ...env,
  });
  const app = await buildApp({
    config,
    db: database.db,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

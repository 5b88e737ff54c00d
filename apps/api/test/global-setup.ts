import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { applyMigrations } from '../src/db/migrate';
import { TEMPLATE_DATABASE } from './helpers/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the test cluster, with `{db}` where the database name goes. */
    pgUrlPattern: string;
  }
}

const quiet = { info: () => undefined, warn: () => undefined, debug: () => undefined };

/** One embedded PostgreSQL cluster per run, with a migrated template that each test file clones. */
export default async function setup(project: TestProject) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wine-api-test-'));
  const cluster = await startEmbeddedPostgres(dataDir, TEMPLATE_DATABASE, quiet);
  const pool = new pg.Pool({ connectionString: cluster.url(TEMPLATE_DATABASE), max: 1 });
  await applyMigrations(pool);
  await pool.end();
  project.provide('pgUrlPattern', cluster.url('{db}'));
  return async () => {
    await cluster.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}

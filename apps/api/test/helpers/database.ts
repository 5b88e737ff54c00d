import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, scaledDeadlines, type Database } from '../../src/db/client';

export const TEMPLATE_DATABASE = 'wine_template';
/** DATABASE_DEADLINE_SCALE of every server the tests start. */
export const TEST_DEADLINE_SCALE = 10;

/** A fresh database for one test file, cloned from the migrated template. */
export async function createTestDatabase(): Promise<Database & { url: string }> {
  const pattern = inject('pgUrlPattern');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pattern.replace('{db}', 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = pattern.replace('{db}', () => name);
  // The deadlines of a busy machine: the tests of the deadlines themselves connect with the real ones.
  return { ...connect(url, { max: 5, deadlines: scaledDeadlines(TEST_DEADLINE_SCALE) }), url };
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, type Database } from '../../src/db/client';

export const TEMPLATE_DATABASE = 'wine_template';

/** A fresh database for one test file, cloned from the migrated template. */
export async function createTestDatabase(): Promise<Database & { url: string }> {
  const pattern = inject('pgUrlPattern');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pattern.replace('{db}', 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = pattern.replace('{db}', () => name);
  return { ...connect(url, { max: 5 }), url };
}

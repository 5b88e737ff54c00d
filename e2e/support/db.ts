import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** The test server's database (embedded PostgreSQL writes its address into the data dir). */
export function testDatabaseUrl(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  const { databaseUrl } = JSON.parse(fs.readFileSync(path.join(dataDir, 'connection.json'), 'utf8')) as { databaseUrl: string };
  return databaseUrl;
}

/** Runs one statement against the test server's database. */
export async function sql<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

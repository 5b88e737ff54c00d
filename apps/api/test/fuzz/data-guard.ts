import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

const single = <T>(rows: T[]): T => {
  if (!rows[0]) throw new Error('no row');
  return rows[0];
};

/**
 * Tells whether a request changed data: the tables whose rows differ from the baseline taken after
 * the last accepted (2xx) request.
 *
 * Checksumming every table after each request made the full-size fuzzing crawl as the database
 * grew, so `install` puts a statement trigger on every table that logs the table's name in
 * `data_guard.writes`. The log row commits or rolls back with the write, so only the tables named
 * in it can differ from their checksum, and only those are summed again. Consuming the log with
 * DELETE ... RETURNING takes exactly the committed rows: a write still in flight stays for later.
 */
export class DataGuard {
  /** Each table's checksum at the baseline. */
  private readonly baseline = new Map<string, string>();

  private constructor(private readonly db: Db) {}

  /** Puts the write log on every table of the database. Run once, before the first request. */
  static async install(db: Db): Promise<DataGuard> {
    await db.execute(sql`CREATE SCHEMA data_guard`);
    await db.execute(sql`CREATE TABLE data_guard.writes (name text NOT NULL)`);
    await db.execute(sql`
      CREATE FUNCTION data_guard.note_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO data_guard.writes (name) VALUES (TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    for (const name of await tableNames(db)) {
      await db.execute(
        sql.raw(`CREATE TRIGGER data_guard_note_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${name}"
          FOR EACH STATEMENT EXECUTE FUNCTION data_guard.note_write()`),
      );
    }
    const guard = new DataGuard(db);
    await guard.rebase();
    return guard;
  }

  /** The first transaction id not yet handed out. */
  async xmax(): Promise<bigint> {
    const result = await this.db.execute<{ xmax: string }>(sql`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax`);
    return BigInt(single(result.rows).xmax);
  }

  /** Takes the baseline: the state every later refused request must leave as it is. */
  async rebase(): Promise<void> {
    const consumed = await this.db.execute<{ name: string }>(sql`DELETE FROM data_guard.writes RETURNING name`);
    const stale = new Set(consumed.rows.map((row) => row.name));
    if (this.baseline.size === 0) for (const name of await tableNames(this.db)) stale.add(name);
    for (const [name, sum] of await this.checksums([...stale])) this.baseline.set(name, sum);
  }

  /** The tables whose rows differ from the baseline. */
  async changedTables(): Promise<string[]> {
    const written = await this.db.execute<{ name: string }>(sql`SELECT DISTINCT name FROM data_guard.writes ORDER BY 1`);
    const now = await this.checksums(written.rows.map((row) => row.name));
    return [...now].filter(([name, sum]) => this.baseline.get(name) !== sum).map(([name]) => name);
  }

  /** The checksum of each named table's rows. */
  private async checksums(names: string[]): Promise<Map<string, string>> {
    if (names.length === 0) return new Map();
    const parts = names.map(
      (name) => `SELECT '${name}' AS name, md5(coalesce(string_agg(row.*::text, E'\\n' ORDER BY row.*::text), '')) AS sum FROM "${name}" AS row`,
    );
    const result = await this.db.execute<{ name: string; sum: string }>(sql.raw(parts.join(' UNION ALL ')));
    return new Map(result.rows.map((row) => [row.name, row.sum]));
  }
}

async function tableNames(db: Db): Promise<string[]> {
  const tables = await db.execute<{ name: string }>(sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
  return tables.rows.map((row) => row.name);
}

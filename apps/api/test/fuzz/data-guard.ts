import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

const single = <T>(rows: T[]): T => {
  if (!rows[0]) throw new Error('no row');
  return rows[0];
};

/**
 * Tells whether a request changed data. Fast path: every committed write needs a transaction id,
 * so when the snapshot's xmax did not move, or none of the ids handed out in between committed,
 * nothing was written. Otherwise the checksum of every table is compared with the baseline taken
 * after the last accepted (2xx) request.
 */
export class DataGuard {
  private baseline: Map<string, string> | undefined;

  constructor(private readonly db: Db) {}

  /** The first transaction id not yet handed out. */
  async xmax(): Promise<bigint> {
    const result = await this.db.execute<{ xmax: string }>(sql`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax`);
    return BigInt(single(result.rows).xmax);
  }

  /** How many transactions with ids in [from, to) committed. */
  async committedBetween(from: bigint, to: bigint): Promise<number> {
    if (to <= from) return 0;
    const result = await this.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM generate_series(${from.toString()}::bigint, ${(to - 1n).toString()}::bigint) AS id
      WHERE pg_xact_status(id::text::xid8) = 'committed'`);
    return single(result.rows).n;
  }

  /** The checksum of each table's rows. */
  async checksums(): Promise<Map<string, string>> {
    const tables = await this.db.execute<{ name: string }>(sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
    const parts = tables.rows.map(
      ({ name }) => `SELECT '${name}' AS name, md5(coalesce(string_agg(row.*::text, E'\\n' ORDER BY row.*::text), '')) AS sum FROM "${name}" AS row`,
    );
    const result = await this.db.execute<{ name: string; sum: string }>(sql.raw(parts.join(' UNION ALL ')));
    return new Map(result.rows.map((row) => [row.name, row.sum]));
  }

  /** Takes the baseline: the state every later refused request must leave as it is. */
  async rebase(): Promise<void> {
    this.baseline = await this.checksums();
  }

  /** The tables whose rows differ from the baseline. */
  async changedTables(): Promise<string[]> {
    const baseline = this.baseline ?? new Map<string, string>();
    const now = await this.checksums();
    return [...now].filter(([name, sum]) => baseline.get(name) !== sum).map(([name]) => name);
  }
}

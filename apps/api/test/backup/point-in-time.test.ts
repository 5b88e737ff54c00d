/**
 * Point-in-time recovery for the several-instance setup (docs/operations.md, "Restoring to a given
 * minute"): the cluster's primary (Debian's PostgreSQL, reliability/cluster.ts) archives its WAL
 * with deploy/postgres/archive-wal.sh; after a base backup, orders are placed through the load
 * balancer, the time is noted, more orders are placed; a server recovered from the base backup and
 * the archive up to that time holds exactly the first orders. Skipped only where Debian's
 * PostgreSQL is not installed (CI installs it).
 */
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../../../reliability/cluster';
import { archiveCurrentWal, baseBackup, recoverToTime, type Recovered } from '../../../../reliability/point-in-time';
import { resultOf, ShopApi, Shopper } from '../../../../reliability/shopper';
import { buyableWines } from '../../../../reliability/soak';

const debianPostgres = existsSync('/usr/lib/postgresql') || Boolean(process.env.PG_BIN);

describe.skipIf(!debianPostgres)('point-in-time recovery of the primary', { timeout: 240_000 }, () => {
  let cluster: Cluster;
  let recovered: Recovered | undefined;
  let archive: string;

  beforeAll(async () => {
    // A folder of its own, as the archive would be on another disk or host.
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'wine-wal-'));
    // PostgreSQL's own user (when this runs as root) must pass through it.
    await fs.chmod(folder, 0o711);
    archive = path.join(folder, 'archive');
    cluster = await startCluster({ instances: 1, walArchive: archive });
  }, 240_000);

  afterAll(async () => {
    await recovered?.stop();
    await cluster?.stop();
    if (archive) await fs.rm(path.dirname(archive), { recursive: true, force: true });
  }, 120_000);

  it('restores the state of a given time: the orders placed before it, none after', async () => {
    await baseBackup(cluster.primaryUrl, path.join(cluster.workDir, 'base-backups', 'base'));
    const api = new ShopApi(cluster.origin);
    const shopper = await Shopper.register(api, `pitr-${Date.now()}@sommlike.test`);
    await shopper.verifyEmail(cluster.primaryUrl);
    const addressId = await shopper.saveBillingAddress();
    const cardId = await shopper.addTestCard();
    const wine = (await buyableWines(cluster.primaryUrl))[0]!;
    const placeOrders = async (count: number) => {
      const ids: string[] = [];
      for (let index = 0; index < count; index++) {
        const cart = resultOf(await shopper.openCart());
        const filled = resultOf(await shopper.setItem(cart._id, wine.id, index + 1));
        ids.push(resultOf(await shopper.confirmPickup(filled, cardId, addressId))._id);
      }
      return ids;
    };

    const before = await placeOrders(3);
    const noted = new Date();
    const after = await placeOrders(2);
    await archiveCurrentWal(cluster.primaryUrl, archive);

    recovered = await recoverToTime({ base: path.join(cluster.workDir, 'base-backups', 'base'), archive, target: noted, workDir: cluster.workDir, database: 'shop' });
    const client = new pg.Client(recovered.url);
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string; status: string; lines: number; confirmations: number }>(
        `SELECT o.id, o.status,
                (SELECT count(*)::int FROM order_items i WHERE i.order_id = o.id) AS lines,
                (SELECT count(*)::int FROM order_events e WHERE e.order_id = o.id AND e.to_status = 'CONFIRMED') AS confirmations
           FROM orders o WHERE o.id = ANY($1::uuid[]) ORDER BY o.created_at`,
        [[...before, ...after]],
      );
      expect(rows.map((row) => row.id)).toEqual(before);
      // Whole: each with its line and its confirmation (the card is charged later, by the nightly run).
      expect(rows.map(({ status, lines, confirmations }) => ({ status, lines, confirmations }))).toEqual(before.map(() => ({ status: 'CONFIRMED', lines: 1, confirmations: 1 })));
    } finally {
      await client.end();
    }
  });
});

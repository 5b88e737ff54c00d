/**
 * The database refuses a status the contract's order status table does not hold, and holds every
 * one it does: the CHECK of migration 0016 (and of any migration that replaces it) and the table
 * cannot drift apart (docs/decisions/0027-order-status-table.md).
 */
import { ORDER_STATUS_VALUES } from '@wine/contract/order-status';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { createTestDatabase } from '../helpers/database';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('allows in orders.status exactly the statuses of the contract', async () => {
  const result = await database.db.execute<{ definition: string }>(
    sql`SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = 'orders_status_check'`,
  );
  const definition = result.rows[0]?.definition ?? '';
  const allowed = [...definition.matchAll(/'([A-Z_]+)'::text/g)].map((match) => match[1]);
  expect(allowed.sort()).toEqual([...ORDER_STATUS_VALUES].sort());
});

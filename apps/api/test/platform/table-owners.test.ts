/**
 * Each table has one owner that writes it (docs/decisions/0056): a module, or for the few tables
 * no module writes, the one file that does. Another module reads it, or asks the owner's service to
 * change it. The owners are declared in helpers/table-owners.ts; a write by anyone else fails here
 * with its place. There are no exceptions (decision 0057).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';
import { TABLE_OWNERS } from '../helpers/table-owners';
import { SRC_DIR, tableWrites, type TableWrite } from '../helpers/table-writes';

/** The writes not made by the table's owner, one line each. */
function foreignWrites(writes: TableWrite[], owners: Record<string, string>): string[] {
  return writes
    .filter((write) => owners[write.table] !== write.writer)
    .map((write) => `${write.at}: ${write.writer} writes ${write.table}, owned by ${owners[write.table] ?? 'nobody'}`);
}

describe('the tables', () => {
  const writes = tableWrites();

  it('each have an owner, and each owner is a module or a file of the API', () => {
    const tables = Object.entries(schema).filter(([, value]) => is(value, PgTable)).map(([name]) => name).sort();
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(tables);
    const missing = Object.values(TABLE_OWNERS).filter(
      (owner) => !fs.existsSync(path.join(SRC_DIR, 'modules', owner)) && !fs.existsSync(path.join(SRC_DIR, `${owner}.ts`)),
    );
    expect(missing).toEqual([]);
  });

  it('are written only by their owners', () => {
    expect(writes.length).toBeGreaterThan(0);
    expect(foreignWrites(writes, TABLE_OWNERS)).toEqual([]);
  });
});

describe('the table write check', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'table-writes-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  /** An API source tree made of `files` (path below src → source). */
  function sources(name: string, files: Record<string, string>): string {
    const dir = path.join(scratch, name);
    for (const [file, code] of Object.entries({ 'db/schema.ts': 'export const a = 1;\n', ...files })) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), code);
    }
    return dir;
  }

  it('finds inserts, updates and deletes through imports, renames, constants, aliases, namespaces and raw SQL', () => {
    const dir = sources('writes', {
      'modules/shop/queries.ts': [
        "import { alias } from 'drizzle-orm/pg-core';",
        "import { sql } from 'drizzle-orm';",
        "import { carts, orders as placed } from '../../db/schema';",
        "import * as tables from '../../db/schema';",
        'const cart = carts;',
        "const old = alias(placed, 'old');",
        'export const a = (db) => db.insert(cart).values({});',
        'export const b = (db) => db.update(old).set({});',
        'export const c = (db) => db.delete(tables.coupons);',
        'export const d = (db) => db.execute(sql`UPDATE ${tables.stock} SET n = 1`);',
        'export const e = (db, seen: Set<string>) => { seen.delete(cart.id); return db.select().from(placed); };',
      ].join('\n'),
      'lib/audit.ts': "import { auditLog } from '../db/schema';\nexport const f = (db) => db.insert(auditLog);\n",
    });
    expect(tableWrites(dir)).toEqual([
      { table: 'auditLog', writer: 'lib/audit', at: 'lib/audit.ts:2' },
      { table: 'carts', writer: 'shop', at: 'modules/shop/queries.ts:7' },
      { table: 'orders', writer: 'shop', at: 'modules/shop/queries.ts:8' },
      { table: 'coupons', writer: 'shop', at: 'modules/shop/queries.ts:9' },
      { table: 'stock', writer: 'shop', at: 'modules/shop/queries.ts:10' },
    ]);
  });

  it("names each write to a table its module does not own, and lets the owner's pass", () => {
    const dir = sources('owners', {
      'modules/orders/queries.ts': "import { orders, coupons } from '../../db/schema';\nexport const a = (db) => db.update(orders);\nexport const b = (db) => db.update(coupons);\n",
      'modules/stock/queries.ts': "import { wines } from '../../db/schema';\nexport const c = (db) => db.update(wines);\n",
    });
    const owners = { orders: 'orders', coupons: 'promotions', wines: 'catalogue' };
    expect(foreignWrites(tableWrites(dir), owners)).toEqual([
      'modules/orders/queries.ts:3: orders writes coupons, owned by promotions',
      'modules/stock/queries.ts:2: stock writes wines, owned by catalogue',
    ]);
  });
});

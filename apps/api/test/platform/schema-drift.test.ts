/**
 * The migrations are written by hand and schema.ts (with schema-beyond-drizzle.ts) is their
 * description: this fails, naming each difference, when the migrated database and the declarations
 * part (docs/decisions/0048-migrations-by-hand-schema-checked.md). Fix the declarations from the
 * message; docs/changes/schema.md says how a column, an index or a trigger is added.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { createTestDatabase } from '../helpers/database';
import { buildDeclaredSchema, declaredViews, readSchema, schemaDifferences } from '../helpers/schema-drift';

let migrated: Database & { url: string };
let migratedClient: pg.Client;
let declaredClient: pg.Client;
let declared: Awaited<ReturnType<typeof readSchema>>;
const declaredDatabase = `declared_${randomBytes(6).toString('hex')}`;
const pattern = inject('pgUrlPattern');

async function adminQuery(statement: string) {
  const admin = new pg.Client({ connectionString: pattern.replace('{db}', 'postgres') });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

beforeAll(async () => {
  migrated = await createTestDatabase();
  migratedClient = new pg.Client({ connectionString: migrated.url });
  await migratedClient.connect();
  await adminQuery(`CREATE DATABASE ${declaredDatabase} TEMPLATE template0`);
  declaredClient = new pg.Client({ connectionString: pattern.replace('{db}', () => declaredDatabase) });
  await declaredClient.connect();
  await buildDeclaredSchema(declaredClient);
  declared = [...(await readSchema(declaredClient)), ...declaredViews()];
});

afterAll(async () => {
  await declaredClient?.end();
  await adminQuery(`DROP DATABASE IF EXISTS ${declaredDatabase}`);
  await migratedClient?.end();
  await migrated?.close();
});

/** The differences once `change` is made to the migrated database, which is then rolled back. */
async function differencesAfter(change: string): Promise<string[]> {
  await migratedClient.query('BEGIN');
  try {
    await migratedClient.query(change);
    return schemaDifferences(await readSchema(migratedClient), declared);
  } finally {
    await migratedClient.query('ROLLBACK');
  }
}

it('finds the migrated database as schema.ts and schema-beyond-drizzle.ts declare it', async () => {
  const differences = schemaDifferences(await readSchema(migratedClient), declared);
  expect(differences, 'The migrations and apps/api/src/db/schema.ts (or schema-beyond-drizzle.ts) differ; make the declarations say what the database has').toEqual([]);
});

describe('names what differs', () => {
  it('an INCLUDE column the declarations lack', async () => {
    const differences = await differencesAfter(`
      DROP INDEX catalogue_wines_newest_idx;
      CREATE INDEX catalogue_wines_newest_idx ON catalogue_items (tenant_id, id) INCLUDE (title_lower, name) WHERE type = 'PRODUCT' AND is_active`);
    expect(differences).toEqual([
      'index catalogue_wines_newest_idx: database has INCLUDE (title_lower, name), schema-beyond-drizzle.ts declares none',
    ]);
  });

  it("an index's keys, predicate, method and uniqueness, and an index schema.ts lacks", async () => {
    const differences = await differencesAfter(`
      DROP INDEX orders_placed_idx;
      CREATE UNIQUE INDEX orders_placed_idx ON orders (tenant_id, placed_at DESC) WHERE completed_at IS NULL;
      DROP INDEX catalogue_wines_admin_title_trgm_idx;
      CREATE INDEX catalogue_wines_admin_title_trgm_idx ON catalogue_items USING gist (lower(title) gist_trgm_ops) WHERE type = 'PRODUCT';
      CREATE INDEX coupons_code_idx ON coupons (code)`);
    expect(differences).toEqual([
      'index catalogue_wines_admin_title_trgm_idx: database has USING gist, schema.ts declares USING gin',
      'index catalogue_wines_admin_title_trgm_idx: database has keys (lower(title) gist_trgm_ops), schema.ts declares keys (lower(title) gin_trgm_ops)',
      'index coupons_code_idx: database has it (ON coupons USING btree keys (code)), schema.ts declares none',
      'index orders_placed_idx: database has UNIQUE, schema.ts declares none',
      'index orders_placed_idx: database has WHERE completed_at IS NULL, schema.ts declares WHERE placed_at IS NOT NULL',
      'index orders_placed_idx: database has keys (tenant_id, placed_at DESC), schema.ts declares keys (tenant_id, placed_at, id)',
    ]);
  });

  it("a column schema.ts lacks, and a column's type, nullability and default", async () => {
    const differences = await differencesAfter(`
      ALTER TABLE coupons ADD COLUMN note text DEFAULT 'none' NOT NULL;
      ALTER TABLE coupons ALTER COLUMN used_count TYPE bigint, ALTER COLUMN used_count DROP NOT NULL, ALTER COLUMN used_count SET DEFAULT 1`);
    expect(differences).toEqual([
      "column coupons.note: database has it (type text NOT NULL DEFAULT 'none'::text), schema.ts declares none",
      'column coupons.used_count: database has DEFAULT 1, schema.ts declares DEFAULT 0',
      'column coupons.used_count: database has none, schema.ts declares NOT NULL',
      'column coupons.used_count: database has type bigint, schema.ts declares type integer',
    ]);
  });

  it('constraints: a CHECK, a foreign key action, a unique constraint and a primary key', async () => {
    const differences = await differencesAfter(`
      ALTER TABLE reviews DROP CONSTRAINT reviews_rating_check, ADD CONSTRAINT reviews_rating_check CHECK (rating BETWEEN 1 AND 10);
      ALTER TABLE sessions DROP CONSTRAINT sessions_user_id_users_id_fk, ADD CONSTRAINT sessions_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL;
      ALTER TABLE topics ADD CONSTRAINT topics_name_key UNIQUE (name);
      ALTER TABLE collection_children DROP CONSTRAINT collection_children_collection_id_wine_id_pk, ADD PRIMARY KEY (wine_id, collection_id)`);
    expect(differences).toEqual([
      'constraint reviews_rating_check: database has CHECK (rating >= 1 AND rating <= 10), schema.ts declares CHECK (rating >= 1 AND rating <= 5)',
      'constraint topics_name_key: database has it (ON topics UNIQUE (name)), schema.ts declares none',
      'foreign key sessions(user_id): database has ON DELETE SET NULL, schema.ts declares ON DELETE CASCADE',
      'primary key collection_children: database has PRIMARY KEY (wine_id, collection_id), schema.ts declares PRIMARY KEY (collection_id, wine_id)',
    ]);
  });

  it('triggers, tables and views', async () => {
    const differences = await differencesAfter(`
      DROP TRIGGER catalogue_items_changes_insert ON catalogue_items;
      DROP TRIGGER catalogue_items_changes_update ON catalogue_items;
      CREATE TRIGGER catalogue_items_changes_update AFTER UPDATE OF price_cents ON catalogue_items
        FOR EACH ROW WHEN (NEW.is_active) EXECUTE FUNCTION log_catalogue_changes();
      CREATE TABLE catalogue_notes (id bigint PRIMARY KEY);
      CREATE VIEW active_wines AS SELECT id FROM catalogue_items WHERE is_active`);
    expect(differences).toEqual([
      'column catalogue_notes.id: database has it (type bigint NOT NULL), schema.ts declares none',
      'primary key catalogue_notes: database has it (PRIMARY KEY (id)), schema.ts declares none',
      'table catalogue_notes: database has it, schema.ts declares none',
      'trigger catalogue_items_changes_insert: schema-beyond-drizzle.ts declares it (ON catalogue_items AFTER INSERT FOR EACH STATEMENT EXECUTE FUNCTION log_catalogue_changes()), the database has none',
      'trigger catalogue_items_changes_update: database has FOR EACH ROW, schema-beyond-drizzle.ts declares FOR EACH STATEMENT',
      'trigger catalogue_items_changes_update: database has UPDATE OF price_cents, schema-beyond-drizzle.ts declares UPDATE',
      'trigger catalogue_items_changes_update: database has WHEN (new.is_active), schema-beyond-drizzle.ts declares none',
      'view active_wines: database has it, schema.ts declares none',
    ]);
  });
});

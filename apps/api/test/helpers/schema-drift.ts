/**
 * The schema drift check (docs/decisions/0048-migrations-by-hand-schema-checked.md): what schema.ts and
 * schema-beyond-drizzle.ts declare is built in an empty database, and both it and a migrated database
 * are read from PostgreSQL's catalogue the same way. PostgreSQL itself spells every type, default,
 * predicate and CHECK on both sides, so equal declarations read equal, and a difference is reported
 * by object and property: "index x: database has INCLUDE (name), schema-beyond-drizzle.ts declares none".
 */
import { is, SQL } from 'drizzle-orm';
import {
  getMaterializedViewConfig,
  getTableConfig,
  getViewConfig,
  IndexedColumn,
  isPgMaterializedView,
  isPgSequence,
  isPgView,
  PgDialect,
  PgTable,
  type PgColumn,
  type PgSequence,
} from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from '../../src/db/schema';
import { EXTENSIONS, INDEX_INCLUDES, TRIGGERS } from '../../src/db/schema-beyond-drizzle';

const dialect = new PgDialect();
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const columnList = (columns: { name: string }[]) => columns.map((column) => quote(column.name)).join(', ');

/** A fragment of schema.ts as SQL, its columns unqualified (as in an index or a CHECK). */
function sqlText(fragment: SQL, where: string): string {
  const query = dialect.sqlToQuery(fragment, 'indexes');
  if (query.params.length > 0) throw new Error(`${where}: write the SQL without parameters (sql.raw or literal text)`);
  return query.sql;
}

function defaultText(column: PgColumn, where: string): string {
  const value: unknown = column.default;
  if (is(value, SQL)) return sqlText(value, where);
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (typeof value === 'object' && value !== null && column.getSQLType().startsWith('json')) {
    return `'${JSON.stringify(value).replace(/'/g, "''")}'::${column.getSQLType()}`;
  }
  throw new Error(`${where}: a default of this kind is not understood by the drift check; write it as sql\`...\``);
}

function columnText(column: PgColumn, table: string): string {
  const where = `column ${table}.${column.name}`;
  const parts = [quote(column.name), column.getSQLType()];
  if (column.generated) {
    const expression = column.generated.as;
    if (!is(expression, SQL)) throw new Error(`${where}: write the generated expression as sql\`...\``);
    parts.push(`GENERATED ALWAYS AS (${sqlText(expression, where)}) STORED`);
  } else if (column.generatedIdentity) {
    parts.push(`GENERATED ${column.generatedIdentity.type === 'always' ? 'ALWAYS' : 'BY DEFAULT'} AS IDENTITY`);
  } else if (column.default !== undefined) {
    parts.push(`DEFAULT ${defaultText(column, where)}`);
  }
  if (column.notNull) parts.push('NOT NULL');
  if (column.primary) parts.push('PRIMARY KEY');
  if (column.isUnique) parts.push(`CONSTRAINT ${quote(column.uniqueName ?? '')} UNIQUE${column.uniqueType === 'not distinct' ? ' NULLS NOT DISTINCT' : ''}`);
  return parts.join(' ');
}

function indexKeyText(key: unknown, method: string, where: string): string {
  if (is(key, SQL)) return sqlText(key, where);
  if (!is(key, IndexedColumn)) throw new Error(`${where}: a key the drift check does not know`);
  const { order, nulls, opClass } = key.indexConfig;
  const ordering = method === 'btree' ? ` ${order === 'desc' ? 'DESC' : 'ASC'} NULLS ${nulls === 'first' ? 'FIRST' : 'LAST'}` : '';
  return `${quote(key.name ?? '')}${opClass ? ` ${opClass}` : ''}${ordering}`;
}

const declaredTables = () => Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));
const declaredSequences = () => Object.values(schema as Record<string, unknown>).filter((value): value is PgSequence => isPgSequence(value));

/** The statements that build what the schema declares in an empty database, in an order that builds. */
function declaredSchemaStatements(): string[] {
  const tables = declaredTables().map((table) => getTableConfig(table));
  const indexNames = new Set(tables.flatMap((table) => table.indexes.map((index) => index.config.name)));
  for (const [index, columns] of Object.entries(INDEX_INCLUDES)) {
    if (!indexNames.has(index)) throw new Error(`schema-beyond-drizzle.ts: INCLUDE for index ${index}, which schema.ts does not declare`);
    const table = tables.find((config) => config.indexes.some((declared) => declared.config.name === index));
    const foreign = columns.find((column) => getTableConfig(column.table).name !== table?.name);
    if (foreign) throw new Error(`schema-beyond-drizzle.ts: INCLUDE of index ${index} names ${foreign.name} of another table`);
  }
  const statements = EXTENSIONS.map((name) => `CREATE EXTENSION ${quote(name)}`);
  for (const sequence of declaredSequences()) {
    const { startWith, increment } = sequence.seqOptions ?? {};
    statements.push(`CREATE SEQUENCE ${quote(sequence.seqName ?? '')}${increment ? ` INCREMENT BY ${increment}` : ''}${startWith ? ` START WITH ${startWith}` : ''}`);
  }
  // A stand-in body: the trigger is compared, its function's body lives in the migrations.
  for (const name of new Set(TRIGGERS.map((trigger) => trigger.execute))) {
    statements.push(`CREATE FUNCTION ${quote(name)}() RETURNS trigger LANGUAGE plpgsql AS $$BEGIN RETURN NULL; END$$`);
  }
  for (const table of tables) {
    const parts = table.columns.map((column) => columnText(column, table.name));
    for (const key of table.primaryKeys) parts.push(`CONSTRAINT ${quote(key.getName())} PRIMARY KEY (${columnList(key.columns)})`);
    for (const unique of table.uniqueConstraints) {
      parts.push(`CONSTRAINT ${quote(unique.getName() ?? '')} UNIQUE${unique.nullsNotDistinct ? ' NULLS NOT DISTINCT' : ''} (${columnList(unique.columns)})`);
    }
    for (const check of table.checks) parts.push(`CONSTRAINT ${quote(check.name)} CHECK (${sqlText(check.value, `check ${check.name}`)})`);
    statements.push(`CREATE TABLE ${quote(table.name)} (\n  ${parts.join(',\n  ')}\n)`);
  }
  for (const table of tables) {
    for (const key of table.foreignKeys) {
      const reference = key.reference();
      const actions = `ON DELETE ${key.onDelete ?? 'no action'} ON UPDATE ${key.onUpdate ?? 'no action'}`;
      statements.push(
        `ALTER TABLE ${quote(table.name)} ADD CONSTRAINT ${quote(key.getName())} FOREIGN KEY (${columnList(reference.columns)}) ` +
          `REFERENCES ${quote(getTableConfig(reference.foreignTable).name)} (${columnList(reference.foreignColumns)}) ${actions}`,
      );
    }
    for (const { config } of table.indexes) {
      if (!config.name) throw new Error(`schema.ts: an index of ${table.name} has no name; give it its migration's name`);
      const name = config.name;
      const method = config.method ?? 'btree';
      const keys = config.columns.map((key) => indexKeyText(key, method, `index ${name}`)).join(', ');
      const include = INDEX_INCLUDES[name];
      statements.push(
        `CREATE ${config.unique ? 'UNIQUE ' : ''}INDEX ${quote(name)} ON ${quote(table.name)} USING ${method} (${keys})` +
          (include ? ` INCLUDE (${columnList(include)})` : '') +
          (config.where ? ` WHERE ${sqlText(config.where, `index ${name}`)}` : ''),
      );
    }
  }
  for (const trigger of TRIGGERS) {
    const events = trigger.events.map((event) => (event === 'UPDATE' && trigger.updateOf ? `UPDATE OF ${columnList(trigger.updateOf)}` : event));
    statements.push(
      `CREATE TRIGGER ${quote(trigger.name)} ${trigger.timing} ${events.join(' OR ')} ON ${quote(getTableConfig(trigger.table).name)} ` +
        (trigger.referencing ? `REFERENCING ${trigger.referencing.rows} TABLE AS ${quote(trigger.referencing.as)} ` : '') +
        `FOR EACH ${trigger.forEach}${trigger.when ? ` WHEN (${trigger.when})` : ''} EXECUTE FUNCTION ${quote(trigger.execute)}()`,
    );
  }
  return statements;
}

/** Builds the declared schema; a declaration PostgreSQL refuses is named with its statement. */
export async function buildDeclaredSchema(client: pg.ClientBase): Promise<void> {
  for (const statement of declaredSchemaStatements()) {
    try {
      await client.query(statement);
    } catch (error) {
      throw new Error(`schema.ts does not build: ${(error as Error).message}\nin: ${statement}`, { cause: error });
    }
  }
}

/** One object of the schema (a table, column, index, constraint, trigger...) and its properties in words. */
interface SchemaObject {
  kind: string;
  name: string;
  properties: Record<string, string | undefined>;
}

/** Properties whose declaration is in schema-beyond-drizzle.ts rather than schema.ts. */
const BEYOND_DRIZZLE = new Set(['index.include', 'trigger.*', 'extension.*']);
const declaredIn = (kind: string, property: string) =>
  BEYOND_DRIZZLE.has(`${kind}.${property}`) || BEYOND_DRIZZLE.has(`${kind}.*`) ? 'schema-beyond-drizzle.ts' : 'schema.ts';

const CATALOGUE_QUERIES = {
  tables: `
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')`,
  columns: `
    SELECT c.relname AS table, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null,
      CASE WHEN a.attgenerated = '' THEN pg_get_expr(d.adbin, d.adrelid, true) END AS default,
      CASE WHEN a.attgenerated = 's' THEN 'STORED' WHEN a.attgenerated = 'v' THEN 'VIRTUAL' END AS generated_kind,
      CASE WHEN a.attgenerated <> '' THEN pg_get_expr(d.adbin, d.adrelid, true) END AS generated, a.attidentity AS identity
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped`,
  // Indexes that back a primary key or unique constraint are compared as those constraints.
  indexes: `
    SELECT i.relname AS name, t.relname AS table, am.amname AS method, x.indisunique AS unique, x.indnullsnotdistinct AS nulls_not_distinct,
      pg_get_expr(x.indpred, x.indrelid, true) AS predicate,
      array(
        SELECT pg_get_indexdef(x.indexrelid, k.n, true)
          || CASE WHEN oc.opcdefault OR oc.opcname IS NULL THEN '' ELSE ' ' || oc.opcname END
          || CASE WHEN x.indoption[k.n - 1] & 1 = 1 THEN ' DESC' ELSE '' END
          || CASE WHEN x.indoption[k.n - 1] & 3 = 2 THEN ' NULLS FIRST' WHEN x.indoption[k.n - 1] & 3 = 1 THEN ' NULLS LAST' ELSE '' END
        FROM generate_series(1, x.indnkeyatts) AS k(n) LEFT JOIN pg_opclass oc ON oc.oid = x.indclass[k.n - 1]
        ORDER BY k.n
      ) AS keys,
      array(SELECT pg_get_indexdef(x.indexrelid, k.n, true) FROM generate_series(x.indnkeyatts + 1, x.indnatts) AS k(n) ORDER BY k.n) AS include
    FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace JOIN pg_am am ON am.oid = i.relam
    WHERE n.nspname = 'public' AND t.relkind IN ('r', 'p')
      AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid AND k.conrelid = x.indrelid AND k.contype IN ('p', 'u', 'x'))`,
  // NOT NULL is compared with the columns (PostgreSQL 18 also lists it here, as contype 'n').
  constraints: `
    SELECT k.conname AS name, t.relname AS table, k.contype AS type, pg_get_constraintdef(k.oid, true) AS definition,
      array(SELECT a.attname::text FROM unnest(k.conkey) WITH ORDINALITY AS c(num, position) JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = c.num ORDER BY c.position) AS columns,
      f.relname AS foreign_table,
      array(SELECT a.attname::text FROM unnest(k.confkey) WITH ORDINALITY AS c(num, position) JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = c.num ORDER BY c.position) AS foreign_columns,
      k.confdeltype AS on_delete, k.confupdtype AS on_update
    FROM pg_constraint k JOIN pg_class t ON t.oid = k.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
    LEFT JOIN pg_class f ON f.oid = k.confrelid
    WHERE n.nspname = 'public' AND k.contype IN ('p', 'u', 'f', 'c', 'x')`,
  triggers: `
    SELECT g.tgname AS name, t.relname AS table, g.tgtype AS type, g.tgfoid::regproc::text AS function, pg_get_triggerdef(g.oid, true) AS definition,
      array(SELECT a.attname::text FROM unnest(g.tgattr::int2[]) WITH ORDINALITY AS c(num, position) JOIN pg_attribute a ON a.attrelid = g.tgrelid AND a.attnum = c.num ORDER BY c.position) AS update_of
    FROM pg_trigger g JOIN pg_class t ON t.oid = g.tgrelid JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = 'public' AND t.relkind IN ('r', 'p') AND NOT g.tgisinternal`,
  sequences: `
    SELECT c.relname AS name, s.seqstart::text AS start, s.seqincrement::text AS increment
    FROM pg_sequence s JOIN pg_class c ON c.oid = s.seqrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = s.seqrelid AND d.deptype IN ('a', 'i'))`,
  extensions: `SELECT extname AS name FROM pg_extension WHERE extname <> 'plpgsql'`,
  views: `
    SELECT c.relname AS name, CASE c.relkind WHEN 'm' THEN 'materialized view' ELSE 'view' END AS kind
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('v', 'm') AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')`,
};

type Row = Record<string, unknown>;
const list = (values: unknown) => (values as string[]).join(', ');
const ACTIONS: Record<string, string> = { a: 'NO ACTION', r: 'RESTRICT', c: 'CASCADE', n: 'SET NULL', d: 'SET DEFAULT' };
const EVENTS: [number, string][] = [
  [4, 'INSERT'],
  [16, 'UPDATE'],
  [8, 'DELETE'],
  [32, 'TRUNCATE'],
];

function triggerObject(row: Row): SchemaObject {
  const type = row.type as number;
  const updateOf = (row.update_of as string[]).length > 0 ? ` OF ${list(row.update_of)}` : '';
  const when = /\sWHEN \((.*)\) EXECUTE (?:FUNCTION|PROCEDURE) /s.exec(row.definition as string)?.[1];
  return {
    kind: 'trigger',
    name: row.name as string,
    properties: {
      table: `ON ${row.table}`,
      timing: type & 2 ? 'BEFORE' : type & 64 ? 'INSTEAD OF' : 'AFTER',
      events: EVENTS.filter(([bit]) => type & bit)
        .map(([bit, event]) => (bit === 16 ? `${event}${updateOf}` : event))
        .join(' OR '),
      level: type & 1 ? 'FOR EACH ROW' : 'FOR EACH STATEMENT',
      when: when === undefined ? undefined : `WHEN (${when})`,
      function: `EXECUTE FUNCTION ${row.function}()`,
    },
  };
}

function constraintObject(row: Row): SchemaObject {
  const table = row.table as string;
  switch (row.type) {
    // Named by their table and columns: PostgreSQL and drizzle name an inline key differently, and no code reads the name.
    case 'p':
      return { kind: 'primary key', name: table, properties: { columns: `PRIMARY KEY (${list(row.columns)})` } };
    case 'f':
      return {
        kind: 'foreign key',
        name: `${table}(${list(row.columns)})`,
        properties: {
          references: `REFERENCES ${row.foreign_table}(${list(row.foreign_columns)})`,
          onDelete: `ON DELETE ${ACTIONS[row.on_delete as string]}`,
          onUpdate: `ON UPDATE ${ACTIONS[row.on_update as string]}`,
        },
      };
    default:
      return { kind: 'constraint', name: row.name as string, properties: { table: `ON ${table}`, definition: row.definition as string } };
  }
}

/** Every object of a database's public schema, read from its catalogue. */
export async function readSchema(client: pg.ClientBase): Promise<SchemaObject[]> {
  const rows = async (query: string) => (await client.query<Row>(query)).rows;
  const objects: SchemaObject[] = [];
  for (const row of await rows(CATALOGUE_QUERIES.tables)) objects.push({ kind: 'table', name: row.name as string, properties: {} });
  for (const row of await rows(CATALOGUE_QUERIES.columns)) {
    objects.push({
      kind: 'column',
      name: `${row.table}.${row.name}`,
      properties: {
        type: `type ${row.type}`,
        notNull: row.not_null ? 'NOT NULL' : undefined,
        default: row.default ? `DEFAULT ${row.default}` : undefined,
        generated: row.generated ? `GENERATED ALWAYS AS (${row.generated}) ${row.generated_kind}` : undefined,
        identity: row.identity ? `GENERATED ${row.identity === 'a' ? 'ALWAYS' : 'BY DEFAULT'} AS IDENTITY` : undefined,
      },
    });
  }
  for (const row of await rows(CATALOGUE_QUERIES.indexes)) {
    objects.push({
      kind: 'index',
      name: row.name as string,
      properties: {
        table: `ON ${row.table}`,
        unique: row.unique ? `UNIQUE${row.nulls_not_distinct ? ' NULLS NOT DISTINCT' : ''}` : undefined,
        method: `USING ${row.method}`,
        keys: `keys (${list(row.keys)})`,
        include: (row.include as string[]).length > 0 ? `INCLUDE (${list(row.include)})` : undefined,
        predicate: row.predicate ? `WHERE ${row.predicate}` : undefined,
      },
    });
  }
  for (const row of await rows(CATALOGUE_QUERIES.constraints)) objects.push(constraintObject(row));
  for (const row of await rows(CATALOGUE_QUERIES.triggers)) objects.push(triggerObject(row));
  for (const row of await rows(CATALOGUE_QUERIES.sequences)) {
    objects.push({ kind: 'sequence', name: row.name as string, properties: { start: `START WITH ${row.start}`, increment: `INCREMENT BY ${row.increment}` } });
  }
  for (const row of await rows(CATALOGUE_QUERIES.extensions)) objects.push({ kind: 'extension', name: row.name as string, properties: {} });
  for (const row of await rows(CATALOGUE_QUERIES.views)) objects.push({ kind: row.kind as string, name: row.name as string, properties: {} });
  return objects;
}

/**
 * The views schema.ts declares, by name only: the declared database cannot build them without their
 * queries, and their columns, indexes and definitions are not compared.
 */
export function declaredViews(): SchemaObject[] {
  return Object.values(schema as Record<string, unknown>).flatMap((value): SchemaObject[] => {
    if (isPgView(value)) return [{ kind: 'view', name: getViewConfig(value).name, properties: {} }];
    if (isPgMaterializedView(value)) return [{ kind: 'materialized view', name: getMaterializedViewConfig(value).name, properties: {} }];
    return [];
  });
}

const summary = (object: SchemaObject) => Object.values(object.properties).filter(Boolean).join(' ');

/**
 * What differs between the migrated database and the declarations, one sentence each, sorted by
 * object: "index x: database has INCLUDE (name), schema-beyond-drizzle.ts declares none".
 */
export function schemaDifferences(database: SchemaObject[], declared: SchemaObject[]): string[] {
  const key = (object: SchemaObject) => `${object.kind} ${object.name}`;
  const declaredByKey = new Map(declared.map((object) => [key(object), object]));
  const databaseKeys = new Set(database.map(key));
  const differences: string[] = [];
  for (const object of database) {
    const twin = declaredByKey.get(key(object));
    const source = declaredIn(object.kind, '*');
    if (!twin) {
      differences.push(`${key(object)}: database has it${summary(object) ? ` (${summary(object)})` : ''}, ${source} declares none`);
      continue;
    }
    for (const [property, value] of Object.entries(object.properties)) {
      const declaredValue = twin.properties[property];
      if (value !== declaredValue) differences.push(`${key(object)}: database has ${value ?? 'none'}, ${declaredIn(object.kind, property)} declares ${declaredValue ?? 'none'}`);
    }
  }
  for (const object of declared) {
    if (!databaseKeys.has(key(object))) {
      differences.push(`${key(object)}: ${declaredIn(object.kind, '*')} declares it${summary(object) ? ` (${summary(object)})` : ''}, the database has none`);
    }
  }
  return differences.sort();
}

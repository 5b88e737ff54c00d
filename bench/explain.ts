/**
 * EXPLAIN (ANALYZE, BUFFERS) of the catalogue queries the bench loads, built by the catalogue
 * module's own query builders (the same functions the API runs, parameters bound), and a check that
 * none reads catalogue_items with a sequential scan.
 */
import fs from 'node:fs/promises';
import { catalogueQuery } from '@wine/contract/catalogue';
import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { and, eq } from 'drizzle-orm';
import { connect, type Db } from '../apps/api/src/db/client';
import { catalogueItems } from '../apps/api/src/db/schema';
import { pageOf } from '../apps/api/src/lib/paging';
import { activeChildrenStatement, catalogueListStatements, findCreators } from '../apps/api/src/modules/catalogue/queries';
import { catalogueFilterOf } from '../apps/api/src/modules/catalogue/service';
import type { Call } from './scenarios';

export interface PlanCheck {
  /** e.g. "list rows", "list total", "detail". */
  name: string;
  seqScanOnCatalogue: boolean;
  /** Index names the plan uses. */
  indexes: string[];
  executionMs: number;
  sharedBuffers: number;
}

/** A query builder's statement (its toSQL) or a statement the module runs as text. */
type Statement = { toSQL: () => { sql: string; params: unknown[] } } | { text: string; values: unknown[] };

export interface ExplainReport {
  plans: PlanCheck[];
  file: string;
}

const textOf = (statement: Statement) => {
  if ('text' in statement) return { text: statement.text, values: statement.values };
  const { sql: text, params } = statement.toSQL();
  return { text, values: params };
};

async function explain(db: Db, { text, values }: ReturnType<typeof textOf>): Promise<string> {
  const result = await db.$client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** Reads what the bench needs from a text plan. */
export function parsePlan(name: string, plan: string): PlanCheck {
  const indexes = [...plan.matchAll(/(?:Scan(?: Backward)? using|Bitmap Index Scan on) (\w+)/g)].map((match) => match[1]!);
  // The top node's buffers cover its children.
  const buffers = /Buffers: shared(?: hit=(\d+))?(?: read=(\d+))?/.exec(plan);
  return {
    name,
    seqScanOnCatalogue: /Seq Scan on catalogue_items\b/.test(plan),
    indexes: [...new Set(indexes)],
    executionMs: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN),
    sharedBuffers: Number(buffers?.[1] ?? 0) + Number(buffers?.[2] ?? 0),
  };
}

/**
 * Answers a list call as GET /catalogue reads a list from the table (collections; wine lists are
 * answered by the read model, decision 0046), explaining its page and its total under
 * `${call.key} rows` and `${call.key} total`.
 */
async function answer(db: Db, call: Call, record: (name: string, query: string, statement: Statement) => Promise<void>) {
  const parsed = catalogueQuery.parse(call.query);
  const query = new URLSearchParams(Object.entries(call.query).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]]))).toString();
  const statements = catalogueListStatements(db, catalogueFilterOf(SHOP_TENANT_ID, parsed), parsed.sort ?? '-_id', pageOf(parsed.offset ?? parsed.skip, parsed.limit));
  await record(`${call.key} rows`, `GET /api${call.path}?${query}`, statements.rows);
  await record(`${call.key} total`, `GET /api${call.path}?${query}`, statements.total);
  return { rows: await statements.rows };
}

/**
 * Explains the catalogue statements the shop still reads from the table (wine lists and searches
 * are answered by the read model, decision 0046): the home calls' collection lists, their children
 * and creators, and the wine detail lookup.
 */
export async function explainCatalogue(options: {
  databaseUrl: string;
  collectionLists: Call[];
  wineId: string;
  file: string;
  heading: string;
}): Promise<ExplainReport> {
  const database = connect(options.databaseUrl, { max: 1 });
  const sections: string[] = [options.heading];
  const plans: PlanCheck[] = [];
  const record = async (name: string, query: string, statement: Statement) => {
    const { text, values } = textOf(statement);
    const plan = await explain(database.db, { text, values });
    sections.push(`=== ${name}\n--- ${query}\n--- ${text}\n--- params: ${JSON.stringify(values)}\n${plan}\n`);
    plans.push(parsePlan(name, plan));
  };
  try {
    // The collections the home calls show: their wines and curators, fetched for all at once.
    const collectionIds = new Set<string>();
    const creatorIds = new Set<string>();
    for (const call of options.collectionLists) {
      for (const row of (await answer(database.db, call, record)).rows) {
        collectionIds.add(row.id);
        if (row.createdBy) creatorIds.add(row.createdBy);
      }
    }
    if (collectionIds.size > 0) {
      await record('home collections children', `${collectionIds.size} collections`, activeChildrenStatement([...collectionIds]));
    }
    if (creatorIds.size > 0) await record('home collections creators', `${creatorIds.size} users`, findCreators(database.db, [...creatorIds]));
    // GET /catalogue/{id}: findActiveCatalogueItem executes at once, so its statement is restated here.
    const item = catalogueItems;
    await record(
      'detail',
      `GET /api/catalogue/${options.wineId}`,
      database.db.select().from(item).where(and(eq(item.id, options.wineId), eq(item.tenantId, SHOP_TENANT_ID), eq(item.isActive, true))).limit(1),
    );
  } finally {
    await database.close();
  }
  await fs.writeFile(options.file, sections.join('\n'));
  return { plans, file: options.file };
}

import { foldedWords } from '@wine/contract/search-text';
import type { ValuesAttributeKey } from '@wine/contract/wine-attributes';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../../../db/client';
import { answer, facetValues, type ModelAnswer, type ModelFilters, type ModelQuestion } from './query';
import { planSearch } from './search';
import { allListedWines, catalogueRowsEstimate, listedWines } from './rows';
import { CatalogueStore } from './store';
import { WordIndexBuild } from './word-index-build';

/** Changed wines read per statement while catching up. */
const CATCH_UP_BATCH = 2_000;
/**
 * The build reads the whole catalogue in one statement (about 5 s at a million wines on a quiet
 * machine), above a request's limits (db/client.ts DATABASE_DEADLINES): a cold cache on a busy
 * machine takes longer.
 */
const BUILD_STATEMENT_MS = 10 * 60_000;
/** The build logs its progress every PROGRESS_EVERY wines. */
const PROGRESS_EVERY = 100_000;
/**
 * From how many wines (the planner's estimate) a build's word index is made in a worker thread
 * (word-index-build.ts): starting one costs some hundreds of milliseconds, which a small catalogue's
 * whole build does not take.
 */
export const WORD_WORKER_FROM = 50_000;
/** How often an idle instance reads the change log: a write shows everywhere well within a second. */
export const POLL_INTERVAL_MS = 250;
/**
 * The change log keeps this long (the catalogueChanges job prunes it). An instance that has not
 * read it for half as long (a suspended process) may have missed pruned changes: it builds afresh.
 */
export const CHANGES_KEPT_MS = 10 * 60_000;
const STALE_AFTER_MS = CHANGES_KEPT_MS / 2;
/** Lowered search texts kept: the same words come back. */
const LOWERED_KEPT = 10_000;

interface Change {
  xmin: string | null;
  seq: string | null;
  wine_id: string | null;
  xid: string | null;
}

/**
 * The changes of transactions that may not have been seen yet, and the oldest transaction still
 * running. Sequence numbers are taken before commit, so a later number may commit first: the log is
 * read by transaction id instead. Every transaction older than the snapshot's xmin has ended, so a
 * change of one is visible now or never; each read starts from the previous read's xmin, and the
 * changes already applied are skipped by their number.
 */
const readChanges = (pool: pg.Pool, floor: string) =>
  // Unnamed, so planned for this floor: the xid index reads only the newest changes.
  pool.query<Change>(
    `SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin, NULL AS seq, NULL::uuid AS wine_id, NULL AS xid
     UNION ALL
     SELECT NULL, seq::text, wine_id, xid::text FROM catalogue_changes WHERE xid >= $1::xid8`,
    [floor],
  );

/**
 * `read`, shared by concurrent callers without ever answering one of them with a read that began
 * before it called: while a read is in flight, the callers that arrive join the one that starts
 * when it ends. At most one runs at a time, and each caller waits for at most two.
 */
export function freshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const current = read().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}

/** A list's filters as a request gives them: the title pattern and the search as typed. */
export type FiltersRequest = Omit<ModelFilters, 'titleLowered' | 'search'> & { title?: string; text?: string };
export type ModelRequest = Omit<ModelQuestion, 'titleLowered' | 'search'> & { title?: string; text?: string };

/**
 * The shop's wine lists answered from memory (docs/decisions/0046-catalogue-read-model.md): built
 * from the primary at start, then kept current from catalogue_changes, which triggers fill in the
 * writing transaction. Before each answer the instance applies every change committed so far, so an
 * answer never predates a write its caller could have seen, from any instance.
 */
export function createCatalogueReadModel(primary: Db, log: FastifyBaseLogger, { wordWorkerFrom = WORD_WORKER_FROM } = {}) {
  const pool = primary.$client;
  let store: CatalogueStore | undefined;
  let floor = '0';
  /** The changes applied whose transaction may still be at or after `floor`, by number, with their transaction. */
  const applied = new Map<string, bigint>();
  let caughtUpAt = 0;
  /** Counts the builds and the catch-ups that applied a change: an answer worked out before may be out of date. */
  let generation = 0;
  let closed = false;
  const lowered = new Map<string, string>();

  async function build(): Promise<void> {
    const started = performance.now();
    const heapBefore = process.memoryUsage().heapUsed;
    const next = new CatalogueStore();
    log.info('catalogue read model: building from the database');
    // One snapshot for the whole read, on a connection of its own: the changes committed after it are
    // exactly those the catch-up reads.
    const client = new pg.Client({ ...pool.options, statement_timeout: BUILD_STATEMENT_MS, query_timeout: 2 * BUILD_STATEMENT_MS });
    await client.connect();
    let snapshotXmin: string;
    let words: WordIndexBuild | undefined;
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { rows } = await client.query<{ xmin: string }>('SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin');
      snapshotXmin = rows[0]!.xmin;
      const estimate = await catalogueRowsEstimate(client);
      next.reserve(estimate);
      if (estimate >= wordWorkerFrom) words = new WordIndexBuild(estimate);
      next.layOut(words);
      for await (const batch of allListedWines(client)) {
        for (const wine of batch) next.put(wine);
        if (Math.floor(next.size / PROGRESS_EVERY) > Math.floor((next.size - batch.length) / PROGRESS_EVERY)) {
          log.info({ wines: next.size }, 'catalogue read model: building');
        }
      }
      await client.query('COMMIT');
    } catch (error) {
      await words?.close();
      throw error;
    } finally {
      await client.end();
    }
    next.endLayout();
    if (words) await next.settleBuild(words);
    else next.settle();
    store = next;
    generation++;
    floor = snapshotXmin;
    applied.clear();
    log.info(
      { wines: next.size, durationMs: Math.round(performance.now() - started), heapAddedMb: Math.round((process.memoryUsage().heapUsed - heapBefore) / 2 ** 20) },
      // The bench reads this line's durationMs (bench/report.ts, READ_MODEL_LINE).
      'catalogue read model built',
    );
  }

  async function catchUp(target: CatalogueStore): Promise<void> {
    const { rows } = await readChanges(pool, floor);
    const fresh = rows.filter((row) => row.seq !== null && !applied.has(row.seq));
    if (fresh.some((row) => row.wine_id === null)) {
      // The table was truncated: every wine may have gone.
      await build();
      return;
    }
    const ids = [...new Set(fresh.map((row) => row.wine_id!))];
    for (let start = 0; start < ids.length; start += CATCH_UP_BATCH) {
      const batch = ids.slice(start, start + CATCH_UP_BATCH);
      const listed = await listedWines(pool, batch);
      const stillListed = new Set(listed.map((wine) => wine.id));
      for (const id of batch) if (!stillListed.has(id)) target.remove(id);
      for (const wine of listed) target.put(wine);
    }
    target.settle();
    if (fresh.length > 0) generation++;
    for (const row of fresh) applied.set(row.seq!, BigInt(row.xid!));
    floor = rows.find((row) => row.xmin !== null)!.xmin!;
    const oldest = BigInt(floor);
    for (const [seq, xid] of applied) if (xid < oldest) applied.delete(seq);
  }

  const fresh = freshRead(async () => {
    if (!store || Date.now() - caughtUpAt > STALE_AFTER_MS) await build();
    await catchUp(store!);
    caughtUpAt = Date.now();
  });
  let inFlight: Promise<void> | undefined;
  const sync = () => (inFlight = fresh());

  const poll = setInterval(() => {
    if (!closed) sync().catch((error: unknown) => log.warn({ err: error }, 'catalogue read model: reading the changes failed'));
  }, POLL_INTERVAL_MS);
  poll.unref();

  /** `text` lowered by PostgreSQL, whose lower() made the stored titles: the same letters change. */
  async function lower(text: string): Promise<string> {
    let known = lowered.get(text);
    if (known === undefined) {
      const { rows } = await pool.query<{ lowered: string }>({ name: 'catalogue_model_lower', text: 'SELECT lower($1) AS lowered', values: [text] });
      known = rows[0]!.lowered;
      if (lowered.size >= LOWERED_KEPT) lowered.clear();
      lowered.set(text, known);
    }
    return known;
  }

  /** A request's filters as the model reads them: the title lowered, the search planned. */
  async function filtersOf<R extends FiltersRequest>(request: R) {
    const titleLowered = request.title === undefined ? undefined : await lower(request.title);
    return { ...request, titleLowered, search: request.text === undefined ? undefined : planSearch(request.text) };
  }

  return {
    /** The database the model reads, which a lagging replica's missing cards are read from too. */
    primary,
    /** Whether the first build is done: until then the instance is not ready. */
    built: () => store !== undefined,
    /** Builds the model now rather than at the first poll. */
    start: () => sync(),
    /**
     * The answer to `request` with every change committed before the call applied, and what `read`
     * makes of its ids (the page's cards). The answer is worked out at once from the model as it
     * stands, and `read` runs while the change log is read: one round trip's wait instead of two.
     * When that read applied a change, the answer is worked out again, and read again if its ids moved.
     */
    async answer<T>(request: ModelRequest, read: (ids: string[]) => Promise<T>): Promise<ModelAnswer & { read: T }> {
      const question = await filtersOf(request);
      if (!store) await sync();
      const seen = generation;
      const early = answer(store!, question);
      const [earlyRead] = await Promise.all([read(early.ids), sync()]);
      if (generation === seen) return { ...early, read: earlyRead };
      const late = answer(store!, question);
      const sameIds = late.ids.length === early.ids.length && late.ids.every((id, index) => id === early.ids[index]);
      return { ...late, read: sameIds ? earlyRead : await read(late.ids) };
    },
    /**
     * An open-ended list's values matching `typed` for a question (decision 0070), at most `limit`,
     * with every change committed before the call applied: nothing is read beside them, so the
     * change log is read first.
     */
    async facetValues(request: FiltersRequest, attribute: ValuesAttributeKey, typed: string, limit: number) {
      const filters = await filtersOf(request);
      await sync();
      return facetValues(store!, filters, attribute, foldedWords(typed), limit);
    },
    close: async () => {
      closed = true;
      clearInterval(poll);
      await inFlight?.catch(() => undefined);
    },
  };
}
export type CatalogueReadModel = ReturnType<typeof createCatalogueReadModel>;

/** Deletes the change log's rows older than CHANGES_KEPT_MS: every instance has read them long ago. */
export async function pruneCatalogueChanges(pool: pg.Pool): Promise<number> {
  const { rowCount } = await pool.query("DELETE FROM catalogue_changes WHERE changed_at < now() - $1 * interval '1 millisecond'", [CHANGES_KEPT_MS]);
  return rowCount ?? 0;
}

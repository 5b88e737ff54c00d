/**
 * The budgets of DESIGN §9 and the report: one table row per figure, beside its budget, with PASS,
 * OVER (budget exceeded), ERR (the measurement itself is broken: failed requests, missing data) or
 * info (no budget). The same rows and the raw measurements go to bench/results/latest.json.
 */
import fs from 'node:fs/promises';
import type { PlanCheck } from './explain';
import type { LighthouseResult } from './lighthouse';
import type { LoadResult, SerialResult } from './load';
import { quantile } from './quantile';
import type { WebSizes } from './web-size';
import type { WritersResult } from './writers-worker';

/** DESIGN §9 and issue 28. */
export const BUDGETS = {
  /** List and search p99 at 50 connections, 100,000 wines. */
  p99Ms: 50,
  /** The wine list at 100,000 wines vs 1,000: p99 and cost per request (1 / throughput). */
  growth: 1.5,
  /** Varied shop pages and searches at 50 connections at the last stage (1,000,000 wines). */
  variedP99Ms: 100,
  variedMinRps: 1_500,
  /** Varied shop pages and searches one at a time, measured by the client, at the last stage ... */
  serialP50Ms: 3,
  serialP99Ms: 15,
  /** ... over at least this many questions of each ... */
  serialQuestions: 2_000,
  /** ... and their p99 at the last stage vs the first. */
  serialGrowth: 3,
  detailP99Ms: 20,
  writeP99Ms: 100,
  /** The catalogue read model at the last stage: its build (the shop's log) and what the catalogue adds to the shop's RSS at start. */
  readModelBuildSeconds: 15,
  readModelMb: 300,
  /** Memory is flat when RSS grew at most this much over the long varied run (npm run soak's bound). */
  memoryGrowthMb: 64,
  homeInitialJsKb: 170,
  lighthousePerformance: 95,
  lighthouseAccessibility: 95,
  cls: 0.05,
} as const;

export type Status = 'PASS' | 'OVER' | 'ERR' | 'info';

export interface Row {
  section: string;
  check: string;
  figure: string;
  budget: string;
  status: Status;
}

export interface Endpoint {
  key: string;
  label: string;
  /** The p99 budget applies to this endpoint (list and search). */
  p99Budget: boolean;
  /** The growth budget applies to this endpoint (the wine list). */
  growthBudget: boolean;
  /** Number of calls per round (the home page's calls), 1 otherwise. */
  calls: number;
}

export interface Stage {
  wines: number;
  databaseBytes: number;
  ceiling: LoadResult;
  /** By endpoint key. */
  load: Record<string, LoadResult>;
  /** Varied questions at 50 connections by kind. */
  varied: Record<string, LoadResult>;
  /** The floor's varied questions by kind (bench/floor-server.ts). */
  floor: Partial<Record<string, LoadResult>>;
  /** Varied questions one at a time by kind (bench/serial-worker.ts). */
  serial: Record<string, SerialResult>;
  /** The shop just started at this stage (the first and the last): its RSS and its read model's build. */
  start?: StartResult;
  mixed?: { writes: WritersResult; reads: LoadResult };
  /** RSS before and after the memory run, and read every second during it. */
  memory?: { rssStartMb: number; rssEndMb: number; samplesMb: number[]; seconds: number; load: LoadResult };
}

export interface StartResult {
  /** The shop's RSS once ready and its read model built (or the wait for the log line over). */
  rssMb: number;
  /** `durationMs` of the shop's "catalogue read model built" log line; absent without such a line. */
  buildMs?: number;
  /** Wines the line says the read model holds. */
  wines?: number;
}

export interface BenchResults {
  startedAt: string;
  durationSeconds: number;
  settings: Record<string, unknown>;
  machine: { cpus: number; loadAverageAtStart: number[]; loadAverageAtEnd: number[] };
  endpoints: Endpoint[];
  stages: Stage[];
  explain?: { file: string; plans: PlanCheck[] };
  web?: WebSizes;
  lighthouse?: LighthouseResult[];
  errors: string[];
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${n < 10 ? n.toFixed(1) : int(n)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const times = (n: number) => `${n.toFixed(2)}x`;

const atMost = (value: number, limit: number): Status => (Number.isFinite(value) ? (value <= limit ? 'PASS' : 'OVER') : 'ERR');
const atLeast = (value: number, limit: number): Status => (Number.isFinite(value) ? (value >= limit ? 'PASS' : 'OVER') : 'ERR');

function loadFigure(result: LoadResult, ceiling: LoadResult | undefined, calls: number): string {
  const perPage = calls > 1 ? ` (${int(result.requestsPerSecond / calls)} pages/s)` : '';
  const ratio = ceiling ? `, ${times(result.requestsPerSecond / ceiling.requestsPerSecond)} ceiling` : '';
  const failed = result.errors + result.non2xx;
  return `${int(result.requestsPerSecond)} req/s${perPage}${ratio}; p50 ${ms(result.latencyP50Ms)}, p99 ${ms(result.latencyP99Ms)}; ${failed === 0 ? 'no errors' : `${int(result.errors)} errors, ${int(result.non2xx)} non-2xx`}; load ${result.loadAverage.toFixed(1)}`;
}

/** The varied questions the budgets name: list (shop pages) and search. */
const VARIED_BUDGETED = ['shop', 'search'] as const;
const VARIED_LABELS: Record<string, string> = {
  shop: 'shop pages',
  counts: 'shop filter changes (first pages with counts)',
  search: 'search',
  curators: 'sommelier and collection lists',
  detail: 'wine detail, random wines',
  page: 'wine page HTML with its preview tags, random wines',
  home: 'home calls',
  browse: 'browse mix',
};

/** The floor: the least any answer read from this database costs here (bench/floor-server.ts). */
const FLOOR_LABELS: Record<string, string> = {
  'floor-wine': 'floor: a random wine by id, raw prepared SQL',
};

const failedOf = (result: LoadResult): Status | undefined => (result.errors + result.non2xx > 0 || result.requests === 0 ? 'ERR' : undefined);

/** The worse of two statuses: ERR, then OVER, then PASS. */
const worst = (...statuses: Status[]): Status => (['ERR', 'OVER', 'PASS', 'info'] as const).find((status) => statuses.includes(status)) ?? 'info';

function serialFigure(result: SerialResult): string {
  const failed = result.errors + result.non2xx;
  const counts = result.facetsAsked > 0 ? `; counts in ${int(result.facetsAnswered)} of ${int(result.facetsAsked)} answers that asked` : '';
  const failures = failed === 0 ? 'no errors' : `${int(result.errors)} errors, ${int(result.non2xx)} non-2xx: ${result.errorSamples[0] ?? ''}`;
  return `p50 ${ms(result.p50Ms)}, p90 ${ms(result.p90Ms)}, p99 ${ms(result.p99Ms)}, max ${ms(result.maxMs)}; ${int(result.requests)} questions in ${result.seconds.toFixed(0)} s${counts}; ${failures}; load ${result.loadAverage.toFixed(1)}`;
}

/** A stage's one-at-a-time rows: shop pages and searches carry the budgets at the last stage. */
function serialRows(stage: Stage, largest: boolean): Row[] {
  const section = `one at a time ${int(stage.wines)} wines`;
  return Object.entries(stage.serial).map(([kind, result]) => {
    const budgeted = largest && (VARIED_BUDGETED as readonly string[]).includes(kind);
    const failed = result.errors + result.non2xx > 0 || result.requests === 0;
    const status = budgeted
      ? worst(atMost(result.p50Ms, BUDGETS.serialP50Ms), atMost(result.p99Ms, BUDGETS.serialP99Ms), atLeast(result.requests, BUDGETS.serialQuestions))
      : 'info';
    return {
      section,
      check: VARIED_LABELS[kind] ?? kind,
      figure: serialFigure(result),
      budget: budgeted ? `p50 <= ${BUDGETS.serialP50Ms} ms, p99 <= ${BUDGETS.serialP99Ms} ms, >= ${int(BUDGETS.serialQuestions)} questions` : '',
      status: failed ? 'ERR' : status,
    };
  });
}

/** The log line whose `durationMs` the bench reads as the read model's build (run.ts). */
export const READ_MODEL_LINE = 'catalogue read model built';

/** The read model's build and what the catalogue adds to the shop's memory at start, against the first stage. */
function startRows(stage: Stage, first: Stage | undefined, largest: boolean): Row[] {
  const start = stage.start;
  if (!start) return [];
  const section = `start ${int(stage.wines)} wines`;
  const rows: Row[] = [];
  const built = start.buildMs === undefined ? `no "${READ_MODEL_LINE}" line with durationMs in the shop's log` : `${(start.buildMs / 1000).toFixed(1)} s${start.wines === undefined ? '' : ` for ${int(start.wines)} wines`}`;
  rows.push({
    section,
    check: `catalogue read model built (the log line "${READ_MODEL_LINE}")`,
    figure: built,
    budget: largest ? `<= ${BUDGETS.readModelBuildSeconds} s` : '',
    status: start.buildMs === undefined ? (largest ? 'ERR' : 'info') : largest ? atMost(start.buildMs / 1000, BUDGETS.readModelBuildSeconds) : 'info',
  });
  if (first?.start && first !== stage) {
    const added = start.rssMb - first.start.rssMb;
    rows.push({
      section,
      check: `memory the catalogue adds: RSS at start vs ${int(first.wines)} wines`,
      figure: `${added >= 0 ? '+' : ''}${added.toFixed(0)} MB (${start.rssMb.toFixed(0)} MB vs ${first.start.rssMb.toFixed(0)} MB)`,
      budget: largest ? `<= ${BUDGETS.readModelMb} MB` : '',
      status: largest ? atMost(added, BUDGETS.readModelMb) : 'info',
    });
  } else {
    rows.push({ section, check: 'RSS at start', figure: `${start.rssMb.toFixed(0)} MB`, budget: '', status: 'info' });
  }
  return rows;
}

/**
 * The RSS's median over the first and over the last minute of the memory run (a quarter of a
 * shorter run). Under load the collector lets the heap grow by a hundred megabytes or more before
 * it frees it, so two single readings compare two points of that saw; a leak moves the medians.
 */
function memoryTrend(samplesMb: number[]): { first: number; last: number; window: number } {
  const window = Math.max(1, Math.min(60, Math.floor(samplesMb.length / 4)));
  const median = (values: number[]) => quantile([...values].sort((a, b) => a - b), 0.5);
  return { first: median(samplesMb.slice(0, window)), last: median(samplesMb.slice(-window)), window };
}

/** A stage's varied rows at 50 connections, the floor's, mixed, memory. */
function variedRows(stage: Stage, largest: boolean): Row[] {
  const rows: Row[] = [];
  const section = `varied ${int(stage.wines)} wines`;
  rows.push({ section, check: 'database size on disk', figure: `${(stage.databaseBytes / 2 ** 20).toFixed(0)} MB`, budget: '', status: 'info' });
  for (const [kind, result] of Object.entries(stage.varied)) {
    const label = VARIED_LABELS[kind] ?? kind;
    let budget = '';
    let status: Status = 'info';
    if (largest && (VARIED_BUDGETED as readonly string[]).includes(kind)) {
      budget = `p99 <= ${BUDGETS.variedP99Ms} ms, >= ${int(BUDGETS.variedMinRps)} req/s`;
      status = worst(atMost(result.latencyP99Ms, BUDGETS.variedP99Ms), atLeast(result.requestsPerSecond, BUDGETS.variedMinRps));
    } else if (largest && (kind === 'detail' || kind === 'page')) {
      budget = `p99 <= ${BUDGETS.detailP99Ms} ms`;
      status = atMost(result.latencyP99Ms, BUDGETS.detailP99Ms);
    }
    rows.push({ section, check: label, figure: loadFigure(result, stage.ceiling, 1), budget, status: failedOf(result) ?? status });
  }
  for (const [kind, result] of Object.entries(stage.floor)) {
    if (!result) continue;
    rows.push({ section, check: FLOOR_LABELS[kind] ?? kind, figure: loadFigure(result, stage.ceiling, 1), budget: '', status: failedOf(result) ?? 'info' });
  }
  if (stage.mixed) {
    const { writes, reads } = stage.mixed;
    rows.push({
      section,
      check: 'mixed: writes (likes, cart lines, quantities, orders)',
      figure: `${int(writes.writesPerSecond)} writes/s, ${int(writes.orders)} orders; p50 ${ms(writes.p50Ms)}, p99 ${ms(writes.p99Ms)} (p99 by kind: ${Object.entries(writes.byKind)
        .map(([kind, { p99Ms }]) => `${kind} ${ms(p99Ms)}`)
        .join(', ')}); ${writes.errors === 0 ? 'no errors' : `${int(writes.errors)} errors: ${writes.errorSamples[0] ?? ''}`}`,
      budget: `p99 <= ${BUDGETS.writeP99Ms} ms`,
      status: writes.errors > 0 || writes.writes === 0 ? 'ERR' : atMost(writes.p99Ms, BUDGETS.writeP99Ms),
    });
    rows.push({
      section,
      check: 'mixed: varied reads at the same time',
      figure: loadFigure(reads, stage.ceiling, 1),
      budget: `p99 <= ${BUDGETS.variedP99Ms} ms`,
      status: failedOf(reads) ?? atMost(reads.latencyP99Ms, BUDGETS.variedP99Ms),
    });
  }
  if (stage.memory) {
    const { rssStartMb, rssEndMb, samplesMb, seconds, load } = stage.memory;
    const { first, last, window } = memoryTrend(samplesMb);
    rows.push({
      section,
      check: `memory over ${int(seconds)} s of varied reads`,
      figure:
        `RSS median ${first.toFixed(0)} MB over the first ${window} s -> ${last.toFixed(0)} MB over the last ${window} s ` +
        `(${Math.min(...samplesMb).toFixed(0)}-${Math.max(...samplesMb).toFixed(0)} MB read every second; ${rssStartMb.toFixed(0)} -> ${rssEndMb.toFixed(0)} MB before and after); ` +
        loadFigure(load, undefined, 1),
      budget: `growth <= ${BUDGETS.memoryGrowthMb} MB`,
      status: failedOf(load) ?? (samplesMb.length < 2 ? 'ERR' : atMost(last - first, BUDGETS.memoryGrowthMb)),
    });
  }
  return rows;
}

export function rowsOf(results: BenchResults): Row[] {
  const rows: Row[] = [];
  const largest = results.stages.at(-1);
  for (const stage of results.stages) {
    const section = `API ${int(stage.wines)} wines`;
    rows.push({ section, check: 'ceiling: bare Fastify, list bytes', figure: loadFigure(stage.ceiling, undefined, 1), budget: '', status: 'info' });
    for (const endpoint of results.endpoints) {
      const result = stage.load[endpoint.key];
      if (!result) {
        rows.push({ section, check: endpoint.label, figure: 'not measured', budget: '', status: 'ERR' });
        continue;
      }
      const budgeted = endpoint.p99Budget && stage === largest;
      let status: Status = budgeted ? atMost(result.latencyP99Ms, BUDGETS.p99Ms) : 'info';
      if (result.errors + result.non2xx > 0 || result.requests === 0) status = 'ERR';
      rows.push({ section, check: endpoint.label, figure: loadFigure(result, stage.ceiling, endpoint.calls), budget: budgeted ? `p99 <= ${BUDGETS.p99Ms} ms` : '', status });
    }
    rows.push(...startRows(stage, results.stages[0], stage === largest));
    rows.push(...serialRows(stage, stage === largest));
    rows.push(...variedRows(stage, stage === largest));
  }
  const small = results.stages[0];
  for (const large of results.stages.slice(1)) {
    const section = `growth ${int(large.wines)} vs ${int(small!.wines)}`;
    for (const endpoint of results.endpoints) {
      const before = small!.load[endpoint.key];
      const after = large.load[endpoint.key];
      if (!before || !after) continue;
      const p99 = after.latencyP99Ms / before.latencyP99Ms;
      const cost = before.requestsPerSecond / after.requestsPerSecond;
      // DESIGN §9: the repeated wine list at 100,000 wines against 1,000.
      const budgeted = endpoint.growthBudget && large.wines <= 100_000;
      rows.push({
        section,
        check: endpoint.label,
        figure: `p99 ${times(p99)}, cost per request ${times(cost)} (throughput ${times(1 / cost)})`,
        budget: budgeted ? `both <= ${BUDGETS.growth}x` : '',
        status: budgeted ? atMost(Math.max(p99, cost), BUDGETS.growth) : 'info',
      });
    }
    for (const kind of VARIED_BUDGETED) {
      const before = small!.serial[kind];
      const after = large.serial[kind];
      if (!before || !after) continue;
      const p99 = after.p99Ms / before.p99Ms;
      const budgeted = large === largest;
      rows.push({
        section,
        check: `${VARIED_LABELS[kind]} one at a time`,
        figure: `p99 ${times(p99)} (${ms(before.p99Ms)} -> ${ms(after.p99Ms)}), p50 ${times(after.p50Ms / before.p50Ms)}`,
        budget: budgeted ? `p99 <= ${BUDGETS.serialGrowth}x` : '',
        status: budgeted ? atMost(p99, BUDGETS.serialGrowth) : 'info',
      });
    }
    for (const kind of VARIED_BUDGETED) {
      const before = small!.varied[kind];
      const after = large.varied[kind];
      if (!before || !after) continue;
      rows.push({
        section,
        check: `varied ${VARIED_LABELS[kind]} under load`,
        figure: `p99 ${times(after.latencyP99Ms / before.latencyP99Ms)} (${ms(before.latencyP99Ms)} -> ${ms(after.latencyP99Ms)}), throughput ${times(after.requestsPerSecond / before.requestsPerSecond)}`,
        budget: '',
        status: 'info',
      });
    }
  }
  if (results.explain) {
    const section = `plans ${largest ? int(largest.wines) : ''} wines`;
    for (const plan of results.explain.plans) {
      rows.push({
        section,
        check: plan.name,
        figure: `${plan.seqScanOnCatalogue ? 'SEQ SCAN on catalogue_items' : plan.indexes.join(', ') || 'no index'}; ${ms(plan.executionMs)}, ${int(plan.sharedBuffers)} buffers`,
        budget: 'no Seq Scan on catalogue_items',
        status: plan.seqScanOnCatalogue ? 'OVER' : 'PASS',
      });
    }
  }
  if (results.web) {
    const web = results.web;
    rows.push({
      section: 'web build',
      check: 'home initial JS (gzip, returning visitor)',
      figure: `${kb(web.homeInitialGzipBytes)} in ${web.homeLoaded.length} files (entry + modulepreloads ${kb(web.entryGzipBytes)})`,
      budget: `<= ${BUDGETS.homeInitialJsKb} KB`,
      status: atMost(web.homeInitialGzipBytes / 1024, BUDGETS.homeInitialJsKb),
    });
    rows.push({ section: 'web build', check: 'home initial JS, first visit (age gate)', figure: kb(web.firstVisitGzipBytes), budget: '', status: 'info' });
    rows.push({
      section: 'web build',
      check: 'largest lazy chunk (gzip)',
      figure: `${kb(web.largestChunk.gzipBytes)} ${web.largestChunk.file} (${web.chunkCount} chunks)`,
      budget: '',
      status: 'info',
    });
  }
  for (const page of results.lighthouse ?? []) {
    const section = `Lighthouse ${page.label}`;
    rows.push({ section, check: 'performance', figure: String(page.performance), budget: `>= ${BUDGETS.lighthousePerformance}`, status: atLeast(page.performance, BUDGETS.lighthousePerformance) });
    rows.push({ section, check: 'accessibility', figure: String(page.accessibility), budget: `>= ${BUDGETS.lighthouseAccessibility}`, status: atLeast(page.accessibility, BUDGETS.lighthouseAccessibility) });
    rows.push({ section, check: 'CLS', figure: page.cls.toFixed(3), budget: `<= ${BUDGETS.cls}`, status: atMost(page.cls, BUDGETS.cls) });
    rows.push({
      section,
      check: 'best practices, SEO, LCP, TBT',
      figure: `${page.bestPractices}, ${page.seo}, LCP ${(page.lcpMs / 1000).toFixed(1)} s, TBT ${ms(page.tbtMs)}`,
      budget: '',
      status: 'info',
    });
  }
  for (const error of results.errors) rows.push({ section: 'bench', check: 'step failed', figure: error, budget: '', status: 'ERR' });
  return rows;
}

const COLORS: Record<Status, string> = { PASS: '\x1b[32m', OVER: '\x1b[31m', ERR: '\x1b[35m', info: '\x1b[2m' };

export function formatTable(rows: Row[], color = false): string {
  const headers = ['section', 'check', 'figure', 'budget', 'result'];
  const cells = rows.map((row) => [row.section, row.check, row.figure, row.budget, row.status]);
  const widths = headers.map((header, i) => Math.max(header.length, ...cells.map((cell) => cell[i]!.length)));
  const line = (cell: string[]) => cell.map((text, i) => text.padEnd(widths[i]!)).join('  ').trimEnd();
  const out = [line(headers), widths.map((w) => '-'.repeat(w)).join('  ')];
  let previous = '';
  for (const [i, cell] of cells.entries()) {
    const shown = [...cell];
    if (cell[0] === previous) shown[0] = '';
    else if (i > 0) out.push('');
    previous = cell[0]!;
    const text = line(shown);
    const status = rows[i]!.status;
    out.push(color ? `${text.slice(0, text.length - status.length)}${COLORS[status]}${status}\x1b[0m` : text);
  }
  return out.join('\n');
}

export const failed = (rows: Row[]) => rows.filter((row) => row.status === 'OVER' || row.status === 'ERR');

export async function writeJson(file: string, results: BenchResults, rows: Row[]): Promise<void> {
  await fs.writeFile(file, `${JSON.stringify({ ...results, budgets: BUDGETS, rows, over: failed(rows).length }, null, 2)}\n`);
}

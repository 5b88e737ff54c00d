/**
 * The budgets of DESIGN §9 and the report: one table row per figure, beside its budget, with PASS,
 * OVER (budget exceeded), ERR (the measurement itself is broken: failed requests, missing data) or
 * info (no budget). The same rows and the raw measurements go to bench/results/latest.json.
 */
import fs from 'node:fs/promises';
import type { PlanCheck } from './explain';
import type { LighthouseResult } from './lighthouse';
import type { LoadResult } from './load';
import type { WebSizes } from './web-size';

/** DESIGN §9. */
export const BUDGETS = {
  /** List and search p99 at 50 connections, 100,000 wines. */
  p99Ms: 50,
  /** The wine list at 100,000 wines vs 1,000: p99 and cost per request (1 / throughput). */
  growth: 1.5,
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
  ceiling: LoadResult;
  /** By endpoint key. */
  load: Record<string, LoadResult>;
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
  }
  const [small, large] = [results.stages[0], results.stages[1]];
  if (small && large) {
    const section = `growth ${int(large.wines)} vs ${int(small.wines)}`;
    for (const endpoint of results.endpoints) {
      const before = small.load[endpoint.key];
      const after = large.load[endpoint.key];
      if (!before || !after) continue;
      const p99 = after.latencyP99Ms / before.latencyP99Ms;
      const cost = before.requestsPerSecond / after.requestsPerSecond;
      const status = endpoint.growthBudget ? atMost(Math.max(p99, cost), BUDGETS.growth) : 'info';
      rows.push({
        section,
        check: endpoint.label,
        figure: `p99 ${times(p99)}, cost per request ${times(cost)} (throughput ${times(1 / cost)})`,
        budget: endpoint.growthBudget ? `both <= ${BUDGETS.growth}x` : '',
        status,
      });
    }
  }
  if (results.explain) {
    const section = `plans ${large ? int(large.wines) : ''} wines`;
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

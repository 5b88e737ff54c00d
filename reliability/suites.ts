/**
 * The rows of `npm run reliability` (reliability/report.ts): one entry per suite.
 *
 * To add a row, add one entry here:
 * - a vitest suite names its test files; each test adds what it tried with
 *   `countCases(context, n)` (apps/api/test/helpers/reliability.ts), and a test that never calls it
 *   counts as one case (see the authorization matrix and the schema fuzzing below). `env` is set for
 *   the vitest run (all vitest suites run together), e.g. to fuzz longer than `npm test` does.
 * - any other suite gives `run`, which answers its own cases and failures (see the soak below).
 * Failures are failed tests (or a test file that could not run), or what `run` reports.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../bench/server';
import { runBackupDrill } from './backup-drill';
import { RESULTS_DIR, runSoak, SOAK_DEFAULTS, type SoakReport } from './soak';

export interface SuiteOutcome {
  cases: number;
  failures: number;
  /** One line shown under the table (figures worth reading beside the count). */
  note?: string;
}

export type Suite = { name: string; unit: string } & (
  | { files: string[]; env?: Record<string, string> }
  | { run: (settings: ReportSettings) => Promise<SuiteOutcome & { details?: unknown }> }
);

export interface ReportSettings {
  soakSeconds: number;
  /** The backup drill's catalogue size (`--drill-wines`); the demo's without it. */
  drillWines?: number;
  say: (message: string) => void;
}

/**
 * `npm run reliability -- --full`: fuzzing rounds giving over 100,000 requests over every route
 * (each round adds 6 combined mutations per route, 576 over the 96 routes, on top of the single
 * mutations; `npm test` runs 1 round, the default report 4), and a 10-minute soak.
 */
export const FULL_SIZE = { fuzzRounds: 180, soakSeconds: 600 } as const;

export const SUITES: Suite[] = [
  { name: 'races', unit: 'races run', files: ['apps/api/test/orders/races.test.ts'] },
  {
    name: 'faults',
    unit: 'faults injected',
    files: ['apps/api/test/faults/crash.test.ts', 'apps/api/test/faults/database-down.test.ts', 'apps/api/test/faults/smtp-down.test.ts'],
  },
  { name: 'abuse', unit: 'requests tried', files: ['apps/api/test/platform/abuse.test.ts', 'apps/api/test/platform/rate-limit.test.ts', 'apps/api/test/platform/malformed-requests.test.ts'] },
  // Issue 18's account attacks: a stolen session changing the email, email probes, reset timing,
  // lock-outs by strangers, sessions signed out, Google sign-in over a pre-registered email.
  {
    name: 'account attacks',
    unit: 'attacks tried',
    files: ['apps/api/test/accounts/account-email.test.ts', 'apps/api/test/accounts/account-sessions.test.ts', 'apps/api/test/accounts/google-signin.test.ts'],
  },
  // Each route's test counts its calls: every route of the OpenAPI document times the six identities.
  { name: 'authorization matrix', unit: 'calls (routes × identities)', files: ['apps/api/test/authorization/matrix.test.ts'] },
  // Four times the requests per route of `npm test` unless FUZZ_ROUNDS (or --full) says otherwise.
  { name: 'schema fuzzing', unit: 'requests fuzzed', files: ['apps/api/test/fuzz/fuzz.test.ts'], env: { FUZZ_ROUNDS: process.env.FUZZ_ROUNDS ?? '4' } },
  // Three instances behind HAProxy on a PostgreSQL primary and replica, Redis and the S3 stand-in
  // (npm test runs two, without the soaks): each test counts its requests and checks.
  {
    name: 'several instances',
    unit: 'requests and checks',
    files: ['apps/api/test/platform/cluster.test.ts'],
    env: { CLUSTER_INSTANCES: '3', CLUSTER_SOAK_SECONDS: process.env.CLUSTER_SOAK_SECONDS ?? '30' },
  },
  // The Playwright test stores the XSS payloads in every shown field and opens the pages in Chromium.
  { name: 'hostile content', unit: 'payloads × fields rendered', run: async () => runPlaywright('tests/hostile-content.spec.ts') },
  // Issue 33: a backup taken while shoppers order, restored into a fresh data dir and served again.
  {
    name: 'backup drill',
    unit: 'orders and mails checked',
    run: async ({ soakSeconds, drillWines, say }) => runBackupDrill({ seconds: soakSeconds, wines: drillWines, say }),
  },
  {
    name: 'load (soak)',
    unit: 'requests made',
    run: async ({ soakSeconds, say }) => {
      const report: SoakReport = await runSoak({ ...SOAK_DEFAULTS, port: Number(process.env.SOAK_PORT ?? SOAK_DEFAULTS.port), seconds: soakSeconds, keepData: false, say });
      return {
        // Every error is a failure, and memory growing past its bound one more.
        cases: report.requests,
        failures: report.errors + (report.memoryFlat ? 0 : 1),
        note:
          `${report.requestsPerSecond.toFixed(0)} req/s, p99 ${report.p99Ms.toFixed(0)} ms, ${report.checkouts} orders placed, ` +
          `live heap ${report.liveWarm.heapUsedMb} -> ${report.liveEnd.heapUsedMb} MB after warm-up (bound +${report.maxHeapGrowthMb} MB), ` +
          `RSS after those collections ${report.liveWarm.rssMb} -> ${report.liveEnd.rssMb} MB (bound +${report.maxGrowthMb} MB)`,
        details: report,
      };
    },
  },
];

interface PlaywrightJson {
  suites: { specs: { title: string; tests: { annotations: { type: string; description?: string }[]; results: { status: string }[] }[] }[] }[];
}

/** Runs one Playwright file (its own shop on E2E_PORT, default 4342): cases from each test's `cases` annotation. */
function runPlaywright(file: string): SuiteOutcome {
  const outputDir = path.join(RESULTS_DIR, 'playwright');
  const env = { ...process.env, E2E_PORT: process.env.E2E_PORT ?? '4342', E2E_OUTPUT_DIR: outputDir };
  // The browser tests' shop serves apps/web/dist: built here, so a checkout that was never built, or
  // whose build is older than its sources, renders the payloads with the code under test.
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) return { cases: 0, failures: 1, note: 'the web app did not build' };
  spawnSync('npx', ['playwright', 'test', file], { cwd: path.join(ROOT, 'e2e'), stdio: 'inherit', env });
  const reportFile = path.join(outputDir, 'playwright.json');
  if (!fs.existsSync(reportFile)) return { cases: 0, failures: 1, note: `${file} did not run` };
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as PlaywrightJson;
  let cases = 0;
  const failed: string[] = [];
  for (const spec of report.suites.flatMap((suite) => suite.specs)) {
    for (const test of spec.tests) {
      cases += Number(test.annotations.find((annotation) => annotation.type === 'cases')?.description ?? 1);
      if (test.results.some((result) => result.status !== 'passed')) failed.push(spec.title);
    }
  }
  // A shop that never started leaves a report with no test in it: nothing tried is a failure.
  if (cases === 0) return { cases: 0, failures: 1, note: `${file} ran no test` };
  return { cases, failures: failed.length, ...(failed.length > 0 ? { note: `failed: ${failed.join('; ')}` } : {}) };
}

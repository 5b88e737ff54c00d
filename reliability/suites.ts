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
import { runSoak, SOAK_DEFAULTS, type SoakReport } from './soak';

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
  say: (message: string) => void;
}

export const SUITES: Suite[] = [
  { name: 'races', unit: 'races run', files: ['apps/api/test/races.test.ts'] },
  {
    name: 'faults',
    unit: 'faults injected',
    files: ['apps/api/test/faults/crash.test.ts', 'apps/api/test/faults/database-down.test.ts', 'apps/api/test/faults/smtp-down.test.ts'],
  },
  { name: 'abuse', unit: 'requests tried', files: ['apps/api/test/abuse.test.ts', 'apps/api/test/rate-limit.test.ts'] },
  // Each route's test counts its calls: every route of the OpenAPI document times the six identities.
  { name: 'authorization matrix', unit: 'calls (routes × identities)', files: ['apps/api/test/authorization/matrix.test.ts'] },
  // Four times the requests per route of `npm test` unless FUZZ_ROUNDS says otherwise.
  { name: 'schema fuzzing', unit: 'requests fuzzed', files: ['apps/api/test/fuzz/fuzz.test.ts'], env: { FUZZ_ROUNDS: process.env.FUZZ_ROUNDS ?? '4' } },
  {
    name: 'load (soak)',
    unit: 'requests made',
    run: async ({ soakSeconds, say }) => {
      const report: SoakReport = await runSoak({ ...SOAK_DEFAULTS, seconds: soakSeconds, keepData: false, say });
      return {
        // Every error is a failure, and memory growing past its bound one more.
        cases: report.requests,
        failures: report.errors + (report.memoryFlat ? 0 : 1),
        note:
          `${report.requestsPerSecond.toFixed(0)} req/s, p99 ${report.p99Ms.toFixed(0)} ms, ${report.checkouts} orders placed, ` +
          `shop RSS ${report.rssWarmMb} -> ${report.rssEndMb} MB after warm-up (bound +${report.maxGrowthMb} MB)`,
        details: report,
      };
    },
  },
];

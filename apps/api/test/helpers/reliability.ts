import type { TaskMeta } from 'vitest';

declare module '@vitest/runner' {
  interface TaskMeta {
    /** What this test tried (races run, faults injected, requests sent): summed by `npm run reliability`. */
    cases?: number;
  }
}

/**
 * Adds to the count of cases a test tried, for the table of `npm run reliability`
 * (reliability/report.ts); a test that never calls it counts as one case. Vitest's JSON reporter
 * writes it out with the test's result.
 */
export function countCases(context: { task: { meta: TaskMeta } }, cases: number): void {
  context.task.meta.cases = (context.task.meta.cases ?? 0) + cases;
}

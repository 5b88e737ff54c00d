import { describe, expect, it } from 'vitest';
import { closingLines, flakyTitles, playwrightCounts } from './test-report.mjs';

/** A Playwright JSON report: one spec a status, under a file's suite. */
function report(statuses, errors = []) {
  const specs = statuses.map((status, i) => ({ title: `test ${i}`, tests: [{ status }] }));
  const count = (status) => statuses.filter((entry) => entry === status).length;
  return {
    suites: [{ title: 'cart.spec.ts', specs }],
    stats: { expected: count('expected'), unexpected: count('unexpected'), flaky: count('flaky'), skipped: count('skipped') },
    errors,
  };
}

describe("npm test's closing lines", () => {
  it('count a browser test that passed only on a retry as flaky, apart, never as passed', () => {
    const run = report(['expected', 'flaky', 'expected']);
    expect(playwrightCounts(run)).toEqual({ passed: 2, failed: 0, flaky: 1 });
    expect(flakyTitles(run)).toEqual(['cart.spec.ts › test 1']);
  });

  it('end with the flaky count, then "N passed, N failed" as the last line', () => {
    expect(closingLines({ passed: 10, failed: 2, flaky: 1 })).toEqual(['1 flaky', '10 passed, 2 failed']);
    expect(closingLines({ passed: 12, failed: 0, flaky: 0 })).toEqual(['0 flaky', '12 passed, 0 failed']);
  });

  it('count a run that broke without a failed test as one failure', () => {
    expect(playwrightCounts(report(['expected'], [{ message: 'global setup failed' }]))).toEqual({ passed: 1, failed: 1, flaky: 0 });
    expect(playwrightCounts(report(['unexpected'], [{ message: 'worker crashed' }]))).toEqual({ passed: 0, failed: 1, flaky: 0 });
  });
});

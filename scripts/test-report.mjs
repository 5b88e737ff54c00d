// The counting behind npm test's closing lines, apart from the runners so that it can be tested.

/** Titles of the tests that failed first and passed on a retry, from Playwright's JSON report. */
export function flakyTitles(report) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((entry) => entry.status === 'flaky')) titles.push([...path, spec.title].join(' › '));
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return titles;
}

/**
 * Playwright's report as counts. A test that passed only on a retry is flaky: it has a race to fix,
 * so it is counted on its own line, never among the passed; it is not a failure of the product.
 * A run whose report holds errors but no failed test (a crashed worker, a broken global setup) is one failure.
 */
export function playwrightCounts(report) {
  const { expected, unexpected, flaky } = report.stats;
  const crashed = report.errors?.length && !unexpected ? 1 : 0;
  return { passed: expected, failed: unexpected + crashed, flaky };
}

/** The last two lines CI reads: the flaky count, then "N passed, N failed" (the flaky ones in neither). */
export function closingLines(totals) {
  return [`${totals.flaky} flaky`, `${totals.passed} passed, ${totals.failed} failed`];
}

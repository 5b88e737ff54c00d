// npm test: every check of the project, in order, then one line that CI reads:
// "N passed, N failed", summed over typecheck, lint, vitest (unit + API) and Playwright (browser).
// The engines check, typecheck and lint count as one test each; a runner that crashes without a report counts as one failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0 };
const run = (command, args, cwd = root) => spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env }).status === 0;

function check(name, command, args) {
  console.log(`\n== ${name} ==`);
  const ok = run(command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  console.log(`${name}: ${ok ? 'ok' : 'FAILED'}`);
}

function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

check('engines', 'node', ['scripts/check-engines.mjs']);
check('typecheck', 'npm', ['run', 'typecheck', '--silent']);
check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);

console.log('\n== vitest (unit and API) ==');
const vitestFile = path.join(out, 'vitest.json');
run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestFile}`]);
const vitest = readReport(vitestFile);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests + (vitest.numFailedTestSuites > 0 && vitest.numFailedTests === 0 ? 1 : 0);
} else totals.failed += 1;

console.log('\n== web build ==');
const built = run('npm', ['run', 'build', '-w', 'apps/web']);

console.log('\n== Playwright (browser) ==');
const playwrightFile = path.join(out, 'playwright.json');
if (built) run('npx', ['playwright', 'test'], path.join(root, 'e2e'));
const playwright = existsSync(playwrightFile) ? readReport(playwrightFile) : undefined;
/** Titles of the tests that failed first and passed on their retry, from Playwright's JSON report. */
function flakyTitles(report) {
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

if (playwright) {
  const flaky = flakyTitles(playwright);
  if (flaky.length > 0) console.log(`\nFLAKY (failed once, passed on retry; fix these):\n${flaky.map((title) => `  - ${title}`).join('\n')}`);
  totals.passed += playwright.stats.expected + playwright.stats.flaky;
  totals.failed += playwright.stats.unexpected + (playwright.errors?.length && !playwright.stats.unexpected ? 1 : 0);
} else totals.failed += 1;

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = totals.failed > 0 ? 1 : 0;

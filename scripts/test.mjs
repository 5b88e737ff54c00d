// npm test: every check of the project, in order, then the two lines CI reads: "N flaky" (browser tests
// that passed only on a retry, counted apart, neither passed nor failed) and last "N passed, N failed", summed over
// typecheck, lint, vitest (unit + API) and Playwright (browser).
// The engines check, typecheck and lint count as one test each; a runner that crashes without a report counts as one failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closingLines, flakyTitles, playwrightCounts } from './test-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, flaky: 0 };
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
if (playwright) {
  const flaky = flakyTitles(playwright);
  if (flaky.length > 0) console.log(`\nFLAKY (failed once, passed on retry; counted apart, fix these):\n${flaky.map((title) => `  - ${title}`).join('\n')}`);
  const counts = playwrightCounts(playwright);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.flaky += counts.flaky;
} else totals.failed += 1;

console.log(`\n${closingLines(totals).join('\n')}`);
process.exitCode = totals.failed > 0 ? 1 : 0;

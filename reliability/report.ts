/**
 * npm run reliability [-- --full] [-- --soak-seconds N] [--drill-wines N] [--only NAME] [--suite NAME=FILES]: runs the
 * reliability suites of reliability/suites.ts (the vitest files in one run, then the others, e.g. a
 * soak) and prints one table: for each suite what it tried (races run, faults injected,
 * requests...) and how many of those failed. --full runs the full-size figures of docs/reliability.md.
 * Writes reliability/results/report.json; exits 1 when anything failed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, stopAll } from '../bench/server';
import { RESULTS_DIR } from './soak';
import { FULL_SIZE, SUITES, type Suite, type SuiteOutcome } from './suites';

interface VitestJson {
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; meta?: { cases?: number } }[];
  }[];
}

interface Row extends SuiteOutcome {
  name: string;
  unit: string;
  seconds: number;
}

const { values } = parseArgs({
  options: {
    full: { type: 'boolean', default: false },
    'soak-seconds': { type: 'string' },
    'drill-wines': { type: 'string' },
    only: { type: 'string', multiple: true, default: [] },
    suite: { type: 'string', multiple: true, default: [] },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`Usage: npm run reliability [-- options]
  --full                 the full-size figures: ${FULL_SIZE.fuzzRounds} fuzzing rounds (over 100,000 requests), a ${FULL_SIZE.soakSeconds / 60}-minute soak
  --soak-seconds N       the soak measures N seconds (default 20, or ${FULL_SIZE.soakSeconds} with --full)
  --drill-wines N        the backup drill's shop first holds N wines (npm run seed -- --wines N), e.g. 100000
  --only NAME            run only this suite (repeatable), e.g. --only "schema fuzzing"
  --suite NAME=FILES     add a vitest suite by name: its test files, comma-separated (repeatable),
                         e.g. --suite "account attacks=apps/api/test/account-security.test.ts"`);
  process.exit(0);
}
const soakSeconds = Number(values['soak-seconds'] ?? (values.full ? FULL_SIZE.soakSeconds : 20));
if (!Number.isFinite(soakSeconds) || soakSeconds < 1) {
  console.error(`--soak-seconds must be a number of at least 1, not "${values['soak-seconds']}"`);
  process.exit(2);
}
const drillWines = values['drill-wines'] === undefined ? undefined : Number(values['drill-wines']);
if (drillWines !== undefined && !(Number.isSafeInteger(drillWines) && drillWines >= 1)) {
  console.error(`--drill-wines must be a positive integer, not "${values['drill-wines']}"`);
  process.exit(2);
}
const added: Suite[] = values.suite.map((text) => {
  const [name = '', files = ''] = text.split('=');
  if (!name.trim() || !files.trim()) {
    console.error(`--suite takes NAME=FILE[,FILE], not "${text}"`);
    process.exit(2);
  }
  return { name: name.trim(), unit: 'cases tried', files: files.split(',').map((file) => file.trim()) };
});
const suites = [...SUITES, ...added].filter((suite) => values.only.length === 0 || values.only.includes(suite.name));
if (suites.length === 0) {
  console.error(`no suite named ${values.only.join(', ')}; the suites are: ${[...SUITES, ...added].map((suite) => suite.name).join(', ')}`);
  process.exit(2);
}
/** What --full changes in the vitest suites' environment (an explicit FUZZ_ROUNDS still wins). */
const fullSizeEnv: Record<string, string> = values.full ? { FUZZ_ROUNDS: process.env.FUZZ_ROUNDS ?? String(FULL_SIZE.fuzzRounds) } : {};

const clock = performance.now();
const say = (message: string) => console.log(`\x1b[1m[reliability ${((performance.now() - clock) / 1000).toFixed(0).padStart(4)} s]\x1b[0m ${message}`);
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
await fs.mkdir(RESULTS_DIR, { recursive: true });

/** One vitest run for every file of every vitest suite: one database cluster, files in parallel. */
async function runVitest(files: string[], env: Record<string, string>): Promise<{ report: VitestJson | undefined; seconds: number }> {
  const outputFile = path.join(RESULTS_DIR, 'vitest.json');
  await fs.rm(outputFile, { force: true });
  const started = performance.now();
  spawnSync('npx', ['vitest', 'run', ...files, '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (performance.now() - started) / 1000;
  const text = await fs.readFile(outputFile, 'utf8').catch(() => undefined);
  return { report: text ? (JSON.parse(text) as VitestJson) : undefined, seconds };
}

/** Cases and failures of a vitest suite, from the JSON report: a file that did not run is a failure. */
function outcomeOf(files: string[], report: VitestJson | undefined): SuiteOutcome {
  let cases = 0;
  let failures = 0;
  const notes: string[] = [];
  for (const file of files) {
    const result = report?.testResults.find((entry) => path.relative(ROOT, entry.name) === file);
    if (!result) {
      failures += 1;
      notes.push(`${file} did not run`);
      continue;
    }
    for (const test of result.assertionResults) {
      cases += test.meta?.cases ?? 1;
      if (test.status === 'failed') {
        failures += 1;
        notes.push(`failed: ${test.fullName}`);
      }
    }
    // A hook that failed fails the file without failing a test.
    if (result.status === 'failed' && !result.assertionResults.some((test) => test.status === 'failed')) {
      failures += 1;
      notes.push(`${file}: ${result.message?.split('\n')[0] ?? 'failed'}`);
    }
  }
  return { cases, failures, ...(notes.length > 0 ? { note: notes.join('; ') } : {}) };
}

const rows: Row[] = [];
const details: Record<string, unknown> = {};
const vitestSuites = suites.flatMap((suite) => ('files' in suite ? [suite] : []));
if (vitestSuites.length > 0) {
  say(`vitest: ${vitestSuites.map((suite) => suite.name).join(', ')}`);
  const files = vitestSuites.flatMap((suite) => suite.files);
  const { report, seconds } = await runVitest(files, Object.assign({}, ...vitestSuites.map((suite) => suite.env ?? {}), fullSizeEnv) as Record<string, string>);
  for (const suite of vitestSuites) {
    // The files run together: each suite's share of the time is not measurable, the run's is shown once.
    rows.push({ name: suite.name, unit: suite.unit, seconds: suite === vitestSuites[0] ? seconds : 0, ...outcomeOf(suite.files, report) });
  }
}
for (const suite of suites) {
  if (!('run' in suite)) continue;
  say(suite.name);
  const started = performance.now();
  try {
    const { details: more, ...outcome } = await suite.run({ soakSeconds, drillWines, say });
    rows.push({ name: suite.name, unit: suite.unit, seconds: (performance.now() - started) / 1000, ...outcome });
    details[suite.name] = more;
  } catch (error) {
    rows.push({ name: suite.name, unit: suite.unit, seconds: (performance.now() - started) / 1000, cases: 0, failures: 1, note: (error as Error).message });
  }
}

function table(): string {
  const header = ['suite', 'what was tried', 'cases', 'failures', 'time'];
  const lines = rows.map((row) => [row.name, row.unit, String(row.cases), String(row.failures), row.seconds > 0 ? `${row.seconds.toFixed(0)} s` : '']);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => `| ${cells.map((cell, column) => (column >= 2 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column >= 2 ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  const notes = rows.filter((row) => row.note).map((row) => `- ${row.name}: ${row.note}`);
  return [format(header), rule, ...lines.map(format), ...(notes.length > 0 ? ['', ...notes] : [])].join('\n');
}

const failures = rows.reduce((sum, row) => sum + row.failures, 0);
await fs.writeFile(
  path.join(RESULTS_DIR, 'report.json'),
  `${JSON.stringify({ date: new Date().toISOString(), full: values.full, soakSeconds, drillWines, rows, details }, null, 2)}\n`,
);
console.log(`\n${table()}\n\n${failures === 0 ? 'PASS' : `FAIL: ${failures} failure(s)`} (vitest times are for all vitest suites together; reliability/results/report.json)`);
process.exitCode = failures === 0 ? 0 : 1;

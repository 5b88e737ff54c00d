import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Runs a scheduled job as an operator does (`npm run jobs -- <job>`), against the test server's data
 * directory (the job finds the running shop's database in its connection.json), with the job's
 * clock set to `now`. Answers what the job printed.
 */
async function runJob(job: 'charge-orders' | 'club-cycles', now: Date): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'jobs', '-w', 'apps/api', '--', job, '--now', now.toISOString()], {
    cwd: repoRoot,
    // An empty DATABASE_URL counts as unset: the job must use the test server's database.
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    timeout: 300_000,
  });
  return stdout;
}

/** The nightly charge, as if the clock showed `now`. */
export const runChargeJob = (now: Date) => runJob('charge-orders', now);

/** The wine clubs' cut-offs (orders placed for every active member), as if the clock showed `now`. */
export const runClubCycleJob = (now: Date) => runJob('club-cycles', now);

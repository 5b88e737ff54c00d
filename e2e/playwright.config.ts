import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

// Several runs may share one machine (other clones, other engineers, CI beside npm test): unless
// E2E_PORT names one, the shop listens on a port the OS reports free now. Workers load this file too
// and inherit the runner's choice. A child process answers, as this file must set it synchronously.
process.env.E2E_PORT ||= execFileSync(
  process.execPath,
  ['-e', "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => process.stdout.write(String(port))); });"],
  { encoding: 'utf8' },
);
const E2E_PORT = Number(process.env.E2E_PORT);
// Reports and traces: npm test reads .test-output; a side run can keep its own with E2E_OUTPUT_DIR.
const outputRoot = process.env.E2E_OUTPUT_DIR || '../.test-output';
const e2eDir = path.dirname(fileURLToPath(import.meta.url));

// Workers load this file too: they inherit the runner's data dir instead of creating their own.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'wine-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  // One retry, so that a single timing accident on a loaded machine does not fail the whole run; a test that
  // passes only on its retry is still named as flaky at the end of npm test, to be fixed, never ignored.
  retries: 1,
  // Generous limits: they cost time only when a test fails, and on a machine busy with other work a
  // click can take seconds (CI runs on a developer's machine).
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: `${outputRoot}/playwright.json` }]],
  outputDir: `${outputRoot}/playwright-artifacts`,
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    headless: true,
  },
  webServer: {
    command: 'node --import tsx ../apps/api/src/main.ts',
    cwd: e2eDir,
    url: `http://localhost:${E2E_PORT}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED: 'demo',
      AUTH_RATE_LIMIT_MAX: '1000',
      AUTH_ACCOUNT_RATE_LIMIT_MAX: '1000',
      AUTH_NEW_CLIENTS_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
      // The database deadlines of a machine busy with other work (README).
      DATABASE_DEADLINE_SCALE: '10',
      WEB_DIST: process.env.E2E_WEB_DIST || '../apps/web/dist',
    },
  },
});

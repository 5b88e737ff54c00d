/**
 * The processes the bench measures: the real shop (`apps/api/src/main.ts` on embedded PostgreSQL),
 * the ceiling, a bare Fastify route returning fixed bytes from memory, and the floor, a bare Fastify
 * route reading the shop's database with raw prepared statements. Each runs in its own
 * process so neither shares an event loop with the load generator or the bench runner.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/api/src/db/embedded';

export { freePort };

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Running {
  origin: string;
  pid: number;
  stop: () => Promise<void>;
}

const children = new Set<ChildProcess>();

/** Ends every process the bench started (on Ctrl-C or a crash), politely first. */
export async function stopAll(): Promise<void> {
  await Promise.all([...children].map((child) => stopChild(child)));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopChild(child: ChildProcess, graceMs = 30_000): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const done = await Promise.race([exited(child).then(() => true), sleep(graceMs).then(() => false)]);
    if (!done) {
      child.kill('SIGKILL');
      await exited(child);
    }
  }
  children.delete(child);
}

/** Polls until the URL answers 200, the child dies, or the time is up. */
async function waitForOk(url: string, child: ChildProcess, timeoutMs: number, logFile: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${path.basename(logFile, '.log')} exited (${child.exitCode ?? child.signalCode}) before answering; see ${logFile}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s; see ${logFile}`);
}

function launch(script: string, env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  children.add(child);
  return child;
}

/**
 * Starts the shop as `npm start` runs it (minus the build step) on a data dir, and resolves once it
 * answers GET /api/health and has written connection.json. `port` defaults to a free one; `env`
 * adds to or overrides the shop's environment (an empty value unsets a variable).
 */
export async function startShop(options: {
  dataDir: string;
  logFile: string;
  port?: number;
  env?: NodeJS.ProcessEnv;
}): Promise<Running & { databaseUrl: string }> {
  const port = options.port ?? (await freePort());
  const connectionFile = path.join(options.dataDir, 'connection.json');
  await fs.rm(connectionFile, { force: true });
  const child = launch(
    'apps/api/src/main.ts',
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      WEB_DIST: path.join(ROOT, 'apps/web/dist'),
      ...options.env,
    },
    options.logFile,
  );
  const origin = `http://127.0.0.1:${port}`;
  try {
    // Seeding the demo shop took over 180 s while two other test runs seeded theirs on the same two cores.
    await waitForOk(`${origin}/api/health`, child, 480_000, options.logFile);
    for (let waited = 0; !existsSync(connectionFile); waited += 100) {
      if (waited > 10_000) throw new Error(`the shop did not write ${connectionFile}`);
      await sleep(100);
    }
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  const { databaseUrl } = JSON.parse(await fs.readFile(connectionFile, 'utf8')) as { databaseUrl: string };
  return { origin, pid: child.pid!, databaseUrl, stop: () => stopChild(child) };
}

/** Starts a bench process of its own (`script`) and resolves once `readyPath` answers 200. */
async function startBare(script: string, env: (port: number) => NodeJS.ProcessEnv, readyPath: string, logFile: string): Promise<Running> {
  const port = await freePort();
  const child = launch(script, env(port), logFile);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(origin + readyPath, child, 60_000, logFile);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { origin, pid: child.pid!, stop: () => stopChild(child) };
}

/** Starts bench/ceiling-server.ts serving `body` with `contentType` at GET /ceiling. */
export async function startCeiling(options: { body: Buffer; contentType: string; workDir: string; logFile: string }): Promise<Running & { path: string }> {
  const bodyFile = path.join(options.workDir, 'ceiling-body');
  await fs.writeFile(bodyFile, options.body);
  const env = (port: number) => ({ CEILING_PORT: String(port), CEILING_BODY_FILE: bodyFile, CEILING_CONTENT_TYPE: options.contentType });
  return { ...(await startBare('bench/ceiling-server.ts', env, '/ceiling', options.logFile)), path: '/ceiling' };
}

/** Starts bench/floor-server.ts on the shop's database; `wineId` is a wine it must find to be ready. */
export function startFloor(options: { databaseUrl: string; tenantId: string; wineId: string; logFile: string }): Promise<Running> {
  const env = (port: number) => ({ FLOOR_PORT: String(port), FLOOR_DATABASE_URL: options.databaseUrl, FLOOR_TENANT_ID: options.tenantId });
  return startBare('bench/floor-server.ts', env, `/floor/wine/${options.wineId}`, options.logFile);
}

/**
 * `npm run seed -- --wines N` on a data dir (the shop must be stopped: the seed refuses otherwise).
 * Its progress bar goes to this terminal.
 */
export function seed(dataDir: string, wines: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'seed', '--', '--wines', String(wines)], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    });
    children.add(child);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`npm run seed -- --wines ${wines} failed (${code ?? signal})`));
    });
  });
}

/** Runs a command to completion with its output on this terminal. */
export function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    children.add(child);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${code ?? signal})`));
    });
  });
}

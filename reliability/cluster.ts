/**
 * The shop as several instances, started for real on this machine (docs/decisions/0026-several-instances.md):
 * Debian's PostgreSQL as a primary and a streaming replica, redis-server, the S3 stand-in (s3rver,
 * from npm), N shop instances (apps/api/src/main.ts, through bench/server.ts) and HAProxy with
 * deploy/haproxy.cfg in front of them. Used by apps/api/test/platform/cluster.test.ts (two instances, in
 * `npm test`) and by the cluster suite of `npm run reliability` (three).
 *
 * Every process is ended by `stop()`, which the callers run in `finally`/`afterAll`; PostgreSQL,
 * which refuses to run as root, runs as the `postgres` system user when this runs as root.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, ROOT, startShop, type Running } from '../bench/server';

export const S3_BUCKET = 'shop-media';
const DATABASE = 'shop';
/** The readiness check runs every second and needs two failures: the grace covers both and a margin. */
const DRAIN_GRACE_MS = 3000;

export interface Instance extends Running {
  name: string;
  dataDir: string;
}

export interface Cluster {
  /** HAProxy's address: what shoppers use. */
  origin: string;
  instances: Instance[];
  primaryUrl: string;
  replicaUrl: string;
  redisUrl: string;
  s3Endpoint: string;
  workDir: string;
  /** Stops the replica (fast shutdown), as a replica's host going away. */
  stopReplica: () => Promise<void>;
  stop: () => Promise<void>;
}

export interface ClusterOptions {
  instances: number;
  /** Added to every instance's environment. */
  env?: Record<string, string>;
  /** A folder where the primary archives its WAL (deploy/postgres/archive-wal.sh), for point-in-time recovery. */
  walArchive?: string;
  say?: (message: string) => void;
}

/** The newest PostgreSQL Debian installed (`PG_BIN` overrides), e.g. /usr/lib/postgresql/15/bin. */
export function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').filter((name) => /^\d+$/.test(name)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql (see .ci/run)');
  return `/usr/lib/postgresql/${newest}/bin`;
}

/** Root runs PostgreSQL as `postgres`; anyone else as themselves. */
export function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  return {
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
  };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a command to its end; throws with its output if it fails. */
export function runToEnd(command: string, args: string[], options: { user?: { uid: number; gid: number } } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options.user, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (${code}): ${output.trim()}`))));
  });
}

export async function waitForPort(port: number, child: ChildProcess, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before listening`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`${what} did not listen on ${port} within ${timeoutMs / 1000} s`);
}

export interface S3StandIn {
  endpoint: string;
  /** The shop's settings for it: MEDIA_STORE=s3 and the rest. */
  env: Record<string, string>;
  stop: () => Promise<void>;
}

/** s3rver (npm) on a free port, storing in `dir`, with the bucket S3_BUCKET; its keys are fixed. */
export async function startS3StandIn(dir: string, logFile: string): Promise<S3StandIn> {
  const port = await freePort();
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/s3rver/bin/s3rver.js'), '-d', dir, '-a', '127.0.0.1', '-p', String(port), '--silent', '--configure-bucket', S3_BUCKET],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited(child);
    }
  };
  try {
    await waitForPort(port, child, 's3rver');
  } catch (error) {
    await stop();
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: { MEDIA_STORE: 's3', S3_BUCKET, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    stop,
  };
}

/** Polls `url` until it answers 200. */
export async function waitForOk(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

/** Waits until the replica has replayed everything the primary had written when this was called. */
export async function waitForReplay(primaryUrl: string, replicaUrl: string, timeoutMs = 60_000): Promise<void> {
  const [primary, replica] = [new pg.Client(primaryUrl), new pg.Client(replicaUrl)];
  await Promise.all([primary.connect(), replica.connect()]);
  try {
    const { rows } = await primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const behind = await replica.query<{ behind: boolean }>('SELECT pg_last_wal_replay_lsn() < $1::pg_lsn AS behind', [rows[0]!.lsn]);
      if (!behind.rows[0]!.behind) return;
      await sleep(50);
    }
    throw new Error('the replica did not catch up');
  } finally {
    await Promise.all([primary.end(), replica.end()]);
  }
}

/** deploy/haproxy.cfg with one `server` line per instance in place of its own. */
export async function haproxyConfig(instances: readonly { name: string; port: number }[]): Promise<string> {
  const lines = (await fs.readFile(path.join(ROOT, 'deploy/haproxy.cfg'), 'utf8')).split('\n');
  const first = lines.findIndex((line) => /^\s+server api\d/.test(line));
  const servers = instances.map((instance) => `    server ${instance.name} 127.0.0.1:${instance.port}`);
  return [...lines.slice(0, first), ...servers, ...lines.slice(first).filter((line) => !/^\s+server api\d/.test(line))].join('\n');
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const say = options.say ?? (() => undefined);
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wine-cluster-'));
  const children = new Set<ChildProcess>();
  const instances: Instance[] = [];
  const user = postgresUser();
  const bin = postgresBin();

  const launch = (command: string, args: string[], name: string, extra: { user?: { uid: number; gid: number }; env?: NodeJS.ProcessEnv } = {}) => {
    const log = createWriteStream(path.join(workDir, `${name}.log`), { flags: 'a' });
    const child = spawn(command, args, { ...extra.user, cwd: ROOT, env: { ...process.env, ...extra.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    children.add(child);
    return child;
  };
  const end = async (child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      const done = await Promise.race([exited(child).then(() => true), sleep(15_000).then(() => false)]);
      if (!done) {
        child.kill('SIGKILL');
        await exited(child);
      }
    }
    children.delete(child);
  };
  let s3: S3StandIn | undefined;
  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.stop().catch(() => undefined)));
    await s3?.stop();
    // PostgreSQL: SIGINT is its fast shutdown.
    await Promise.all([...children].map((child) => end(child, child.spawnfile.endsWith('postgres') ? 'SIGINT' : 'SIGTERM')));
    if (!process.env.CLUSTER_KEEP) await fs.rm(workDir, { recursive: true, force: true });
  };

  try {
    // PostgreSQL: a primary, then a replica streaming from it (pg_basebackup -R writes its standby settings).
    const pgDir = path.join(workDir, 'pg');
    await fs.mkdir(pgDir);
    if (user) {
      // mkdtemp's folder is its owner's alone: postgres must be able to pass through it.
      await fs.chmod(workDir, 0o711);
      await fs.chown(pgDir, user.uid, user.gid);
    }
    const [primaryPort, replicaPort, redisPort, lbPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    const primaryDir = path.join(pgDir, 'primary');
    const replicaDir = path.join(pgDir, 'replica');
    say('PostgreSQL primary');
    await runToEnd(`${bin}/initdb`, ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8'], { user });
    const serverArgs = (dir: string, port: number) => [
      '-D', dir, '-p', String(port), '-k', pgDir, '-c', 'listen_addresses=127.0.0.1',
      // A test cluster: durability across a power cut is not what is tested here.
      '-c', 'fsync=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200', '-c', 'wal_level=replica', '-c', 'max_wal_senders=4', '-c', 'hot_standby=on',
      // Counts each statement as it ends, so a test can tell at once which server ran what
      // (pg_stat_database's figures arrive up to 10 s late).
      '-c', 'shared_preload_libraries=pg_stat_statements',
    ];
    const archiving = options.walArchive
      ? ['-c', 'archive_mode=on', '-c', `archive_command=${path.join(ROOT, 'deploy/postgres/archive-wal.sh')} %p %f ${options.walArchive}`]
      : [];
    if (options.walArchive) {
      await fs.mkdir(options.walArchive, { recursive: true });
      if (user) await fs.chown(options.walArchive, user.uid, user.gid);
    }
    const primary = launch(`${bin}/postgres`, [...serverArgs(primaryDir, primaryPort), ...archiving], 'pg-primary', { user });
    await waitForPort(primaryPort, primary, 'PostgreSQL primary');
    const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/${DATABASE}`;
    // The port opens a moment before PostgreSQL accepts connections.
    let admin: pg.Client;
    for (let attempt = 0; ; attempt++) {
      admin = new pg.Client(`postgres://postgres@127.0.0.1:${primaryPort}/postgres`);
      try {
        await admin.connect();
        break;
      } catch (error) {
        await admin.end().catch(() => undefined);
        if (attempt > 50) throw error;
        await sleep(100);
      }
    }
    await admin.query(`CREATE DATABASE ${DATABASE}`);
    await admin.end();
    const shop = new pg.Client(primaryUrl);
    await shop.connect();
    await shop.query('CREATE EXTENSION pg_stat_statements');
    await shop.end();
    say('PostgreSQL replica');
    await runToEnd(`${bin}/pg_basebackup`, ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream', '--checkpoint=fast'], { user });
    const replica = launch(`${bin}/postgres`, serverArgs(replicaDir, replicaPort), 'pg-replica', { user });
    await waitForPort(replicaPort, replica, 'PostgreSQL replica');
    const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/${DATABASE}`;

    say('Redis and the S3 stand-in');
    const redis = launch('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], 'redis');
    const s3Dir = path.join(workDir, 's3');
    await fs.mkdir(s3Dir);
    s3 = await startS3StandIn(s3Dir, path.join(workDir, 's3rver.log'));
    await waitForPort(redisPort, redis, 'redis-server');
    const redisUrl = `redis://127.0.0.1:${redisPort}`;

    const env = {
      DATABASE_URL: primaryUrl,
      DATABASE_REPLICA_URL: replicaUrl,
      REDIS_URL: redisUrl,
      ...s3.env,
      TRUST_PROXY: 'true',
      DRAIN_GRACE_MS: String(DRAIN_GRACE_MS),
      // A replica more than 2 s behind serves no reads: the lag test need not wait the default 5 s.
      REPLICA_MAX_LAG_MS: '2000',
      WEB_DIST: '',
      // The virtual shoppers all register from this machine's one address.
      AUTH_RATE_LIMIT_MAX: '1000',
      ...options.env,
    };
    const startInstance = async (index: number) => {
      const name = `api${index + 1}`;
      const dataDir = path.join(workDir, name);
      await fs.mkdir(dataDir);
      const shop = await startShop({ dataDir, logFile: path.join(workDir, `${name}.log`), env });
      instances[index] = { ...shop, name, dataDir };
    };
    // The first one migrates and seeds; the others then start side by side.
    say(`${options.instances} shop instances`);
    await startInstance(0);
    await Promise.all(Array.from({ length: options.instances - 1 }, (_, index) => startInstance(index + 1)));

    say('HAProxy');
    const configFile = path.join(workDir, 'haproxy.cfg');
    await fs.writeFile(configFile, await haproxyConfig(instances.map((instance) => ({ name: instance.name, port: Number(new URL(instance.origin).port) }))));
    launch('haproxy', ['-db', '-f', configFile], 'haproxy', { env: { LB_PORT: String(lbPort) } });
    const origin = `http://127.0.0.1:${lbPort}`;
    await waitForOk(`${origin}/api/health/ready`, 30_000);
    await waitForReplay(primaryUrl, replicaUrl);

    return {
      origin,
      instances,
      primaryUrl,
      replicaUrl,
      redisUrl,
      s3Endpoint: s3.endpoint,
      workDir,
      stopReplica: () => end(replica, 'SIGINT'),
      stop,
    };
  } catch (error) {
    const logs = await fs.readdir(workDir).catch(() => [] as string[]);
    const tails = await Promise.all(
      logs.filter((name) => name.endsWith('.log')).map(async (name) => `--- ${name}\n${(await fs.readFile(path.join(workDir, name), 'utf8')).slice(-1500)}`),
    );
    await stop();
    throw new Error(`${(error as Error).message}\n${tails.join("\n")}`, { cause: error });
  }
}

/**
 * Point-in-time recovery with Debian's PostgreSQL, as docs/operations.md tells an operator to do it:
 * a base backup of the primary (pg_basebackup), the WAL the primary archived since
 * (deploy/postgres/archive-wal.sh), and a server started on a copy of the base backup that replays
 * the archive up to a given time (deploy/postgres/restore-wal.sh), then opens for writes.
 * Used by apps/api/test/backup/point-in-time.test.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { freePort, ROOT } from '../bench/server';
import { postgresBin, postgresUser, runToEnd, waitForPort } from './cluster';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** pg_basebackup of the server at `url` into `dir` (plain format, with the WAL it needs to be consistent). */
export async function baseBackup(url: string, dir: string): Promise<void> {
  const { hostname, port } = new URL(url);
  const user = postgresUser();
  await fs.mkdir(path.dirname(dir), { recursive: true });
  if (user) await fs.chown(path.dirname(dir), user.uid, user.gid);
  await runToEnd(`${postgresBin()}/pg_basebackup`, ['-h', hostname, '-p', port, '-U', 'postgres', '-D', dir, '-X', 'stream', '--checkpoint=fast'], { user });
}

/**
 * Ends the current WAL segment on the primary and waits until the archiver has stored it in
 * `archive`: everything committed so far can then be replayed from the archive.
 */
export async function archiveCurrentWal(primaryUrl: string, archive: string, timeoutMs = 30_000): Promise<void> {
  const client = new pg.Client(primaryUrl);
  await client.connect();
  try {
    const { rows } = await client.query<{ segment: string }>('SELECT pg_walfile_name(pg_switch_wal()) AS segment');
    const deadline = Date.now() + timeoutMs;
    while (!existsSync(path.join(archive, rows[0]!.segment))) {
      if (Date.now() > deadline) throw new Error(`WAL segment ${rows[0]!.segment} was not archived within ${timeoutMs / 1000} s`);
      await sleep(100);
    }
  } finally {
    await client.end();
  }
}

/** recovery_target_time takes PostgreSQL's timestamp text, not ISO 8601's `T` and `Z`. */
const postgresTime = (instant: Date) => instant.toISOString().replace('T', ' ').replace('Z', '+00');

export interface Recovered {
  url: string;
  stop: () => Promise<void>;
}

/**
 * A new server on a copy of `base` that replays the archived WAL up to `target` and is then
 * promoted (open for writes); resolves once it is. `workDir` receives its data and log.
 */
export async function recoverToTime(options: { base: string; archive: string; target: Date; workDir: string; database: string }): Promise<Recovered> {
  const user = postgresUser();
  const dir = path.join(options.workDir, 'recovered');
  await runToEnd('cp', ['-a', options.base, dir]);
  const restoreCommand = `${path.join(ROOT, 'deploy/postgres/restore-wal.sh')} %f %p ${options.archive}`;
  await fs.appendFile(
    path.join(dir, 'postgresql.auto.conf'),
    `restore_command = '${restoreCommand}'\nrecovery_target_time = '${postgresTime(options.target)}'\nrecovery_target_action = 'promote'\n`,
  );
  await fs.writeFile(path.join(dir, 'recovery.signal'), '');
  if (user) await runToEnd('chown', ['-R', `${user.uid}:${user.gid}`, dir]);
  const port = await freePort();
  const log = createWriteStream(path.join(options.workDir, 'pg-recovered.log'), { flags: 'a' });
  const child: ChildProcess = spawn(
    `${postgresBin()}/postgres`,
    // Replaying needs settings at least the primary's (the cluster's max_connections is 200).
    ['-D', dir, '-p', String(port), '-c', 'unix_socket_directories=', '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=200', '-c', 'max_wal_senders=4'],
    { ...user, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await exited;
  };
  try {
    await waitForPort(port, child, 'the recovered PostgreSQL', 60_000);
    const url = `postgres://postgres@127.0.0.1:${port}/${options.database}`;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const client = new pg.Client(url);
      const promoted = await client
        .connect()
        .then(() => client.query<{ recovering: boolean }>('SELECT pg_is_in_recovery() AS recovering'))
        .then(({ rows }) => !rows[0]!.recovering)
        .catch(() => false)
        .finally(() => client.end().catch(() => undefined));
      if (promoted) return { url, stop };
      if (child.exitCode !== null) throw new Error(`the recovered PostgreSQL exited (${child.exitCode}); see ${options.workDir}/pg-recovered.log`);
      if (Date.now() > deadline) throw new Error(`the recovered PostgreSQL did not finish its recovery within 60 s; see ${options.workDir}/pg-recovered.log`);
      await sleep(200);
    }
  } catch (error) {
    await stop();
    const tail = (await fs.readFile(path.join(options.workDir, 'pg-recovered.log'), 'utf8').catch(() => '')).slice(-1500);
    throw new Error(`${(error as Error).message}\n--- pg-recovered.log\n${tail}`, { cause: error });
  }
}

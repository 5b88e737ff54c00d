/**
 * npm run backup / npm run restore (apps/api/src/backup/): the demo shop is backed up into a folder
 * and restored into an empty database and media folder; every table's rows and every picture come
 * back identical. A damaged, newer or unfinished backup, or a database that is not empty, is refused
 * and nothing changes. With a key, every file is encrypted and the manifest signed: a wrong key, a
 * changed file or an edited manifest is refused. The nightly backup runs once per night under its lock, and /metrics reports
 * the age of the last good one.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backupKeys, decryptBuffer } from '../../src/backup/encryption';
import { BackupError, manifestHmac, type Manifest } from '../../src/backup/manifest';
import { restoreBackup } from '../../src/backup/restore';
import { takeBackup } from '../../src/backup/take-backup';
import { ConfigError, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { seedIfEmpty } from '../../src/seed';
import { runNightlyBackup } from '../../src/jobs';
import { localMediaStore } from '../../src/modules/media/store';
import { S3_BUCKET, startS3StandIn } from '../../../../reliability/cluster';
import { createTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase } from '../helpers/database';

const TOKEN = 'metrics-token-for-backup-tests-0123';
const quiet = { info: () => undefined, warn: () => undefined, debug: () => undefined, error: () => undefined } as never;
const s3 = loadConfig({}).s3;

let work: string;
let source: Database & { url: string };
let sourceMedia: string;

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'wine-backup-test-'));
  source = await createTestDatabase();
  sourceMedia = path.join(work, 'source-media');
  // The demo shop: accounts, orders with payments and commission, posts, and their pictures.
  await seedIfEmpty(source.db, { media: localMediaStore(sourceMedia), log: quiet });
}, 120_000);

afterAll(async () => {
  await source?.close();
  await fs.rm(work, { recursive: true, force: true });
});

/** A new database with nothing in it (not the migrated template). */
async function emptyDatabase(): Promise<string> {
  const pattern = inject('pgUrlPattern');
  const name = `restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pattern.replace('{db}', 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return pattern.replace('{db}', () => name);
}

/** Row count and an MD5 of every row's text, ordered, for each table of the shop. */
async function tableChecksums(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(`SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
    const sums: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: string; sum: string }>(`SELECT count(*)::text AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS sum FROM ${name} t`);
      sums[name] = `${rows[0]!.n} rows, ${rows[0]!.sum}`;
    }
    return sums;
  } finally {
    await client.end();
  }
}

async function mediaChecksums(dir: string): Promise<Record<string, number>> {
  const found = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files: Record<string, number> = {};
  for (const item of found.filter((entry) => entry.isFile())) {
    const file = path.join(item.parentPath, item.name);
    files[path.relative(dir, file)] = (await fs.readFile(file)).length;
  }
  return files;
}

const backup = (to: string, keep = 7) => takeBackup({ databaseUrl: source.url, db: source.db, media: localMediaStore(sourceMedia), to, keep, s3 });
const restore = (from: string, databaseUrl: string, mediaDir: string, force = false) => restoreBackup({ from, databaseUrl, media: localMediaStore(mediaDir), s3, force });

describe('backup and restore', { timeout: 120_000 }, () => {
  let entry: string;
  let before: Record<string, string>;

  it('restores every table row for row and every picture byte for byte into an empty database', async () => {
    before = await tableChecksums(source.url);
    const taken = await backup(path.join(work, 'backups'));
    entry = taken.where;
    expect(path.basename(entry)).toMatch(/^backup-\d{8}T\d{6}\.\d{3}Z$/);
    expect(taken.manifest.schemaVersion.tag).toMatch(/^\d{4}_/);
    const tables = Object.fromEntries(taken.manifest.database.tables.map((table) => [table.table, table.rows]));
    expect(tables).toMatchObject({ orders: expect.any(Number), payments: expect.any(Number), users: expect.any(Number), feed_posts: expect.any(Number) });
    expect(tables.orders).toBeGreaterThan(0);
    expect(taken.manifest.media.files.length).toBeGreaterThan(0);

    const target = await emptyDatabase();
    const targetMedia = path.join(work, 'restored-media');
    await restore(entry, target, targetMedia);
    const after = await tableChecksums(target);
    expect(Object.keys(after).length).toBeGreaterThan(30);
    // The backup's own run is recorded after its snapshot: in the source only.
    expect(after).toEqual(before);
    expect(await mediaChecksums(targetMedia)).toEqual(await mediaChecksums(sourceMedia));
  });

  it('refuses a database that is not empty, and replaces it with --force', async () => {
    const target = await emptyDatabase();
    const targetMedia = path.join(work, 'forced-media');
    await restore(entry, target, targetMedia);
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    await client.query(`DELETE FROM order_notes`);
    await client.query(`UPDATE users SET given_name = 'Changed'`);
    const changed = await tableChecksums(target);
    await expect(restore(entry, target, targetMedia)).rejects.toThrow(/Nothing restored: the database has tables and the media store has files.*--force/s);
    expect(await tableChecksums(target)).toEqual(changed);
    await restore(entry, target, targetMedia, true);
    await client.end();
    expect(await tableChecksums(target)).toEqual(before);
  });

  it('refuses a damaged file, naming it, and writes nothing', async () => {
    const damaged = path.join(work, 'damaged');
    await fs.cp(entry, damaged, { recursive: true });
    const file = path.join(damaged, 'database/public.orders.copy.gz');
    const bytes = await fs.readFile(file);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 10) ^ 0xff, bytes.length - 10);
    await fs.writeFile(file, bytes);
    const target = await emptyDatabase();
    const error = await restore(damaged, target, path.join(work, 'damaged-media')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toMatch(/is damaged; nothing was restored:\n\s+database\/public\.orders\.copy\.gz: .* bytes, sha256/);
    expect(await tableChecksums(target)).toEqual({});
    expect(await mediaChecksums(path.join(work, 'damaged-media'))).toEqual({});
  });

  it('refuses a backup of a newer schema, and an unfinished one', async () => {
    const newer = path.join(work, 'newer');
    await fs.cp(entry, newer, { recursive: true });
    const manifest = JSON.parse(await fs.readFile(path.join(newer, 'manifest.json'), 'utf8')) as { schemaVersion: { tag: string; when: number } };
    manifest.schemaVersion = { tag: '9999_future', when: 2_000_000_000_000 };
    await fs.writeFile(path.join(newer, 'manifest.json'), JSON.stringify(manifest));
    const target = await emptyDatabase();
    await expect(restore(newer, target, path.join(work, 'newer-media'))).rejects.toThrow(/schema \(9999_future\) is newer than this version of the shop knows/);
    await fs.rm(path.join(newer, 'manifest.json'));
    await expect(restore(newer, target, path.join(work, 'newer-media'))).rejects.toThrow(/is not a finished backup: it has no manifest\.json/);
    expect(await tableChecksums(target)).toEqual({});
  });

  it('writes its folders for the owner alone (0700) and its files readable by the owner alone (0600)', async () => {
    const found = await fs.readdir(entry, { recursive: true, withFileTypes: true });
    const modes = async (paths: string[]) => [...new Set(await Promise.all(paths.map(async (file) => ((await fs.stat(file)).mode & 0o777).toString(8))))];
    expect(await modes([entry, ...found.filter((item) => item.isDirectory()).map((item) => path.join(item.parentPath, item.name))])).toEqual(['700']);
    expect(await modes(found.filter((item) => item.isFile()).map((item) => path.join(item.parentPath, item.name)))).toEqual(['600']);
  });

  /** A copy of the entry whose manifest `change` edits, with the checksums it names recomputed. */
  async function crafted(name: string, change: (manifest: Manifest, dir: string) => Promise<void>): Promise<string> {
    const dir = path.join(work, name);
    await fs.cp(entry, dir, { recursive: true });
    const manifest = JSON.parse(await fs.readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
    await change(manifest, dir);
    for (const file of manifest.media.files) {
      const bytes = await fs.readFile(path.resolve(dir, file.file)).catch(() => undefined);
      if (bytes) Object.assign(file, { bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
    }
    await fs.writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    return dir;
  }

  it('refuses a manifest naming paths outside the backup or the media store, and a file that is a link', async () => {
    const outside = path.join(work, 'outside.txt');
    await fs.writeFile(outside, 'a file the operator can read');
    const escaping = await crafted('escaping', async (manifest) => {
      manifest.media.files[0]!.key = '../../x';
      manifest.media.files[0]!.file = 'media/../../x';
      manifest.media.files[1]!.file = path.relative(path.join(work, 'escaping'), outside);
    });
    const target = await emptyDatabase();
    const targetMedia = path.join(work, 'escaping-media', 'media');
    await expect(restore(escaping, target, targetMedia)).rejects.toThrow(/names paths outside the backup or the media store; nothing was restored:\n\s+media key "\.\.\/\.\.\/x"/);
    const absolute = await crafted('absolute', async (manifest) => {
      manifest.media.files[0]!.file = outside;
    });
    await expect(restore(absolute, target, targetMedia)).rejects.toThrow(/names paths outside/);
    const linked = await crafted('linked', async (manifest, dir) => {
      const file = path.join(dir, manifest.media.files[0]!.file);
      await fs.rm(file);
      await fs.symlink(outside, file);
    });
    await expect(restore(linked, target, targetMedia)).rejects.toThrow(/is a link: a backup's files are plain files inside its folder/);
    expect(await tableChecksums(target)).toEqual({});
    expect(await mediaChecksums(path.join(work, 'escaping-media'))).toEqual({});
    expect(await fs.readdir(work)).not.toContain('x');
  });

  it('backs up into an S3 bucket and restores from it', async () => {
    const standIn = await startS3StandIn(path.join(work, 's3'), path.join(work, 's3rver.log'));
    try {
      const bucket = loadConfig(standIn.env).s3;
      const taken = await takeBackup({ databaseUrl: source.url, db: source.db, media: localMediaStore(sourceMedia), to: `s3://${S3_BUCKET}/backups`, keep: 7, s3: bucket });
      expect(taken.where).toBe(`s3://${S3_BUCKET}/backups/${taken.entry}`);
      const target = await emptyDatabase();
      const targetMedia = path.join(work, 's3-restored-media');
      await restoreBackup({ from: taken.where, databaseUrl: target, media: localMediaStore(targetMedia), s3: bucket, force: false });
      const now = await tableChecksums(source.url);
      // The source has recorded its backups since; everything else is as it was.
      delete now.backup_runs;
      const restored = await tableChecksums(target);
      delete restored.backup_runs;
      expect(restored).toEqual(now);
      expect(await mediaChecksums(targetMedia)).toEqual(await mediaChecksums(sourceMedia));
    } finally {
      await standIn.stop();
    }
  });

  it('keeps the newest entries only', async () => {
    const folder = path.join(work, 'kept');
    const names: string[] = [];
    for (let index = 0; index < 3; index++) names.push((await backup(folder, 2)).entry);
    expect((await fs.readdir(folder)).sort()).toEqual(names.slice(1));
  });

  it('keeps no live link of a mail not sent yet: the token is replaced in both bodies, and the mail still restores', async () => {
    const token = `${randomBytes(24).toString('base64url')}.+*`;
    const link = `https://shop.example/reset-password?t=${encodeURIComponent(token)}&raw=${token}`;
    const sourceClient = new pg.Client({ connectionString: source.url });
    await sourceClient.connect();
    const { rows } = await sourceClient.query<{ id: string }>(
      `INSERT INTO outbox_emails (id, "to", subject, text, html, secrets) VALUES (gen_random_uuid(), 'pending@example.com', 'Reset your password', $1, $2, $3) RETURNING id`,
      [`Open ${link} within the hour.`, `<a href="${link}">Reset</a>`, [token, encodeURIComponent(token)]],
    );
    try {
      const taken = await backup(path.join(work, 'pending-mail'));
      const file = taken.manifest.database.tables.find((table) => table.table === 'outbox_emails')!.file;
      expect(gunzipSync(await fs.readFile(path.join(taken.where, file))).toString()).not.toContain(token.slice(0, 24));
      const target = await emptyDatabase();
      await restore(taken.where, target, path.join(work, 'pending-mail-media'));
      const client = new pg.Client({ connectionString: target });
      await client.connect();
      const restored = (await client.query('SELECT status, text, html, secrets FROM outbox_emails WHERE id = $1', [rows[0]!.id])).rows[0];
      await client.end();
      expect(restored).toEqual({
        status: 'pending',
        text: 'Open https://shop.example/reset-password?t=(left out of the backup)&raw=(left out of the backup) within the hour.',
        html: '<a href="https://shop.example/reset-password?t=(left out of the backup)&raw=(left out of the backup)">Reset</a>',
        secrets: null,
      });
    } finally {
      await sourceClient.query('DELETE FROM outbox_emails WHERE id = $1', [rows[0]!.id]);
      await sourceClient.end();
    }
  });
});

describe('encrypted backups (BACKUP_KEY, --key-file)', { timeout: 120_000 }, () => {
  const key = randomBytes(32);
  const keys = backupKeys(key);
  let entry: string;
  let taken: Manifest;

  const restoreWith = (from: string, databaseUrl: string, mediaDir: string, withKey: Buffer | undefined) =>
    restoreBackup({ from, databaseUrl, media: localMediaStore(mediaDir), s3, force: false, key: withKey });

  /** Restores `from` with `withKey` into a new empty database and media folder; expects `refusal`, and nothing written. */
  async function refused(from: string, withKey: Buffer | undefined, refusal: RegExp): Promise<void> {
    const target = await emptyDatabase();
    const media = path.join(work, `refused-${randomBytes(4).toString('hex')}`);
    const error = await restoreWith(from, target, media, withKey).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toMatch(refusal);
    expect(await tableChecksums(target)).toEqual({});
    expect(await mediaChecksums(media)).toEqual({});
  }

  /** A copy of the entry, changed by `change`; the manifest is written back as `change` left it (its HMAC untouched). */
  async function altered(name: string, change: (manifest: Manifest & { hmac?: string }, dir: string) => Promise<void>): Promise<string> {
    const dir = path.join(work, name);
    await fs.cp(entry, dir, { recursive: true });
    const manifest = JSON.parse(await fs.readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest & { hmac?: string };
    await change(manifest, dir);
    await fs.writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
    return dir;
  }

  const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

  it('restores an encrypted entry with its key: every row and picture as it was', async () => {
    const before = await tableChecksums(source.url);
    const result = await takeBackup({ databaseUrl: source.url, db: source.db, media: localMediaStore(sourceMedia), to: path.join(work, 'encrypted'), keep: 7, s3, key });
    entry = result.where;
    taken = result.manifest;
    const stored = await fs.readFile(path.join(entry, 'manifest.json'), 'utf8');
    expect(JSON.parse(stored)).toMatchObject({ format: 2, encryption: { algorithm: 'aes-256-gcm', keyId: keys.keyId }, hmac: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(stored).not.toContain(key.toString('hex'));
    expect(stored).not.toContain(key.toString('base64'));
    // The checksums are of the stored (encrypted) bytes.
    const orders = taken.database.tables.find((table) => table.table === 'orders')!;
    expect(sha256(await fs.readFile(path.join(entry, orders.file)))).toBe(orders.sha256);

    const target = await emptyDatabase();
    const targetMedia = path.join(work, 'encrypted-restored-media');
    await restoreWith(entry, target, targetMedia, key);
    expect(await tableChecksums(target)).toEqual(before);
    expect(await mediaChecksums(targetMedia)).toEqual(await mediaChecksums(sourceMedia));
  });

  it('stores no plaintext: a user\'s email is in the table only once decrypted, a picture\'s bytes not at all', async () => {
    const { rows } = await source.pool.query<{ email: string }>('SELECT email FROM users ORDER BY email LIMIT 1');
    const email = rows[0]!.email;
    const users = taken.database.tables.find((table) => table.table === 'users')!;
    const stored = await fs.readFile(path.join(entry, users.file));
    expect(stored.subarray(0, 2).equals(Buffer.from([0x1f, 0x8b]))).toBe(false);
    expect(() => gunzipSync(stored)).toThrow();
    expect(stored.includes(email)).toBe(false);
    expect(gunzipSync(await decryptBuffer(keys, users.file, stored)).toString('utf8')).toContain(email);
    const picture = taken.media.files[0]!;
    const original = await fs.readFile(path.join(sourceMedia, picture.key));
    const storedPicture = await fs.readFile(path.join(entry, picture.file));
    expect(storedPicture.includes(original.subarray(0, 64))).toBe(false);
    expect(await decryptBuffer(keys, picture.file, storedPicture)).toEqual(original);
  });

  it('refuses the entry without its key, with another key, and a plain entry when a key is given; nothing written', async () => {
    await refused(entry, undefined, new RegExp(`is encrypted \\(key id ${keys.keyId}\\): give its key with BACKUP_KEY or --key-file\\. Nothing was restored`));
    await refused(entry, randomBytes(32), /was encrypted with another key .* Nothing was restored/);
    // A manifest that claims the other key's id is still refused, by its HMAC.
    const other = randomBytes(32);
    const claimed = await altered('claimed-key', async (manifest) => {
      manifest.encryption!.keyId = backupKeys(other).keyId;
    });
    await refused(claimed, other, /fails its HMAC/);
    const plain = (await backup(path.join(work, 'plain-with-key'))).where;
    await refused(plain, key, /is not encrypted, but a backup key was given/);
  });

  it('refuses a manifest edited after the backup (a path, a checksum), by its HMAC, before reading any file', async () => {
    const outside = path.join(work, 'outside-encrypted.txt');
    await fs.writeFile(outside, 'a file the operator can read');
    const moved = await altered('edited-path', async (manifest, dir) => {
      const bytes = await fs.readFile(outside);
      manifest.media.files[0]!.key = '../../x';
      manifest.media.files[0]!.file = path.relative(dir, outside);
      Object.assign(manifest.media.files[0]!, { bytes: bytes.length, sha256: sha256(bytes) });
    });
    await refused(moved, key, /manifest\.json fails its HMAC: it was changed after the backup was taken\. Nothing was restored/);
    const resummed = await altered('edited-checksum', async (manifest) => {
      manifest.database.tables[0]!.sha256 = '0'.repeat(64);
    });
    await refused(resummed, key, /fails its HMAC/);
    expect(await fs.readdir(work)).not.toContain('x');
  });

  it('refuses a changed byte in an encrypted file, even with its checksum recomputed and the manifest signed again', async () => {
    const orders = taken.database.tables.find((table) => table.table === 'orders')!;
    const flip = async (dir: string) => {
      const file = path.join(dir, orders.file);
      const bytes = await fs.readFile(file);
      bytes.writeUInt8(bytes.readUInt8(40) ^ 0x01, 40);
      await fs.writeFile(file, bytes);
      return bytes;
    };
    const damaged = await altered('encrypted-damaged', async (_manifest, dir) => {
      await flip(dir);
    });
    await refused(damaged, key, /is damaged; nothing was restored:\n\s+database\/public\.orders\.copy\.gz fails its authentication tag/);
    // Only a key holder can sign a manifest: this stands for a checksum check that missed the change.
    const resigned = await altered('encrypted-resigned', async (manifest, dir) => {
      const bytes = await flip(dir);
      const { hmac: _old, ...body } = manifest;
      const table = body.database.tables.find((candidate) => candidate.file === orders.file)!;
      table.sha256 = sha256(bytes);
      manifest.hmac = manifestHmac(keys, body);
    });
    await refused(resigned, key, /is damaged; nothing was restored:\n\s+database\/public\.orders\.copy\.gz fails its authentication tag: it was changed after the backup/);
  });

  it('reads BACKUP_KEY as 64 hex digits or base64 of 32 bytes, and refuses anything else', () => {
    expect(loadConfig({ BACKUP_KEY: key.toString('hex') }).backup.key).toEqual(key);
    expect(loadConfig({ BACKUP_KEY: key.toString('base64') }).backup.key).toEqual(key);
    expect(loadConfig({}).backup.key).toBeUndefined();
    for (const wrong of ['secret', key.subarray(0, 16).toString('hex'), randomBytes(48).toString('base64')]) {
      expect(() => loadConfig({ BACKUP_KEY: wrong })).toThrow(ConfigError);
      expect(() => loadConfig({ BACKUP_KEY: wrong })).toThrow(/BACKUP_KEY: must be 32 bytes/);
    }
  });
});

describe('the nightly backup and its metric', { timeout: 120_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t?.close());

  const backupAge = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    const line = response.body.split('\n').find((entry) => entry.startsWith('shop_backup_last_good_age_seconds '));
    return Number(line?.split(' ')[1]);
  };

  it('takes one backup after BACKUP_TIME (store time) each night, and /metrics reports its age', async () => {
    expect(await backupAge()).toBe(-1);
    const to = path.join(work, 'nightly');
    const config = loadConfig({ DATA_DIR: t.dataDir, BACKUP_TO: to, BACKUP_TIME: '03:00', STORE_TIMEZONE: 'America/New_York' });
    const url = (t.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const settings = { config, db: t.db, databaseUrl: url, media: localMediaStore(config.mediaDir) };
    // Another instance running it: this one skips.
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    await other.query('SELECT pg_advisory_lock(7230104)');
    expect(await runNightlyBackup(t.pool, settings)).toBeUndefined();
    await other.end();
    expect(await fs.readdir(to).catch(() => [])).toEqual([]);
    // None yet: due now; then not again before the next 03:00 in New York, and due after it.
    const first = await runNightlyBackup(t.pool, settings);
    expect(first?.entry).toMatch(/^backup-/);
    expect(await runNightlyBackup(t.pool, settings)).toBeUndefined();
    const second = await runNightlyBackup(t.pool, settings, new Date(Date.now() + 24 * 3600_000));
    expect(second?.entry).toMatch(/^backup-/);
    expect((await fs.readdir(to)).sort()).toEqual([first!.entry, second!.entry]);
    const age = await backupAge();
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(600);
  });
});

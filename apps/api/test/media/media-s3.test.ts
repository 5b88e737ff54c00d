import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { ErrorCode } from '@wine/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3_BUCKET, startS3StandIn, type S3StandIn } from '../../../../reliability/cluster';
import { loadConfig } from '../../src/config';
import { media } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { copyMediaFolder, recoverCutUploads } from '../../src/modules/media/service';
import { s3MediaStore, type S3MediaStore } from '../../src/modules/media/store';
import { createTestApp, type TestApp } from '../helpers/app';
import { countRows } from '../helpers/db';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { fileUpload, pngWithExif } from '../helpers/uploads';
import { signUp } from '../helpers/users';

let s3: S3StandIn;
let workDir: string;
let t: TestApp;
let store: S3MediaStore;
let client: S3Client;
let auth: Record<string, string>;
let userId: string;

beforeAll(async () => {
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wine-s3-'));
  await fs.mkdir(path.join(workDir, 'bucket'));
  s3 = await startS3StandIn(path.join(workDir, 'bucket'), path.join(workDir, 's3rver.log'));
  t = await createTestApp(s3.env);
  const config = loadConfig(s3.env);
  if (config.media.kind !== 's3') throw new Error('MEDIA_STORE=s3 expected');
  store = s3MediaStore(config.media);
  client = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  ({ auth, user: { _id: userId } } = await signUp(t.app));
});

afterAll(async () => {
  client?.destroy();
  await t?.close();
  await s3?.stop();
  await fs.rm(workDir, { recursive: true, force: true });
});

const keys = async (prefix = '') =>
  ((await client.send(new ListObjectsV2Command({ Bucket: S3_BUCKET, Prefix: prefix }))).Contents ?? []).map((object) => object.Key!).sort();

const upload = (body: { payload: Buffer; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/media/upload/path', payload: body.payload, headers: { ...auth, ...body.headers } });

describe('media on S3 (MEDIA_STORE=s3)', () => {
  it('stores an upload in the bucket once its row is committed, and serves it at its /media address with long caching', async () => {
    const { image_url } = expectSuccess<{ image_url: string }>(await upload(fileUpload(await pngWithExif(40, 30), 'photo.png', 'image/png')));
    const key = image_url.slice('/media/'.length);
    expect(await keys('uploads/')).toContain(key);
    expect(await keys('pending/')).toEqual([]);

    const served = await t.app.inject({ method: 'GET', url: image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=604800, immutable');
    const object = await client.send(new GetObjectCommand({ Bucket: S3_BUCKET, Key: key }));
    expect(served.rawPayload.equals(Buffer.from(await object.Body!.transformToByteArray()))).toBe(true);
  });

  it('stores nothing for a refused upload', async () => {
    const before = { keys: await keys(), rows: await countRows(t.db, media) };
    expectFailure(await upload(fileUpload('not an image', 'fake.png', 'image/png')), 400, ErrorCode.UPLOAD_NOT_AN_IMAGE);
    expect({ keys: await keys(), rows: await countRows(t.db, media) }).toEqual(before);
  });

  it.each(['/media/uploads/none.webp', '/media/uploads/../secret', '/media/pending/x.webp.', '/media/'])('answers 404 in the envelope for %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 0, error: { errorCode: ErrorCode.NOT_FOUND } });
  });

  it('finishes an upload cut short after its row was committed, drops one without a row, and leaves recent ones alone', async () => {
    const committed = newId();
    const abandoned = newId();
    await t.db.insert(media).values({ id: committed, ownerUserId: userId, path: `uploads/${committed}.webp`, contentType: 'image/webp', bytes: 4, width: 1, height: 1 });
    for (const id of [committed, abandoned]) await store.putPending(`uploads/${id}.webp`, Buffer.from('webp'), 'image/webp');

    // Just written: another instance may still be on its way to the row.
    expect(await recoverCutUploads(t.db, store, { atStart: true })).toEqual({ finished: 0, dropped: 0 });
    expect(await keys('pending/')).toHaveLength(2);

    expect(await recoverCutUploads(t.db, store, { now: new Date(Date.now() + 11 * 60_000) })).toEqual({ finished: 1, dropped: 1 });
    expect(await keys('pending/')).toEqual([]);
    const finished = await t.app.inject({ method: 'GET', url: `/media/uploads/${committed}.webp` });
    expect(finished.statusCode).toBe(200);
    expect(finished.body).toBe('webp');
    expect((await t.app.inject({ method: 'GET', url: `/media/uploads/${abandoned}.webp` })).statusCode).toBe(404);
  });

  it('copies an existing shop media folder into the bucket under the same keys (npm run media -- to-s3)', async () => {
    const dataDir = path.join(workDir, 'old-shop');
    const folder = path.join(dataDir, 'media');
    await fs.mkdir(path.join(folder, 'demo/wines'), { recursive: true });
    await fs.mkdir(path.join(folder, 'uploads'), { recursive: true });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';
    await fs.writeFile(path.join(folder, 'demo/wines/old.svg'), svg);
    await fs.writeFile(path.join(folder, 'uploads/old.webp'), 'webp bytes');
    await fs.writeFile(path.join(folder, 'uploads/cut.webp.part'), 'half');

    const output = execFileSync(process.execPath, ['--import', 'tsx', 'apps/api/src/media-cli.ts', 'to-s3'], {
      cwd: path.resolve(import.meta.dirname, '../../../..'),
      env: { ...process.env, ...s3.env, DATA_DIR: dataDir, INIT_CWD: '' },
      encoding: 'utf8',
    });
    expect(output).toContain(`Copied 2 files from ${folder} to the bucket ${S3_BUCKET}.`);
    // Again: the same objects, nothing else.
    expect(await copyMediaFolder(folder, store)).toBe(2);
    const served = await t.app.inject({ method: 'GET', url: '/media/demo/wines/old.svg' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.body).toBe(svg);
    expect((await t.app.inject({ method: 'GET', url: '/media/uploads/old.webp' })).body).toBe('webp bytes');
    expect(await keys('uploads/cut')).toEqual([]);
    // Starting a process under tsx takes a minute on a busy machine.
  }, 300_000);
});

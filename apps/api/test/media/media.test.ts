import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_MAX_BYTES } from '@wine/contract/constants';
import { ErrorCode } from '@wine/contract/errors';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { countRows } from '../helpers/db';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { fileUpload, jpegWithExif, multipartBody, noisyPng, pngBomb, pngWithExif } from '../helpers/uploads';
import { bearer, signUp } from '../helpers/users';

let t: TestApp;
let auth: Record<string, string>;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  const account = await signUp(t.app);
  auth = account.auth;
  userId = account.user._id;
});
afterAll(() => t.close());

const uploadsDir = () => path.join(t.dataDir, 'media', 'uploads');
const storedFiles = async () => fs.readdir(uploadsDir()).catch(() => [] as string[]);

const upload = (body: { payload: Buffer; headers: Record<string, string> }, headers = auth) =>
  t.app.inject({ method: 'POST', url: '/api/media/upload/path', payload: body.payload, headers: { ...headers, ...body.headers } });

/** Sends a refused upload and checks that nothing reached the disk or the media table. */
async function expectNothingStored(send: () => ReturnType<typeof upload>, statusCode: number, errorCode: number, message?: string) {
  const before = { files: await storedFiles(), rows: await countRows(t.db, media) };
  const error = expectFailure(await send(), statusCode, errorCode, message);
  expect({ files: await storedFiles(), rows: await countRows(t.db, media) }).toEqual(before);
  return error;
}

describe('POST /api/media/upload/path', () => {
  it.each([
    ['a JPEG', 'photo.jpg', 'image/jpeg', () => jpegWithExif(64, 48)],
    ['a PNG', 'drawing.png', 'image/png', () => pngWithExif(40, 30)],
  ])('stores %s re-encoded as WebP without its EXIF, and serves it', async (_case, filename, contentType, make) => {
    const input = await make();
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const result = expectSuccess<{ image_url: string }>(await upload(fileUpload(input, filename, contentType)));
    expect(result.image_url).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.webp$/);

    const file = path.join(uploadsDir(), path.basename(result.image_url));
    const stored = await fs.readFile(file);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('38.2975'))).toBe(false);
    const { width, height } = await sharp(input).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width, height });

    const [row] = (await t.db.select().from(media)).filter((m) => result.image_url.endsWith(m.path));
    expect(row).toMatchObject({ ownerUserId: userId, contentType: 'image/webp', bytes: stored.length, width, height });

    const served = await t.app.inject({ method: 'GET', url: result.image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(stored)).toBe(true);
  });

  it('shrinks a large picture to at most 2000 px on its longest edge', async () => {
    const input = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#223344' } }).jpeg().toBuffer();
    const result = expectSuccess<{ image_url: string }>(await upload(fileUpload(input, 'wide.jpg', 'image/jpeg')));
    const meta = await sharp(path.join(uploadsDir(), path.basename(result.image_url))).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 2000, height: 1000 });
  });

  it('accepts an image of a few megabytes, under the 5 MB limit', async () => {
    const input = await noisyPng(1000, 1000);
    expect(input.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(input.length).toBeLessThan(UPLOAD_MAX_BYTES);
    expectSuccess(await upload(fileUpload(input, 'big.png', 'image/png')));
  });

  it('refuses a text file with 400200, even when it claims to be an image', async () => {
    const text = Buffer.from('just some text, not an image\n'.repeat(20));
    await expectNothingStored(() => upload(fileUpload(text, 'notes.txt', 'text/plain')), 400, ErrorCode.UPLOAD_NOT_AN_IMAGE, 'Please upload an image');
    await expectNothingStored(() => upload(fileUpload(text, 'fake.png', 'image/png')), 400, ErrorCode.UPLOAD_NOT_AN_IMAGE);
  });

  it('refuses an SVG, even one that looks harmless, and one with a script', async () => {
    const plain = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>';
    const scripted =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>';
    await expectNothingStored(() => upload(fileUpload(plain, 'logo.svg', 'image/svg+xml')), 400, ErrorCode.UPLOAD_NOT_AN_IMAGE);
    await expectNothingStored(() => upload(fileUpload(scripted, 'evil.png', 'image/png')), 400, ErrorCode.UPLOAD_NOT_AN_IMAGE);
  });

  it('re-encodes a valid PNG with HTML appended so that no payload byte is stored, and refuses a GIF header before HTML', async () => {
    const html = '<html><script>alert(document.cookie)</script></html>';
    const polyglot = Buffer.concat([await pngWithExif(40, 30), Buffer.from(html)]);
    const result = expectSuccess<{ image_url: string }>(await upload(fileUpload(polyglot, 'poly.png', 'image/png')));
    const stored = await fs.readFile(path.join(uploadsDir(), path.basename(result.image_url)));
    expect((await sharp(stored).metadata()).format).toBe('webp');
    expect(stored.includes(Buffer.from('<script'))).toBe(false);
    const gifHtml = Buffer.concat([Buffer.from('GIF89a'), Buffer.from(html)]);
    await expectNothingStored(() => upload(fileUpload(gifHtml, 'poly.gif', 'image/gif')), 400, ErrorCode.UPLOAD_NOT_AN_IMAGE);
  });

  it('refuses a truncated image', async () => {
    const jpeg = await jpegWithExif(200, 200);
    await expectNothingStored(() => upload(fileUpload(jpeg.subarray(0, jpeg.length / 2), 'cut.jpg', 'image/jpeg')), 400, ErrorCode.UPLOAD_NOT_AN_IMAGE);
  });

  it('refuses a decompression bomb: a tiny file claiming 900 megapixels', async () => {
    const bomb = pngBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(2000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ format: 'png', width: 30_000, height: 30_000 });
    await expectNothingStored(() => upload(fileUpload(bomb, 'bomb.png', 'image/png')), 400, ErrorCode.UPLOAD_NOT_AN_IMAGE);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const input = await noisyPng(1400, 1400);
    expect(input.length).toBeGreaterThan(UPLOAD_MAX_BYTES);
    await expectNothingStored(() => upload(fileUpload(input, 'huge.png', 'image/png')), 413, ErrorCode.PAYLOAD_TOO_LARGE, '5 MB');
  });

  it('refuses a form without a file, or with the file in another field', async () => {
    const jpeg = await jpegWithExif();
    await expectNothingStored(() => upload(multipartBody([{ field: 'title', content: 'no file here' }])), 400, ErrorCode.VALIDATION_FAILED, 'field "file"');
    await expectNothingStored(
      () => upload(multipartBody([{ field: 'image', filename: 'photo.jpg', contentType: 'image/jpeg', content: jpeg }])),
      400,
      ErrorCode.VALIDATION_FAILED,
      'field "file"',
    );
  });

  it('refuses an empty file', async () => {
    await expectNothingStored(() => upload(fileUpload(Buffer.alloc(0), 'empty.png', 'image/png')), 400, ErrorCode.UPLOAD_NOT_AN_IMAGE);
  });

  it('refuses a malformed form with 400, not a server error', async () => {
    const jpeg = await jpegWithExif();
    const noBoundary = { payload: Buffer.from('abc'), headers: { 'content-type': 'multipart/form-data' } };
    const garbage = { payload: Buffer.from('garbage'), headers: { 'content-type': 'multipart/form-data; boundary=xyz' } };
    const complete = fileUpload(jpeg, 'photo.jpg', 'image/jpeg');
    const truncated = { payload: complete.payload.subarray(0, complete.payload.length - 100), headers: complete.headers };
    for (const body of [noBoundary, garbage, truncated]) {
      await expectNothingStored(() => upload(body), 400, ErrorCode.VALIDATION_FAILED, 'could not be read');
    }
  });

  it('refuses a form with too many fields with 413', async () => {
    const fields = Array.from({ length: 8 }, (_, i) => ({ field: `f${i}`, content: 'x' }));
    await expectNothingStored(() => upload(multipartBody(fields)), 413, ErrorCode.PAYLOAD_TOO_LARGE);
  });

  it('refuses raw image bytes that are not a form with 415', async () => {
    const jpeg = await jpegWithExif();
    await expectNothingStored(
      () => t.app.inject({ method: 'POST', url: '/api/media/upload/path', headers: { ...auth, 'content-type': 'image/jpeg' }, payload: jpeg }),
      415,
      ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    );
  });

  it('refuses a body that is not multipart', async () => {
    await expectNothingStored(
      () => t.app.inject({ method: 'POST', url: '/api/media/upload/path', headers: auth, payload: { file: 'x' } }),
      400,
      ErrorCode.VALIDATION_FAILED,
      'multipart/form-data',
    );
  });

  it('answers 401 to an anonymous caller and stores nothing', async () => {
    const jpeg = await jpegWithExif();
    await expectNothingStored(() => upload(fileUpload(jpeg, 'photo.jpg', 'image/jpeg'), {}), 401, ErrorCode.UNAUTHENTICATED);
    await expectNothingStored(() => upload(fileUpload(jpeg, 'photo.jpg', 'image/jpeg'), bearer('made-up-token')), 401, ErrorCode.UNAUTHENTICATED);
  });
});

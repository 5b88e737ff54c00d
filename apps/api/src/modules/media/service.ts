import fs from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_PREFIX } from '@wine/contract/api';
import { id as uuid } from '@wine/contract/envelope';
import { ErrorCode } from '@wine/contract/errors';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { insertMedia, mediaIdsAmong } from './queries';
import { contentTypeOf, PARTIAL, UPLOADS_DIR, type MediaStore } from './store';

/** Raster formats we accept. SVG is refused: it can carry script. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const MAX_EDGE_PX = 2000;
/** Guards against decompression bombs: a tiny file that decodes to gigapixels. */
const MAX_INPUT_PIXELS = 50_000_000;

const notAnImage = () =>
  new AppError(ErrorCode.UPLOAD_NOT_AN_IMAGE, 'Please upload an image (JPEG, PNG, WebP, GIF or AVIF)');

/**
 * Stores an uploaded image: decoded and re-encoded as WebP, which drops EXIF and other metadata
 * (camera position included) and anything hidden after the image data.
 */
export async function storeImage(ctx: AppContext, store: MediaStore, ownerUserId: string, input: Buffer): Promise<{ image_url: string }> {
  // sharp throws at construction on an empty buffer.
  if (input.length === 0) throw notAnImage();
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const meta = await image.metadata().catch(() => {
    throw notAnImage();
  });
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw notAnImage();
  const { data, info } = await image
    .rotate()
    .resize({ width: MAX_EDGE_PX, height: MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw notAnImage();
    });
  const id = newId();
  const key = `${UPLOADS_DIR}/${id}.webp`;
  // Written aside first: a crash mid-write leaves a pending object, never a cut image at a public address.
  await store.putPending(key, data, 'image/webp');
  try {
    await insertMedia(ctx.db, {
      id,
      ownerUserId,
      path: key,
      contentType: 'image/webp',
      bytes: info.size,
      width: info.width,
      height: info.height,
    });
  } catch (error) {
    await store.discardPending(key);
    throw error;
  }
  // The row is committed, so the image takes its public name; a crash just before is finished by recoverUploads.
  await store.publish(key);
  return { image_url: `${MEDIA_PREFIX}/${key}` };
}

/**
 * An upload still pending after this long was cut short: a bucket is shared by every instance, so a
 * younger one may still be on its way to its row.
 */
const UPLOAD_SETTLE_MS = 10 * 60_000;

/**
 * Finishes the uploads a crash interrupted (see storeImage) among those pending since before
 * `before`: one whose row was committed takes its public name; one without a row was never
 * acknowledged and goes. Answers how many of each.
 */
async function recoverUploads(db: Db, store: MediaStore, before: Date): Promise<{ finished: number; dropped: number }> {
  const keys = await store.pendingKeys(before);
  const idOf = (key: string) => path.basename(key).slice(0, path.basename(key).indexOf('.'));
  const stored = await mediaIdsAmong(db, keys.map(idOf).filter((candidate) => uuid.safeParse(candidate).success));
  let finished = 0;
  for (const key of keys) {
    if (stored.has(idOf(key))) {
      await store.publish(key);
      finished++;
    } else {
      await store.discardPending(key);
    }
  }
  return { finished, dropped: keys.length - finished };
}

/**
 * Finishes or drops the uploads cut short. At start on a local folder, every pending upload: the
 * folder belongs to this one process, so each was cut by its last run. Otherwise (a shared bucket,
 * or the periodic sweep in jobs.ts) only those pending for longer than an upload takes.
 */
export const recoverCutUploads = (db: Db, store: MediaStore, { atStart = false, now = new Date() } = {}) =>
  recoverUploads(db, store, new Date(now.getTime() - (atStart && store.kind === 'local' ? 0 : UPLOAD_SETTLE_MS)));

/**
 * Copies every published file of a local media folder into `store` under the same key, so that
 * existing `/media/...` links keep working (npm run media -- to-s3); uploads cut short are left
 * behind. Rewriting an object with the same bytes is harmless, so running it again is safe.
 * Answers how many files it copied.
 */
export async function copyMediaFolder(dir: string, store: MediaStore): Promise<number> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile() && !entry.name.endsWith(PARTIAL));
  for (const entry of files) {
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(dir, file).split(path.sep).join('/');
    await store.put(key, await fs.readFile(file), contentTypeOf(key));
  }
  return files.length;
}

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

const UPLOADS_DIR = 'uploads';
/** Suffix of an upload being written, before its row is committed. */
const PARTIAL = '.part';

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
export async function storeImage(ctx: AppContext, ownerUserId: string, input: Buffer): Promise<{ image_url: string }> {
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
  const relative = `${UPLOADS_DIR}/${id}.webp`;
  const file = path.join(ctx.config.mediaDir, relative);
  await fs.mkdir(path.dirname(file), { recursive: true });
  // Written aside first: a crash mid-write leaves a .part file, never a cut image at a public address.
  await fs.writeFile(file + PARTIAL, data);
  try {
    await insertMedia(ctx.db, {
      id,
      ownerUserId,
      path: relative,
      contentType: 'image/webp',
      bytes: info.size,
      width: info.width,
      height: info.height,
    });
  } catch (error) {
    await fs.rm(file + PARTIAL, { force: true });
    throw error;
  }
  // The row is committed, so the file takes its public name; a crash just before is finished by recoverUploads.
  await fs.rename(file + PARTIAL, file);
  return { image_url: `${MEDIA_PREFIX}/${relative}` };
}

/**
 * At start, finishes the uploads a crash interrupted (see storeImage): a .part file whose row was
 * committed takes its public name; one without a row was never acknowledged and goes. Answers how
 * many of each.
 */
export async function recoverUploads(db: Db, mediaDir: string): Promise<{ finished: number; dropped: number }> {
  const dir = path.join(mediaDir, UPLOADS_DIR);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const parts = names.filter((name) => name.endsWith(PARTIAL));
  const idOf = (name: string) => name.slice(0, name.indexOf('.'));
  const stored = await mediaIdsAmong(db, parts.map(idOf).filter((candidate) => uuid.safeParse(candidate).success));
  let finished = 0;
  for (const name of parts) {
    const partFile = path.join(dir, name);
    if (stored.has(idOf(name))) {
      await fs.rename(partFile, partFile.slice(0, -PARTIAL.length));
      finished++;
    } else {
      await fs.rm(partFile, { force: true });
    }
  }
  return { finished, dropped: parts.length - finished };
}

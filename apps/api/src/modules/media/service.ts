import fs from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_PREFIX } from '@wine/contract/api';
import { ErrorCode } from '@wine/contract/errors';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { insertMedia } from './queries';

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
  const relative = `uploads/${id}.webp`;
  const file = path.join(ctx.config.mediaDir, relative);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, data);
  await insertMedia(ctx.db, {
    id,
    ownerUserId,
    path: relative,
    contentType: 'image/webp',
    bytes: info.size,
    width: info.width,
    height: info.height,
  });
  return { image_url: `${MEDIA_PREFIX}/${relative}` };
}

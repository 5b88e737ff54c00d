import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';

export interface FormPart {
  field: string;
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A multipart/form-data body for app.inject, built by hand so the test controls every byte. */
export function multipartBody(parts: FormPart[]) {
  const boundary = `----wine-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.field}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.contentType) head.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** One file in the field `file`, as the app's upload sends it. */
export const fileUpload = (content: Buffer | string, filename: string, contentType: string) =>
  multipartBody([{ field: 'file', filename, contentType, content }]);

const EXIF = { IFD0: { Copyright: 'Camera owner', ImageDescription: 'taken at home, 38.2975 N 122.2869 W' } };

/** A real JPEG carrying EXIF (with a description that must not survive the upload). */
export const jpegWithExif = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#b25661' } }).withExif(EXIF).jpeg().toBuffer();

/** A real PNG carrying EXIF. */
export const pngWithExif = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 4, background: '#ffffff' } }).withExif(EXIF).png().toBuffer();

/** A real but incompressible PNG of about width*height*3 bytes (random noise, no compression). */
export const noisyPng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A tiny PNG whose header claims width x height pixels (a decompression bomb): a few hundred
 * bytes on the wire that would decode to gigabytes.
 */
export function pngBomb(width = 30_000, height = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const firstRows = zlib.deflateSync(Buffer.alloc((width + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', firstRows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

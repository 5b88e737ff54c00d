import { createReadStream } from 'node:fs';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentTypeOf, type MediaStore } from '../modules/media/store';
import { decryptBuffer, sealed, type BackupKeys } from './encryption';
import type { Location } from './location';
import { BackupError, checksummed, type Manifest } from './manifest';

async function openObject(media: MediaStore, key: string): Promise<Readable | undefined> {
  if (media.kind === 's3') return (await media.get(key))?.body;
  const stream = createReadStream(path.join(media.dir, key));
  // A picture deleted since it was listed is left out, as if the backup had started later.
  return new Promise((resolve, reject) => {
    stream.once('open', () => resolve(stream));
    stream.once('error', (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? resolve(undefined) : reject(error)));
  });
}

/** Copies every object of the media store into `entry` (media/<key>), as stored (encrypted, with keys). */
export async function copyMediaOut(media: MediaStore, entry: Location, keys: BackupKeys | undefined, onFile: (done: number, total: number) => void): Promise<Manifest['media']> {
  const objects = (await media.keys()).sort();
  const files: Manifest['media']['files'] = [];
  onFile(0, objects.length);
  for (const [index, key] of objects.entries()) {
    const body = await openObject(media, key);
    if (body) {
      const file = `media/${key}`;
      const sum = checksummed();
      const out = new PassThrough();
      await Promise.all([pipeline(body, sealed(keys, file), sum.stream, out), entry.write(file, out)]);
      files.push({ key, file, ...sum.result() });
    }
    onFile(index + 1, objects.length);
  }
  return { store: media.kind, files };
}

/** True when the media store holds nothing. */
export const mediaIsEmpty = async (media: MediaStore) => (await media.keys()).length === 0;

/** Puts every picture of the backup back into the media store, under its key. */
export async function copyMediaIn(media: MediaStore, entry: Location, manifest: Manifest, keys: BackupKeys | undefined, onFile: (done: number, total: number) => void): Promise<void> {
  const files = manifest.media.files;
  onFile(0, files.length);
  for (const [index, file] of files.entries()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await entry.read(file.file)) chunks.push(chunk as Buffer);
    const stored = Buffer.concat(chunks);
    if (stored.length !== file.bytes) throw new BackupError(`${file.file} changed during the restore (its size differs from the manifest).`);
    const body = keys ? await decryptBuffer(keys, file.file, stored) : stored;
    await media.put(file.key, body, contentTypeOf(file.key));
    onFile(index + 1, files.length);
  }
}

import path from 'node:path';
import { MEDIA_PREFIX } from '@wine/contract/api';
import type { MediaStore } from '../../modules/media/store';
import type { SvgFile } from './svg';

/** Where a `/media/...` URL lives on disk: the server serves the media directory at /media. */
export function mediaFilePath(mediaDir: string, url: string): string {
  if (!url.startsWith(`${MEDIA_PREFIX}/demo/`)) throw new Error(`not a demo media URL: ${url}`);
  return path.join(mediaDir, url.slice(MEDIA_PREFIX.length + 1));
}

/** Writes the images into the media store (same content on every run, so rewriting one is harmless). */
export async function writeSvgFiles(store: MediaStore, files: readonly SvgFile[]): Promise<void> {
  await Promise.all(
    files.map((file) => {
      if (!file.url.startsWith(`${MEDIA_PREFIX}/demo/`)) throw new Error(`not a demo media URL: ${file.url}`);
      return store.put(file.url.slice(MEDIA_PREFIX.length + 1), Buffer.from(file.svg), 'image/svg+xml');
    }),
  );
}

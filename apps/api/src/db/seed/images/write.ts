import fs from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_PREFIX } from '@wine/contract/api';
import type { SvgFile } from './svg';

/** Where a `/media/...` URL lives on disk: the server serves the media directory at /media. */
export function mediaFilePath(mediaDir: string, url: string): string {
  if (!url.startsWith(`${MEDIA_PREFIX}/demo/`)) throw new Error(`not a demo media URL: ${url}`);
  return path.join(mediaDir, url.slice(MEDIA_PREFIX.length + 1));
}

/** Writes the images (same content on every run, so rewriting one is harmless). */
export async function writeSvgFiles(mediaDir: string, files: readonly SvgFile[]): Promise<void> {
  const targets = files.map((file) => ({ file: mediaFilePath(mediaDir, file.url), svg: file.svg }));
  await Promise.all([...new Set(targets.map((t) => path.dirname(t.file)))].map((dir) => fs.mkdir(dir, { recursive: true })));
  await Promise.all(targets.map((t) => fs.writeFile(t.file, t.svg)));
}

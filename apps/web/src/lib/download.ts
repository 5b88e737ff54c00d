import type { Query } from './http';
import { userRequest } from './userClient';

/** Hands a file made or fetched in the page to the browser's downloads, under a name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads a signed-in export (GET path?query) and saves it under the server's name for it. The
 * bearer token rides in a header, which a plain link cannot send; the file is fetched whole before
 * it is saved, so a refusal shows as an error (ApiError) instead of a broken file.
 */
export async function downloadExport(path: string, query: Query, fallbackName: string): Promise<void> {
  const response = await userRequest<Response>(path, { query, file: true });
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  saveFile(await response.blob(), fileName ?? fallbackName);
}

import type { Wine } from '@wine/contract/catalogue';
import { paths } from '@wine/contract/routes';

/** The absolute address of an app path, for links shared outside the app. */
export const absoluteUrl = (path: string): string => new URL(path, window.location.origin).toString();

/** A wine's share link, carrying the affiliate id as utm_source when there is one (spec 000 §2.9). */
export function wineShareUrl(wine: Pick<Wine, '_id' | 'title'>, affiliateId: string | null): string {
  const path = paths.wine(wine._id, wine.title);
  return absoluteUrl(affiliateId ? `${path}?utm_source=${encodeURIComponent(affiliateId)}` : path);
}

/** Copies to the clipboard; false when the browser refuses (no permission, insecure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

import type { Collection } from '@wine/contract/catalogue';
import { paths } from '@wine/contract/routes';
import QRCode from 'qrcode';
import type { AppContext } from '../../context';
import { badRequest, forbidden } from '../../lib/errors';
import type { AuthUser } from '../auth/auth-user';
import { getCatalogueItem } from './service';

const COLLECTION_PATH = /^\/collection\/([0-9a-f-]{36})\/[^/?#]+$/i;

/** The path of `url`, a path itself or an absolute http(s) address on any host; null for anything else. */
function pathOf(url: string): string | null {
  if (url.startsWith('/')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.pathname : null;
  } catch {
    return null;
  }
}

/**
 * POST /qrcodes/: an SVG QR code of one's own collection page. The page is named by its path on
 * whatever host the sommelier opened the shop (127.0.0.1, www, a preview host: issue 45); what is
 * encoded is always the collection's canonical address on the shop's public origin, so a QR code
 * printed with our name cannot point elsewhere.
 */
export async function collectionQrCode(ctx: AppContext, viewer: AuthUser, url: string): Promise<{ svg: string; url: string; collection: Collection }> {
  const origin = ctx.config.publicOrigin;
  const match = COLLECTION_PATH.exec(pathOf(url) ?? '');
  if (!match?.[1]) throw badRequest(`url: must be a collection page such as /collection/{id}/{title}`);
  const collection = (await getCatalogueItem(ctx, viewer.tenantId, match[1], false)) as Collection;
  if (collection.type !== 'COLLECTION') throw badRequest('url: must be a collection page');
  if (collection.createdBy?._id !== viewer.id && !viewer.isAdmin) throw forbidden('You can only make QR codes of your own collections');
  const absolute = `${origin}${paths.collection(collection._id, collection.title)}`;
  const svg = await QRCode.toString(absolute, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { svg, url: absolute, collection };
}

import type { Collection } from '@wine/contract/catalogue';
import QRCode from 'qrcode';
import type { AppContext } from '../../context';
import { badRequest, forbidden } from '../../lib/errors';
import type { AuthUser } from '../auth/auth-user';
import { getCatalogueItem } from './service';

const COLLECTION_PATH = /^\/collection\/([0-9a-f-]{36})\/[^/?#]+$/i;

/**
 * POST /qrcodes/: an SVG QR code of one's own collection page. Only pages of this shop are encoded,
 * so a QR code printed with our name cannot point elsewhere.
 */
export async function collectionQrCode(ctx: AppContext, viewer: AuthUser, url: string): Promise<{ svg: string; url: string; collection: Collection }> {
  const origin = ctx.config.publicOrigin;
  const path = url.startsWith(origin) ? url.slice(origin.length) : url;
  const match = COLLECTION_PATH.exec(path);
  if (!match?.[1]) throw badRequest(`url: must be a collection page of ${origin}, like ${origin}/collection/{id}/{title}`);
  const collection = (await getCatalogueItem(ctx, viewer.tenantId, match[1], false)) as Collection;
  if (collection.type !== 'COLLECTION') throw badRequest('url: must be a collection page');
  if (collection.createdBy?._id !== viewer.id && !viewer.isAdmin) throw forbidden('You can only make QR codes of your own collections');
  const absolute = `${origin}${path}`;
  const svg = await QRCode.toString(absolute, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { svg, url: absolute, collection };
}

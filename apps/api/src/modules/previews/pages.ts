import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { formatPrice } from '@wine/contract/money';
import { RATING_MAX, RATING_MIN } from '@wine/contract/reviews';
import { paths } from '@wine/contract/routes';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { getCatalogueItem } from '../catalogue/service';
import { getEventDetail } from '../events/service';
import { getPost } from '../feed/service';
import { getUser } from '../users/service';

/** What a link preview shows of a page, and what search engines read of it. */
export interface PagePreview {
  title: string;
  description: string;
  /** The page's own address, without tracking parameters. */
  path: string;
  image: string | null;
  type: 'product' | 'profile' | 'article' | 'website';
  /** schema.org structured data (JSON-LD). */
  structured: Record<string, unknown>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DESCRIPTION_MAX = 200;
/**
 * The most characters of one stored text a page carries (a title, a name, an address): with every
 * value clipped, a page's size has a bound whatever was stored (issue 30; docs/reliability.md).
 */
export const PAGE_TEXT_MAX = 500;

const clip = (text: string) => (text.length <= PAGE_TEXT_MAX ? text : `${text.slice(0, PAGE_TEXT_MAX - 1)}…`);

/** Every string of a preview, however deep, clipped to PAGE_TEXT_MAX. */
function clipped<T>(value: T): T {
  if (typeof value === 'string') return clip(value) as T;
  if (Array.isArray(value)) return value.map(clipped) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, clipped(inner)])) as T;
  return value;
}

/** Plain text of stored HTML (a post, tasting notes), cut at a word near the limit. */
export function summaryOf(html: string, max = DESCRIPTION_MAX): string {
  const text = html
    // A block ends a sentence or a line: a space; an inline tag (bold, a link) is part of its word.
    .replace(/<\/?(?:p|br|div|li|ul|ol|h[1-6]|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter((part) => part && part.trim()).join(' · ');

async function winePreview(ctx: AppContext, id: string): Promise<PagePreview | null> {
  const item = await getCatalogueItem(ctx, SHOP_TENANT_ID, id, false);
  if (item.type !== 'PRODUCT') return null;
  const product = item.customData.product;
  const facts = joined(product.producer, product.varietal, product.region, product.vintage);
  return {
    title: item.title,
    description: summaryOf(item.description || `${facts ? `${facts}. ` : ''}${formatPrice(item.price)} at Sommlike, from a local retailer.`),
    path: paths.wine(item._id, item.title),
    image: item.iconUrl,
    type: 'product',
    structured: {
      '@type': 'Product',
      name: item.title,
      ...(item.iconUrl ? { image: item.iconUrl } : {}),
      ...(item.description ? { description: summaryOf(item.description) } : {}),
      ...(product.producer ? { brand: { '@type': 'Brand', name: product.producer } } : {}),
      ...(product.code ? { sku: product.code } : {}),
      offers: { '@type': 'Offer', price: item.price, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      // Search engines show the stars only for a rating that exists: none while the wine has no visible review.
      ...(item.rating.average !== null
        ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: item.rating.average, ratingCount: item.rating.count, bestRating: RATING_MAX, worstRating: RATING_MIN } }
        : {}),
    },
  };
}

async function collectionPreview(ctx: AppContext, id: string): Promise<PagePreview | null> {
  const item = await getCatalogueItem(ctx, SHOP_TENANT_ID, id, false);
  if (item.type !== 'COLLECTION') return null;
  const curator = item.createdBy?.name;
  const count = item.childrenIds.length;
  return {
    title: item.title,
    description: summaryOf(item.description || `${count} ${count === 1 ? 'wine' : 'wines'}${curator ? ` chosen by ${curator}` : ''} at Sommlike.`),
    path: paths.collection(item._id, item.title),
    image: item.iconUrl,
    type: 'website',
    structured: { '@type': 'CollectionPage', name: item.title, ...(curator ? { author: { '@type': 'Person', name: curator } } : {}) },
  };
}

async function sommelierPreview(ctx: AppContext, id: string): Promise<PagePreview | null> {
  const user = await getUser(ctx, null, id);
  if (user.type !== 'sommelier' || user.activeStatus !== 'approved') return null;
  return {
    title: user.name,
    description: summaryOf(user.bio || `${user.name}${user.designation ? `, ${user.designation}` : ''}: wines and collections on Sommlike.`),
    path: paths.sommelier(user._id, user.name),
    image: user.profilePicture,
    type: 'profile',
    structured: {
      '@type': 'Person',
      name: user.name,
      ...(user.designation ? { jobTitle: user.designation } : {}),
      ...(user.profilePicture ? { image: user.profilePicture } : {}),
      ...(user.bio ? { description: summaryOf(user.bio) } : {}),
    },
  };
}

async function wineTipPreview(ctx: AppContext, id: string): Promise<PagePreview | null> {
  const post = await getPost(ctx, SHOP_TENANT_ID, id);
  return {
    title: post.title,
    description: summaryOf(post.content),
    path: paths.wineTip(post.feedId, post.title),
    image: post.imageUrl,
    type: 'article',
    structured: {
      '@type': 'BlogPosting',
      headline: post.title,
      datePublished: post.createdAt,
      dateModified: post.updatedAt,
      author: { '@type': 'Person', name: post.user.name },
      ...(post.imageUrl ? { image: post.imageUrl } : {}),
    },
  };
}

async function eventPreview(ctx: AppContext, id: string): Promise<PagePreview | null> {
  const event = await getEventDetail(ctx, SHOP_TENANT_ID, id);
  const image = event.attachments[0]?.url ?? null;
  return {
    title: event.title,
    description: summaryOf(event.description),
    path: paths.event(event._id),
    image,
    type: 'website',
    structured: {
      '@type': 'Event',
      name: event.title,
      startDate: event.startTime,
      description: summaryOf(event.description),
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: event.businessDetails.name, address: event.address.addressLine1 },
      ...(image ? { image } : {}),
      performer: event.associationDetails.associatedUsers.map((person) => ({ '@type': 'Person', name: person.name })),
    },
  };
}

/** The app's addresses that have a preview, by their first segment, with the id in the second. */
const PAGES: Record<string, (ctx: AppContext, id: string) => Promise<PagePreview | null>> = {
  wine: winePreview,
  collection: collectionPreview,
  sommelier: sommelierPreview,
  'wine-tips': wineTipPreview,
  events: eventPreview,
};

/**
 * The preview of an app address (`/wine/{id}/{name}` and the like), or null when the address has
 * none or names nothing the public may see: the app then shows its own "not found".
 */
export async function previewOf(ctx: AppContext, pathname: string): Promise<PagePreview | null> {
  const [, kind, id] = pathname.split('/');
  const page = kind ? PAGES[kind] : undefined;
  if (!page || !id || !UUID.test(id)) return null;
  try {
    const preview = await page(ctx, id.toLowerCase());
    return preview && clipped(preview);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

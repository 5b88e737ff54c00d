import type { Collection, Wine } from '@wine/contract/catalogue';
import { centsToPrice } from '@wine/contract/money';
import type { WineRating } from '@wine/contract/reviews';
import { WINE_ATTRIBUTES } from '@wine/contract/wine-attributes';
import type { CatalogueListRow, CatalogueRow } from './queries';

type WireAttributes = Omit<Wine['customData']['product'], 'code' | 'tastingNotes' | 'eventId' | 'businessId' | 'stock'>;

/**
 * A wine's product data: its attribute columns under their wire names, then the rest. Built by
 * assignment: a list writes twenty of these per page, and an object made by Object.fromEntries or
 * spread from one is several times slower to make and to serialize.
 */
function productOf(row: Omit<CatalogueRow, 'updatedAt' | 'titleLower' | 'tastingNotes'>, tastingNotes: string | null): Wine['customData']['product'] {
  const attributes: Record<string, unknown> = {};
  for (const attribute of WINE_ATTRIBUTES) attributes[attribute.wireKey] = row[attribute.key];
  return Object.assign(attributes as WireAttributes, { code: row.code, tastingNotes, eventId: row.eventId, businessId: row.businessId, stock: row.stock });
}

/** What the wire shows of every catalogue item, a wine or a collection (spec 000 §3). */
const itemFields = (row: Pick<CatalogueListRow, 'id' | 'title' | 'name' | 'description' | 'priceCents' | 'iconUrl' | 'isActive' | 'tenantId'>) => ({
  _id: row.id,
  id: row.id,
  title: row.title,
  name: row.name,
  description: row.description,
  price: centsToPrice(row.priceCents),
  iconUrl: row.iconUrl,
  isActive: row.isActive,
  tenantId: row.tenantId,
});

/** A wine as the wire shows it (spec 000 §3): money as a numeric string, product data nested. */
const wineOf = (row: CatalogueListRow, tastingNotes: string | null): Wine =>
  Object.assign(itemFields(row), {
    type: 'PRODUCT' as const,
    // A 0% discount is no discount: the app would otherwise show "(0% OFF)".
    discount: row.discountPercent ? { type: 'percentage' as const, value: row.discountPercent } : null,
    customData: { product: productOf(row, tastingNotes) },
    rating: wineRatingOf(row),
    createdAt: row.createdAt.toISOString(),
  });

/** A wine with everything the wine page shows. */
export function toWine(row: Omit<CatalogueRow, 'updatedAt' | 'titleLower'>): Wine {
  return wineOf(row, row.tastingNotes);
}

/** A wine's kept rating: PostgreSQL derives both from the star counts (migration 0020). */
export const wineRatingOf = (row: Pick<CatalogueRow, 'ratingAverage' | 'ratingCount'>): WineRating => ({ average: row.ratingAverage, count: row.ratingCount ?? 0 });

/** A wine in a list or a collection: everything but the tasting notes, which only the wine page shows. */
export const toWineSummary = (row: CatalogueListRow): Wine => wineOf(row, null);

export interface CollectionParts {
  childrenIds: string[];
  /** Present only when the caller asked for the wines themselves. */
  children?: Wine[];
  createdBy: Collection['createdBy'];
  affiliateId: string | null;
}

/** A collection as the wire shows it (spec 001 §3). */
export function toCollection(row: CatalogueListRow, parts: CollectionParts): Collection {
  return {
    ...itemFields(row),
    type: 'COLLECTION',
    childrenIds: parts.childrenIds,
    ...(parts.children ? { children: parts.children } : {}),
    ownerUserId: row.createdBy,
    affiliateId: parts.affiliateId,
    createdBy: parts.createdBy,
    customData: {
      eventId: row.eventId,
      isSommlikePicks: row.isSommlikePicks,
      isTrending: row.isTrending,
      isByMoment: row.isByMoment,
      isByTerroir: row.isByTerroir,
    },
    createdAt: row.createdAt.toISOString(),
  };
}

import type { CatalogueItem, CatalogueQuery, Collection, Wine } from '@wine/contract/catalogue';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { toPublicUser } from '../users/present';
import { toCollection, toWine, toWineSummary } from './present';
import {
  countCuratedBy, findActiveCatalogueItem, findActiveChildren, findCreators, listCatalogueRows,
  type CatalogueFilter, type CatalogueRow,
} from './queries';

/** A collection shows at most this many wines inline; `childrenIds` still lists them all. */
const CHILDREN_SHOWN_MAX = 100;

/** `key=a` and `key[$in]=...` both narrow: a row must satisfy both, so keep the common values. */
function allowedValues<T>(equal: T | undefined, anyOf: T[] | undefined): T[] | undefined {
  if (equal === undefined) return anyOf;
  return anyOf ? anyOf.filter((value) => value === equal) : [equal];
}

/** The contract's query as a filter on the caller's tenant. */
export function catalogueFilterOf(tenantId: string, query: CatalogueQuery): CatalogueFilter {
  // Data is scoped by tenant: the query may name the caller's tenant, never another one.
  if (query.tenantId !== undefined && query.tenantId !== tenantId) throw badRequest('Unknown tenant');
  return {
    tenantId,
    type: query.type,
    createdBy: query['createdBy._id'],
    eventId: query['customData.eventId'],
    flags: {
      isByMoment: query['customData.isByMoment'],
      isTrending: query['customData.isTrending'],
      isSommlikePicks: query['customData.isSommlikePicks'],
      isByTerroir: query['customData.isByTerroir'],
    },
    colors: allowedValues(query['customData.product.color'], query['customData.product.color[$in]']),
    regions: allowedValues(query['customData.product.region'], query['customData.product.region[$in]']),
    varietals: allowedValues(query['customData.product.varietal'], query['customData.product.varietal[$in]']),
    minPriceCents: query['price[$gte]'],
    maxPriceCents: query['price[$lte]'],
    titleContains: query.title,
  };
}

/** Maps rows to the wire, fetching every collection's wines and creator in one query each. */
async function present(ctx: AppContext, rows: CatalogueRow[], includeChildren: boolean, detail = false): Promise<CatalogueItem[]> {
  const wineOf = detail ? toWine : toWineSummary;
  const collections = rows.filter((row) => row.type === 'COLLECTION');
  if (collections.length === 0) return rows.map(wineOf);

  const creatorIds = [...new Set(collections.flatMap((row) => (row.createdBy ? [row.createdBy] : [])))];
  const [children, creators] = await Promise.all([
    findActiveChildren(ctx.db, collections.map((row) => row.id)),
    creatorIds.length > 0 ? findCreators(ctx.db, creatorIds) : [],
  ]);
  const winesOf = new Map<string, CatalogueRow[]>();
  for (const { collectionId, wine } of children) {
    const wines = winesOf.get(collectionId);
    if (wines) wines.push(wine);
    else winesOf.set(collectionId, [wine]);
  }
  const creatorOf = new Map(
    creators.map((user) => {
      const { _id, givenName, familyName, name, profilePicture } = toPublicUser(user);
      return [user.id, { _id, givenName, familyName, name, profilePicture }];
    }),
  );

  return rows.map((row): Wine | Collection => {
    if (row.type === 'PRODUCT') return wineOf(row);
    const wines = winesOf.get(row.id) ?? [];
    return toCollection(row, {
      childrenIds: wines.map((wine) => wine.id),
      children: includeChildren ? wines.slice(0, CHILDREN_SHOWN_MAX).map(toWineSummary) : undefined,
      createdBy: (row.createdBy && creatorOf.get(row.createdBy)) || null,
    });
  });
}

/** GET /catalogue: active wines and collections matching the query, one page of them. */
export async function listCatalogue(ctx: AppContext, tenantId: string, query: CatalogueQuery) {
  const { rows, total } = await listCatalogueRows(
    ctx.db,
    catalogueFilterOf(tenantId, query),
    query.sort ?? '-_id',
    pageOf(query.offset ?? query.skip, query.limit),
  );
  return { categories: await present(ctx, rows, query.includeChildren ?? false), total };
}

/** GET /catalogue/{id}: one active wine or collection. */
export async function getCatalogueItem(ctx: AppContext, tenantId: string, id: string, includeChildren: boolean) {
  const row = await findActiveCatalogueItem(ctx.db, tenantId, id);
  if (!row) throw notFound('Catalogue item');
  const [item] = await present(ctx, [row], includeChildren, true);
  return item as CatalogueItem;
}

/** The counts of a curator's public profile (spec 000 §2.7): collections and distinct wines in them. */
export const curatedCounts = (ctx: AppContext, tenantId: string, userId: string) => countCuratedBy(ctx.db, tenantId, userId);

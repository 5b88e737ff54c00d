import { SIMILAR_WINES_SHOWN, type CatalogueItem, type CatalogueQuery, type Collection, type Wine } from '@wine/contract/catalogue';
import { FILTER_ATTRIBUTES, filterParam } from '@wine/contract/wine-attributes';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { keptAnswers } from '../../lib/metrics';
import { pageOf, type Page } from '../../lib/paging';
import { isApprovedSommelier, toPublicUser } from '../users/present';
import { freshRead, RevisionCache } from './answers';
import { toCollection, toWine, toWineSummary } from './present';
import {
  countCuratedBy, findActiveCatalogueItem, findActiveChildren, findCreators, listCatalogueRows, prepareCatalogueRevision, similarWineRows,
  type CatalogueFilter, type CatalogueListRow, type CatalogueSort,
} from './queries';

/** A collection shows at most this many wines inline; `childrenIds` still lists them all. */
const CHILDREN_SHOWN_MAX = 100;
/** Wine lists kept per process: a page of 20 wines is about 17 KB of JSON. */
const WINE_LISTS_KEPT = 200;

export interface CatalogueList {
  categories: CatalogueItem[];
  total: number;
}

/** The wine lists one app keeps, and how it reads the catalogue's revision they are valid for. */
export function wineListCache() {
  const revisions = new Map<Db, () => Promise<bigint>>();
  return {
    answers: new RevisionCache<Readonly<CatalogueList>>(WINE_LISTS_KEPT),
    /** The revision as `db` sees it: a list read on a replica is kept under the replica's revision, never a later one. */
    revision: (db: Db): Promise<bigint> => {
      let read = revisions.get(db);
      if (!read) {
        const statement = prepareCatalogueRevision(db);
        read = freshRead(async () => BigInt((await statement.execute())[0]?.revision ?? 0));
        revisions.set(db, read);
      }
      return read();
    },
  };
}
export type WineListCache = ReturnType<typeof wineListCache>;

/** `key=a` and `key[$in]=...` both narrow: a row must satisfy both, so keep the common values. */
function allowedValues<T>(equal: T | undefined, anyOf: T[] | undefined): T[] | undefined {
  if (equal === undefined) return anyOf;
  return anyOf ? anyOf.filter((value) => value === equal) : [equal];
}

/** The contract's query as a filter on the caller's tenant. */
export function catalogueFilterOf(tenantId: string, query: CatalogueQuery): CatalogueFilter {
  // Data is scoped by tenant: the query may name the caller's tenant, never another one.
  if (query.tenantId !== undefined && query.tenantId !== tenantId) throw badRequest('Unknown tenant');
  for (const attribute of FILTER_ATTRIBUTES) {
    // A wine has several tags: `key=a` (has a) and `key[$in]=b` (has b or ...) are both true of
    // some wines, which keeping the common values would lose. One question, one way to ask it.
    if (attribute.value.kind === 'tags' && query[filterParam(attribute)] !== undefined && query[`${filterParam(attribute)}[$in]`] !== undefined) {
      throw badRequest(`Filter by ${filterParam(attribute)} or by ${filterParam(attribute)}[$in], not both`);
    }
  }
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
    attributes: Object.fromEntries(
      FILTER_ATTRIBUTES.map((attribute) => [attribute.key, allowedValues<string>(query[filterParam(attribute)], query[`${filterParam(attribute)}[$in]`])]),
    ),
    minPriceCents: query['price[$gte]'],
    maxPriceCents: query['price[$lte]'],
    minRating: query['rating[$gte]'],
    titleContains: query.title,
  };
}

/** Maps rows to the wire, fetching every collection's wines and creator in one query each. */
async function present<Row extends CatalogueListRow>(
  ctx: AppContext,
  rows: Row[],
  includeChildren: boolean,
  wineOf: (row: Row) => Wine,
): Promise<CatalogueItem[]> {
  const collections = rows.filter((row) => row.type === 'COLLECTION');
  if (collections.length === 0) return rows.map(wineOf);

  const creatorIds = [...new Set(collections.flatMap((row) => (row.createdBy ? [row.createdBy] : [])))];
  const [children, creators] = await Promise.all([
    findActiveChildren(ctx.db, collections.map((row) => row.id)),
    creatorIds.length > 0 ? findCreators(ctx.db, creatorIds) : [],
  ]);
  const winesOf = new Map<string, CatalogueListRow[]>();
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
  const affiliates = new Set(creators.filter(isApprovedSommelier).map((user) => user.id));

  return rows.map((row): Wine | Collection => {
    if (row.type === 'PRODUCT') return wineOf(row);
    const wines = winesOf.get(row.id) ?? [];
    return toCollection(row, {
      childrenIds: wines.map((wine) => wine.id),
      children: includeChildren ? wines.slice(0, CHILDREN_SHOWN_MAX).map(toWineSummary) : undefined,
      createdBy: (row.createdBy && creatorOf.get(row.createdBy)) || null,
      affiliateId: row.createdBy && affiliates.has(row.createdBy) ? row.createdBy : null,
    });
  });
}

async function readList(ctx: AppContext, filter: CatalogueFilter, sort: CatalogueSort, page: Page, includeChildren: boolean): Promise<CatalogueList> {
  const { rows, total } = await listCatalogueRows(ctx.db, filter, sort, page);
  return { categories: await present(ctx, rows, includeChildren, toWineSummary), total };
}

/**
 * GET /catalogue: active wines and collections matching the query, one page of them. A list of wines
 * is read from catalogue_items alone, which the revision covers, so it is kept for the next caller
 * asking the same; collections also show their curators and wines and are always read afresh.
 * Without `wineLists` (the bench's BENCH_FRESH_ANSWERS) wine lists are read afresh too.
 */
export async function listCatalogue(
  ctx: AppContext,
  tenantId: string,
  query: CatalogueQuery,
  wineLists: WineListCache | undefined,
): Promise<Readonly<CatalogueList>> {
  const filter = catalogueFilterOf(tenantId, query);
  const sort = query.sort ?? '-_id';
  const page = pageOf(query.offset ?? query.skip, query.limit);
  const includeChildren = query.includeChildren ?? false;
  if (filter.type !== 'PRODUCT' || !wineLists) return readList(ctx, filter, sort, page, includeChildren);

  const revision = await wineLists.revision(ctx.db);
  const key = JSON.stringify([filter, sort, page]);
  const kept = wineLists.answers.get(revision, key);
  keptAnswers.inc({ result: kept ? 'hit' : 'miss' });
  if (kept) return kept;
  // Frozen: every later caller gets this very object, and its JSON is remembered (lib/json.ts).
  const answer = Object.freeze(await readList(ctx, filter, sort, page, includeChildren));
  wineLists.answers.set(revision, key, answer);
  return answer;
}

/** GET /catalogue/{id}: one active wine or collection. */
export async function getCatalogueItem(ctx: AppContext, tenantId: string, id: string, includeChildren: boolean) {
  const row = await findActiveCatalogueItem(ctx.db, tenantId, id);
  if (!row) throw notFound('Catalogue item');
  const [item] = await present(ctx, [row], includeChildren, toWine);
  return item as CatalogueItem;
}

/** The counts of a curator's public profile (spec 000 §2.7): collections and distinct wines in them. */
export const curatedCounts = (ctx: AppContext, tenantId: string, userId: string) => countCuratedBy(ctx.db, tenantId, userId);

/**
 * GET /catalogue/{id}/similar: "more like this" for a wine page. Wines from the same retailer come
 * first (they go in the same cart, delivered together), then the nearest in price.
 */
export async function similarWines(ctx: AppContext, tenantId: string, id: string): Promise<{ categories: Wine[] }> {
  const wine = await findActiveCatalogueItem(ctx.db, tenantId, id);
  if (!wine || wine.type !== 'PRODUCT') throw notFound('Wine');
  // A wine without a retailer cannot be bought.
  const rows = (await similarWineRows(ctx.db, wine)).filter((row) => row.businessId !== null);
  const sameRetailer = (row: CatalogueListRow) => (wine.businessId !== null && row.businessId === wine.businessId ? 0 : 1);
  const ranked = rows.sort((a, b) => sameRetailer(a) - sameRetailer(b) || Math.abs(a.priceCents - wine.priceCents) - Math.abs(b.priceCents - wine.priceCents) || a.id.localeCompare(b.id));
  return { categories: ranked.slice(0, SIMILAR_WINES_SHOWN).map(toWineSummary) };
}

// The public pages a sitemap lists. It reads the catalogue's, the accounts', the feed's and the
// events' tables for their ids and names only, with the same "shown to the public" rules as their
// modules (decision 0031).

import { Topic } from '@wine/contract/topics';
import { and, asc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { catalogueItems, events, feedPosts, users } from '../../db/schema';

export interface SitemapRow {
  id: string;
  name: string;
  /** The feed id of a post: its page is addressed by it. */
  feedId?: string;
  updatedAt: Date | null;
}

interface Listing {
  table: PgTable;
  id: PgColumn;
  where: (tenantId: string) => SQL | undefined;
  rows: (db: Executor, where: SQL | undefined, limit: number) => Promise<SitemapRow[]>;
}

const activeItems = (type: 'PRODUCT' | 'COLLECTION') => (tenantId: string) =>
  and(eq(catalogueItems.tenantId, tenantId), eq(catalogueItems.type, type), eq(catalogueItems.isActive, true));
const itemRows = (db: Executor, where: SQL | undefined, limit: number) =>
  db
    .select({ id: catalogueItems.id, name: catalogueItems.title, updatedAt: catalogueItems.updatedAt })
    .from(catalogueItems)
    .where(where)
    .orderBy(asc(catalogueItems.id))
    .limit(limit);

/** What each kind of public page lists, ordered by id (keyset pages). */
export const LISTINGS = {
  wines: { table: catalogueItems, id: catalogueItems.id, where: activeItems('PRODUCT'), rows: itemRows },
  collections: { table: catalogueItems, id: catalogueItems.id, where: activeItems('COLLECTION'), rows: itemRows },
  sommeliers: {
    table: users,
    id: users.id,
    where: (tenantId) => and(eq(users.tenantId, tenantId), eq(users.type, 'sommelier'), eq(users.activeStatus, 'approved'), eq(users.isActive, true)),
    rows: (db, where, limit) =>
      db
        .select({ id: users.id, name: sql<string>`${users.givenName} || ' ' || ${users.familyName}`, updatedAt: sql<Date | null>`NULL` })
        .from(users)
        .where(where)
        .orderBy(asc(users.id))
        .limit(limit),
  },
  'wine-tips': {
    table: feedPosts,
    id: feedPosts.id,
    // Hidden posts and posts of deactivated authors are not public.
    where: (tenantId) =>
      and(
        eq(feedPosts.tenantId, tenantId),
        eq(feedPosts.topicId, Topic.wineTalks.id),
        eq(feedPosts.isActive, true),
        sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${feedPosts.userId} AND ${users.isActive})`,
      ),
    rows: (db, where, limit) =>
      db
        .select({ id: feedPosts.id, name: feedPosts.title, feedId: feedPosts.id, updatedAt: feedPosts.updatedAt })
        .from(feedPosts)
        .where(where)
        .orderBy(asc(feedPosts.id))
        .limit(limit),
  },
  events: {
    table: events,
    id: events.id,
    where: (tenantId) => and(eq(events.tenantId, tenantId), eq(events.isActive, true)),
    rows: (db, where, limit) =>
      db.select({ id: events.id, name: events.title, updatedAt: sql<Date | null>`NULL` }).from(events).where(where).orderBy(asc(events.id)).limit(limit),
  },
} satisfies Record<string, Listing>;
export type SitemapKind = keyof typeof LISTINGS;

/** A page of a kind's public pages, from the id `from` on. */
export const sitemapRows = (db: Executor, kind: SitemapKind, tenantId: string, from: string | undefined, limit: number) => {
  const listing: Listing = LISTINGS[kind];
  return listing.rows(db, and(listing.where(tenantId), from ? gte(listing.id, from) : undefined), limit);
};

/** The first id of each page of `pageSize` of a kind's public pages, in one index-ordered pass. */
export async function sitemapPageStarts(db: Executor, kind: SitemapKind, tenantId: string, pageSize: number): Promise<string[]> {
  const listing: Listing = LISTINGS[kind];
  const numbered = db
    .select({ id: sql<string>`${listing.id}`.as('id'), n: sql<number>`row_number() OVER (ORDER BY ${listing.id})`.as('n') })
    .from(listing.table)
    .where(listing.where(tenantId))
    .as('numbered');
  const rows = await db.select({ id: numbered.id }).from(numbered).where(sql`(${numbered.n} - 1) % ${pageSize} = 0`).orderBy(asc(numbered.id));
  return rows.map((row) => row.id);
}

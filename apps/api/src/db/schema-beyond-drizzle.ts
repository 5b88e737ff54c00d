/**
 * What the database holds that drizzle's table builders cannot say, declared beside schema.ts so that
 * the two together describe the migrated database whole (docs/decisions/0048-migrations-by-hand-schema-checked.md):
 * the extensions, the columns an index carries beyond its key (INCLUDE) and the triggers.
 * `apps/api/test/schema-drift.test.ts` fails, naming the difference, when the migrations and these
 * declarations part. The trigger functions' bodies live in the migrations only.
 */
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { catalogueItems, catalogueWinePairings } from './schema';

/** Extensions the migrations create (plpgsql comes with PostgreSQL). */
export const EXTENSIONS = ['pg_trgm'];

const wine = catalogueItems;
const paired = catalogueWinePairings;

/**
 * INCLUDE columns per index of schema.ts, in the migration's order: a page's ids and its filters'
 * columns are read from the index alone (docs/decisions/0025-catalogue-at-a-million-wines.md).
 */
export const INDEX_INCLUDES: Record<string, PgColumn[]> = {
  catalogue_wines_name_idx: [wine.color, wine.region, wine.priceCents, wine.varietal, wine.ratingAverage],
  catalogue_wines_color_name_idx: [wine.region, wine.priceCents, wine.varietal, wine.ratingAverage],
  catalogue_wines_region_name_idx: [wine.color, wine.priceCents, wine.varietal, wine.ratingAverage],
  catalogue_wines_region_color_name_idx: [wine.priceCents, wine.varietal, wine.ratingAverage],
  catalogue_wines_region_color_price_idx: [wine.name, wine.varietal, wine.ratingAverage, wine.ratingCount],
  catalogue_wines_newest_idx: [wine.titleLower],
  catalogue_wines_rating_idx: [wine.region, wine.color, wine.priceCents, wine.varietal, wine.pairings],
  catalogue_wines_review_count_idx: [wine.region, wine.color, wine.priceCents, wine.varietal, wine.pairings, wine.ratingAverage],
  catalogue_wines_region_rating_idx: [wine.color, wine.priceCents, wine.varietal, wine.pairings],
  catalogue_wines_region_review_count_idx: [wine.color, wine.priceCents, wine.varietal, wine.pairings, wine.ratingAverage],
  catalogue_wine_pairings_name_idx: [paired.region, paired.color, paired.priceCents, paired.varietal, paired.pairings, paired.ratingAverage, paired.ratingCount],
  catalogue_wine_pairings_region_name_idx: [paired.color, paired.priceCents, paired.varietal, paired.pairings, paired.ratingAverage, paired.ratingCount],
  catalogue_wine_pairings_color_name_idx: [paired.region, paired.priceCents, paired.varietal, paired.pairings, paired.ratingAverage, paired.ratingCount],
  catalogue_wine_pairings_region_color_name_idx: [paired.priceCents, paired.varietal, paired.pairings, paired.ratingAverage, paired.ratingCount],
  catalogue_wine_pairings_price_idx: [paired.name, paired.varietal, paired.pairings, paired.ratingAverage, paired.ratingCount],
};

export interface TriggerDeclaration {
  name: string;
  table: PgTable;
  timing: 'BEFORE' | 'AFTER' | 'INSTEAD OF';
  events: ('INSERT' | 'UPDATE' | 'DELETE' | 'TRUNCATE')[];
  /** An UPDATE fires it only when one of these columns is written (UPDATE OF). */
  updateOf?: PgColumn[];
  forEach: 'ROW' | 'STATEMENT';
  /** The WHEN condition as the migration writes it. */
  when?: string;
  /** The trigger function, written by the migration. */
  execute: string;
}

const activeWine = (row: 'NEW' | 'OLD') => `${row}.type = 'PRODUCT' AND ${row}.is_active`;

export const TRIGGERS: TriggerDeclaration[] = [
  // The catalogue revision that kept wine-list answers are checked against (migration 0009).
  {
    name: 'catalogue_items_revision',
    table: catalogueItems,
    timing: 'AFTER',
    events: ['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE'],
    forEach: 'STATEMENT',
    execute: 'bump_catalogue_revision',
  },
  // catalogue_wine_pairings follows the wines' listed columns (migrations 0019, 0022).
  {
    name: 'catalogue_items_pairings_insert',
    table: catalogueItems,
    timing: 'AFTER',
    events: ['INSERT'],
    forEach: 'ROW',
    when: 'cardinality(NEW.pairings) > 0',
    execute: 'sync_catalogue_wine_pairings',
  },
  {
    name: 'catalogue_items_pairings_update',
    table: catalogueItems,
    timing: 'AFTER',
    events: ['UPDATE'],
    updateOf: [wine.tenantId, wine.type, wine.isActive, wine.name, wine.region, wine.color, wine.priceCents, wine.varietal, wine.pairings, wine.ratingDistribution],
    forEach: 'ROW',
    when: 'cardinality(OLD.pairings) > 0 OR cardinality(NEW.pairings) > 0',
    execute: 'sync_catalogue_wine_pairings',
  },
  // catalogue_wine_titles follows the active wines' titles (migration 0023).
  {
    name: 'catalogue_items_titles_insert',
    table: catalogueItems,
    timing: 'AFTER',
    events: ['INSERT'],
    forEach: 'ROW',
    when: activeWine('NEW'),
    execute: 'sync_catalogue_wine_titles',
  },
  {
    name: 'catalogue_items_titles_update',
    table: catalogueItems,
    timing: 'AFTER',
    events: ['UPDATE'],
    updateOf: [wine.tenantId, wine.type, wine.isActive, wine.title],
    forEach: 'ROW',
    when: `((${activeWine('OLD')}) OR (${activeWine('NEW')})) AND (OLD.tenant_id, OLD.type, OLD.is_active, OLD.title) IS DISTINCT FROM (NEW.tenant_id, NEW.type, NEW.is_active, NEW.title)`,
    execute: 'sync_catalogue_wine_titles',
  },
];

/**
 * What the database holds that drizzle's table builders cannot say, declared beside schema.ts so that
 * the two together describe the migrated database whole (docs/decisions/0048-migrations-by-hand-schema-checked.md):
 * the extensions, the columns an index carries beyond its key (INCLUDE) and the triggers.
 * `apps/api/test/platform/schema-drift.test.ts` fails, naming the difference, when the migrations and these
 * declarations part. The trigger functions' bodies live in the migrations only.
 */
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { catalogueItems } from './schema';

/** Extensions the migrations create (plpgsql comes with PostgreSQL). */
export const EXTENSIONS = ['pg_trgm'];

/** INCLUDE columns per index of schema.ts, in the migration's order (none since migration 0025). */
export const INDEX_INCLUDES: Record<string, PgColumn[]> = {};

export interface TriggerDeclaration {
  name: string;
  table: PgTable;
  timing: 'BEFORE' | 'AFTER' | 'INSTEAD OF';
  events: ('INSERT' | 'UPDATE' | 'DELETE' | 'TRUNCATE')[];
  /** An UPDATE fires it only when one of these columns is written (UPDATE OF). */
  updateOf?: PgColumn[];
  /** A statement trigger's transition table: the rows it changed, under this name (REFERENCING NEW/OLD TABLE AS). */
  referencing?: { rows: 'NEW' | 'OLD'; as: string };
  forEach: 'ROW' | 'STATEMENT';
  /** The WHEN condition as the migration writes it. */
  when?: string;
  /** The trigger function, written by the migration. */
  execute: string;
}

/** The catalogue's change log, which every instance's read model follows (migration 0025). */
const logChanges = (event: TriggerDeclaration['events'][number]): TriggerDeclaration => ({
  name: `catalogue_items_changes_${event.toLowerCase()}`,
  table: catalogueItems,
  timing: 'AFTER',
  events: [event],
  referencing: event === 'TRUNCATE' ? undefined : { rows: event === 'DELETE' ? 'OLD' : 'NEW', as: 'changed_rows' },
  forEach: 'STATEMENT',
  execute: 'log_catalogue_changes',
});

/** The active wines' cards (migration 0051), kept the same way. */
const keepCards = (event: TriggerDeclaration['events'][number]): TriggerDeclaration => ({
  ...logChanges(event),
  name: `catalogue_items_cards_${event.toLowerCase()}`,
  execute: 'keep_catalogue_cards',
});

const EVENTS = ['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE'] as const;
export const TRIGGERS: TriggerDeclaration[] = [...EVENTS.map(logChanges), ...EVENTS.map(keepCards)];

-- The shop's wine lists are answered from each instance's read model (docs/decisions/0046-catalogue-read-model.md).
-- Every committed change of a wine is logged here, in the writing transaction, for the instances to
-- re-read that wine; the catalogueChanges job prunes the log. `xid` is the writer's transaction:
-- instances read the log by it, since a sequence number is taken before commit and may show late.
-- A row without a wine (a TRUNCATE) tells the instances to build afresh.
CREATE TABLE "catalogue_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"wine_id" uuid,
	"xid" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "catalogue_changes_xid_idx" ON "catalogue_changes" USING btree ("xid");--> statement-breakpoint
-- One statement-level trigger per event: a bulk insert logs its wines in one INSERT ... SELECT.
-- Collections are not in the read model and are not logged.
CREATE FUNCTION "log_catalogue_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO catalogue_changes (wine_id) VALUES (NULL);
  ELSE
    INSERT INTO catalogue_changes (wine_id) SELECT id FROM changed_rows WHERE type = 'PRODUCT';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "catalogue_items_changes_insert" AFTER INSERT ON "catalogue_items"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_changes"();--> statement-breakpoint
CREATE TRIGGER "catalogue_items_changes_update" AFTER UPDATE ON "catalogue_items"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_changes"();--> statement-breakpoint
CREATE TRIGGER "catalogue_items_changes_delete" AFTER DELETE ON "catalogue_items"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_changes"();--> statement-breakpoint
CREATE TRIGGER "catalogue_items_changes_truncate" AFTER TRUNCATE ON "catalogue_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_changes"();--> statement-breakpoint
-- What the read model replaces: the kept answers' revision (0017), the pairing and title side tables
-- (0035, 0038) and the list indexes of the SQL list strategies (0025, 0033, 0039-0041).
DROP TRIGGER "catalogue_items_revision" ON "catalogue_items";--> statement-breakpoint
DROP FUNCTION "bump_catalogue_revision"();--> statement-breakpoint
DROP TABLE "catalogue_revisions";--> statement-breakpoint
DROP TRIGGER "catalogue_items_pairings_insert" ON "catalogue_items";--> statement-breakpoint
DROP TRIGGER "catalogue_items_pairings_update" ON "catalogue_items";--> statement-breakpoint
DROP FUNCTION "sync_catalogue_wine_pairings"();--> statement-breakpoint
DROP TABLE "catalogue_wine_pairings";--> statement-breakpoint
DROP TRIGGER "catalogue_items_titles_insert" ON "catalogue_items";--> statement-breakpoint
DROP TRIGGER "catalogue_items_titles_update" ON "catalogue_items";--> statement-breakpoint
DROP FUNCTION "sync_catalogue_wine_titles"();--> statement-breakpoint
DROP TABLE "catalogue_wine_titles";--> statement-breakpoint
DROP INDEX "catalogue_wines_name_idx";--> statement-breakpoint
DROP INDEX "catalogue_wines_color_name_idx";--> statement-breakpoint
DROP INDEX "catalogue_wines_region_name_idx";--> statement-breakpoint
DROP INDEX "catalogue_wines_region_color_name_idx";--> statement-breakpoint
DROP INDEX "catalogue_wines_varietal_name_idx";--> statement-breakpoint
DROP INDEX "catalogue_wines_price_idx";--> statement-breakpoint
DROP INDEX "catalogue_wines_filter_idx";--> statement-breakpoint
DROP INDEX "catalogue_wines_title_trgm_idx";--> statement-breakpoint
DROP INDEX "catalogue_wines_rating_idx";--> statement-breakpoint
DROP INDEX "catalogue_wines_review_count_idx";--> statement-breakpoint
DROP INDEX "catalogue_wines_region_rating_idx";--> statement-breakpoint
DROP INDEX "catalogue_wines_region_review_count_idx";--> statement-breakpoint
DROP INDEX "catalogue_wines_pairings_idx";--> statement-breakpoint
-- Kept, without the columns only the list strategies read from them: the sitemap's walk by id and
-- "more like this"'s region-and-colour price ranges.
DROP INDEX "catalogue_wines_newest_idx";--> statement-breakpoint
CREATE INDEX "catalogue_wines_newest_idx" ON "catalogue_items" USING btree ("tenant_id","id") WHERE type = 'PRODUCT' AND is_active;--> statement-breakpoint
DROP INDEX "catalogue_wines_region_color_price_idx";--> statement-breakpoint
CREATE INDEX "catalogue_wines_region_color_price_idx" ON "catalogue_items" USING btree ("tenant_id","region","color","price_cents","id") WHERE type = 'PRODUCT' AND is_active;

-- The titles of the active wines in a narrow table of their own (docs/decisions/0038-title-search-table.md):
-- a word the newest-first walk cannot fill a page for is looked up here, and its candidates are
-- rechecked on pages of about 70 titles instead of 8 wine rows; a text too short for a trigram is
-- scanned here instead of in catalogue_items (about 100 MB instead of 1 GB at 1,000,000 wines).
CREATE TABLE "catalogue_wine_titles" (
	"wine_id" uuid PRIMARY KEY NOT NULL REFERENCES "catalogue_items"("id") ON DELETE CASCADE,
	"tenant_id" uuid NOT NULL,
	"title_lower" text NOT NULL
);--> statement-breakpoint
-- The table follows every write that decides whether a wine is listed and under which title: its row
-- is written (or rewritten) for an active wine and deleted otherwise. Deleting a wine deletes it by
-- the foreign key. The lowered title is copied from catalogue_items, so both match the same text.
CREATE FUNCTION "sync_catalogue_wine_titles"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.type = 'PRODUCT' AND NEW.is_active THEN
    INSERT INTO catalogue_wine_titles (wine_id, tenant_id, title_lower) VALUES (NEW.id, NEW.tenant_id, NEW.title_lower)
    ON CONFLICT (wine_id) DO UPDATE SET tenant_id = EXCLUDED.tenant_id, title_lower = EXCLUDED.title_lower;
  ELSE
    DELETE FROM catalogue_wine_titles WHERE wine_id = OLD.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Creating the triggers locks catalogue_items against writes until the migration commits, so the
-- fill below sees every wine and no write slips between them. Collections, and updates that leave
-- those columns as they were, skip the function.
CREATE TRIGGER "catalogue_items_titles_insert" AFTER INSERT ON "catalogue_items"
  FOR EACH ROW WHEN (NEW.type = 'PRODUCT' AND NEW.is_active) EXECUTE FUNCTION "sync_catalogue_wine_titles"();--> statement-breakpoint
CREATE TRIGGER "catalogue_items_titles_update" AFTER UPDATE OF tenant_id, type, is_active, title ON "catalogue_items"
  FOR EACH ROW WHEN (
    ((OLD.type = 'PRODUCT' AND OLD.is_active) OR (NEW.type = 'PRODUCT' AND NEW.is_active))
    AND (OLD.tenant_id, OLD.type, OLD.is_active, OLD.title) IS DISTINCT FROM (NEW.tenant_id, NEW.type, NEW.is_active, NEW.title)
  ) EXECUTE FUNCTION "sync_catalogue_wine_titles"();--> statement-breakpoint
INSERT INTO "catalogue_wine_titles" ("wine_id", "tenant_id", "title_lower")
  SELECT "id", "tenant_id", "title_lower" FROM "catalogue_items" WHERE type = 'PRODUCT' AND is_active;--> statement-breakpoint
-- Built once over the filled table: one sorted build instead of a million insertions.
CREATE INDEX "catalogue_wine_titles_trgm_idx" ON "catalogue_wine_titles" USING gin ("title_lower" gin_trgm_ops);

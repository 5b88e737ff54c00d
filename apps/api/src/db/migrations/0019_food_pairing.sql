-- Food pairing (issue 20, docs/decisions/0035-food-pairing.md): a wine's pairings as a list, and a
-- side table of one row per active wine and pairing whose indexes serve a name-sorted shop page
-- filtered by pairings the way the name indexes serve colours and regions (0025).
ALTER TABLE "catalogue_items" ADD COLUMN "pairings" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "catalogue_wines_pairings_idx" ON "catalogue_items" USING gin ("pairings") WHERE type = 'PRODUCT' AND is_active;--> statement-breakpoint
CREATE TABLE "catalogue_wine_pairings" (
	"wine_id" uuid NOT NULL REFERENCES "catalogue_items"("id") ON DELETE CASCADE,
	"pairing" text NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"region" text,
	"color" text,
	"price_cents" integer NOT NULL,
	"varietal" text,
	"pairings" text[] NOT NULL,
	PRIMARY KEY ("wine_id", "pairing")
);--> statement-breakpoint
-- Each index carries the shop's other filter columns and the wine's pairings, so a page's ids and
-- its capped total come from an index alone.
CREATE INDEX "catalogue_wine_pairings_name_idx" ON "catalogue_wine_pairings" USING btree ("tenant_id","pairing","name","wine_id") INCLUDE ("region","color","price_cents","varietal","pairings");--> statement-breakpoint
CREATE INDEX "catalogue_wine_pairings_region_name_idx" ON "catalogue_wine_pairings" USING btree ("tenant_id","pairing","region","name","wine_id") INCLUDE ("color","price_cents","varietal","pairings");--> statement-breakpoint
CREATE INDEX "catalogue_wine_pairings_color_name_idx" ON "catalogue_wine_pairings" USING btree ("tenant_id","pairing","color","name","wine_id") INCLUDE ("region","price_cents","varietal","pairings");--> statement-breakpoint
CREATE INDEX "catalogue_wine_pairings_region_color_name_idx" ON "catalogue_wine_pairings" USING btree ("tenant_id","pairing","region","color","name","wine_id") INCLUDE ("price_cents","varietal","pairings");--> statement-breakpoint
-- The side table follows every write of a wine's listed columns: its rows are deleted (an update)
-- and written anew for an active wine. Deleting a wine deletes them by the foreign key.
CREATE FUNCTION "sync_catalogue_wine_pairings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM catalogue_wine_pairings WHERE wine_id = OLD.id;
  END IF;
  IF NEW.type = 'PRODUCT' AND NEW.is_active THEN
    INSERT INTO catalogue_wine_pairings (wine_id, pairing, tenant_id, name, region, color, price_cents, varietal, pairings)
    SELECT DISTINCT NEW.id, pairing, NEW.tenant_id, NEW.name, NEW.region, NEW.color, NEW.price_cents, NEW.varietal, NEW.pairings
    FROM unnest(NEW.pairings) AS pairing;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Wines without pairings, most writes of most shops, skip the function altogether.
CREATE TRIGGER "catalogue_items_pairings_insert" AFTER INSERT ON "catalogue_items"
  FOR EACH ROW WHEN (cardinality(NEW.pairings) > 0) EXECUTE FUNCTION "sync_catalogue_wine_pairings"();--> statement-breakpoint
CREATE TRIGGER "catalogue_items_pairings_update"
  AFTER UPDATE OF tenant_id, type, is_active, name, region, color, price_cents, varietal, pairings ON "catalogue_items"
  FOR EACH ROW WHEN (cardinality(OLD.pairings) > 0 OR cardinality(NEW.pairings) > 0) EXECUTE FUNCTION "sync_catalogue_wine_pairings"();

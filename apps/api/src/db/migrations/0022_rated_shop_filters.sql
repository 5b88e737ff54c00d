-- "4 stars and up" and the rating sorts beside a pairing filter (docs/decisions/0039-shop-list-costs.md).
-- The bench's varied questions at 1,000,000 wines found a name-sorted page with a pairing and "4 stars
-- and up" leaving catalogue_wine_pairings (which lacked the rating) for a name index walk that read
-- each wine's row for its pairings and rating: up to 611,000 buffers, 1 s. The side table now carries
-- the kept rating, so such a page, and a rating-sorted page of few matches, is read from its indexes
-- alone; the name indexes of catalogue_items include the average too.
--
-- The side table is derived: it is emptied and filled again with the new column rather than updated
-- row by row (an UPDATE of every row would leave the table twice its size until vacuumed).
DROP INDEX "catalogue_wine_pairings_name_idx";--> statement-breakpoint
DROP INDEX "catalogue_wine_pairings_region_name_idx";--> statement-breakpoint
DROP INDEX "catalogue_wine_pairings_color_name_idx";--> statement-breakpoint
DROP INDEX "catalogue_wine_pairings_region_color_name_idx";--> statement-breakpoint
TRUNCATE "catalogue_wine_pairings";--> statement-breakpoint
ALTER TABLE "catalogue_wine_pairings" ADD COLUMN "rating_average" numeric(2, 1), ADD COLUMN "rating_count" integer NOT NULL DEFAULT 0;--> statement-breakpoint
INSERT INTO catalogue_wine_pairings (wine_id, pairing, tenant_id, name, region, color, price_cents, varietal, pairings, rating_average, rating_count)
  SELECT DISTINCT w.id, pairing, w.tenant_id, w.name, w.region, w.color, w.price_cents, w.varietal, w.pairings, w.rating_average, w.rating_count
  FROM catalogue_items w, unnest(w.pairings) AS pairing
  WHERE w.type = 'PRODUCT' AND w.is_active;--> statement-breakpoint
CREATE INDEX "catalogue_wine_pairings_name_idx" ON "catalogue_wine_pairings" USING btree ("tenant_id","pairing","name","wine_id") INCLUDE ("region","color","price_cents","varietal","pairings","rating_average","rating_count");--> statement-breakpoint
CREATE INDEX "catalogue_wine_pairings_region_name_idx" ON "catalogue_wine_pairings" USING btree ("tenant_id","pairing","region","name","wine_id") INCLUDE ("color","price_cents","varietal","pairings","rating_average","rating_count");--> statement-breakpoint
CREATE INDEX "catalogue_wine_pairings_color_name_idx" ON "catalogue_wine_pairings" USING btree ("tenant_id","pairing","color","name","wine_id") INCLUDE ("region","price_cents","varietal","pairings","rating_average","rating_count");--> statement-breakpoint
CREATE INDEX "catalogue_wine_pairings_region_color_name_idx" ON "catalogue_wine_pairings" USING btree ("tenant_id","pairing","region","color","name","wine_id") INCLUDE ("price_cents","varietal","pairings","rating_average","rating_count");--> statement-breakpoint
-- A price range within a pairing, region and colour is one range of this index: the total of a sparse
-- shop filter, and its page of few matches, read the wines in the price range only.
CREATE INDEX "catalogue_wine_pairings_price_idx" ON "catalogue_wine_pairings" USING btree ("tenant_id","pairing","region","color","price_cents") INCLUDE ("name","varietal","pairings","rating_average","rating_count");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sync_catalogue_wine_pairings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM catalogue_wine_pairings WHERE wine_id = OLD.id;
  END IF;
  IF NEW.type = 'PRODUCT' AND NEW.is_active THEN
    INSERT INTO catalogue_wine_pairings (wine_id, pairing, tenant_id, name, region, color, price_cents, varietal, pairings, rating_average, rating_count)
    SELECT DISTINCT NEW.id, pairing, NEW.tenant_id, NEW.name, NEW.region, NEW.color, NEW.price_cents, NEW.varietal, NEW.pairings, NEW.rating_average, NEW.rating_count
    FROM unnest(NEW.pairings) AS pairing;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A review moves the kept rating (rating_average is generated from rating_distribution).
DROP TRIGGER "catalogue_items_pairings_update" ON "catalogue_items";--> statement-breakpoint
CREATE TRIGGER "catalogue_items_pairings_update"
  AFTER UPDATE OF tenant_id, type, is_active, name, region, color, price_cents, varietal, pairings, rating_distribution ON "catalogue_items"
  FOR EACH ROW WHEN (cardinality(OLD.pairings) > 0 OR cardinality(NEW.pairings) > 0) EXECUTE FUNCTION "sync_catalogue_wine_pairings"();--> statement-breakpoint
DROP INDEX "catalogue_wines_name_idx";--> statement-breakpoint
CREATE INDEX "catalogue_wines_name_idx" ON "catalogue_items" USING btree ("tenant_id","name","id") INCLUDE ("color","region","price_cents","varietal","rating_average") WHERE type = 'PRODUCT' AND is_active;--> statement-breakpoint
DROP INDEX "catalogue_wines_color_name_idx";--> statement-breakpoint
CREATE INDEX "catalogue_wines_color_name_idx" ON "catalogue_items" USING btree ("tenant_id","color","name","id") INCLUDE ("region","price_cents","varietal","rating_average") WHERE type = 'PRODUCT' AND is_active;--> statement-breakpoint
DROP INDEX "catalogue_wines_region_name_idx";--> statement-breakpoint
CREATE INDEX "catalogue_wines_region_name_idx" ON "catalogue_items" USING btree ("tenant_id","region","name","id") INCLUDE ("color","price_cents","varietal","rating_average") WHERE type = 'PRODUCT' AND is_active;--> statement-breakpoint
DROP INDEX "catalogue_wines_region_color_name_idx";--> statement-breakpoint
CREATE INDEX "catalogue_wines_region_color_name_idx" ON "catalogue_items" USING btree ("tenant_id","region","color","name","id") INCLUDE ("price_cents","varietal","rating_average") WHERE type = 'PRODUCT' AND is_active;

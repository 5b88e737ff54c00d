-- A shop filter whose capped total says it matches few wines reads every match from one price range
-- per region and colour and sorts them (docs/decisions/0041-few-matches-from-the-price-index.md): the
-- index now carries the id and every sort's column but the creation time, and the varietal a filter
-- may name, so those matches are read from it alone. "More like this" reads it in price and id order.
DROP INDEX "catalogue_wines_region_color_price_idx";--> statement-breakpoint
CREATE INDEX "catalogue_wines_region_color_price_idx" ON "catalogue_items" USING btree ("tenant_id","region","color","price_cents","id") INCLUDE ("name","varietal","rating_average","rating_count") WHERE type = 'PRODUCT' AND is_active;

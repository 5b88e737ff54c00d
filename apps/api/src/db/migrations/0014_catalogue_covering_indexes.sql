-- Name-sorted wine lists read a page's ids from an index alone and fetch only those rows
-- (docs/decisions/0025-catalogue-at-a-million-wines.md): each name index carries the shop's filter
-- columns, so colour, region and price are checked without visiting the table.
DROP INDEX "catalogue_wines_name_idx";--> statement-breakpoint
CREATE INDEX "catalogue_wines_name_idx" ON "catalogue_items" USING btree ("tenant_id","name","id") INCLUDE ("color","region","price_cents","varietal") WHERE type = 'PRODUCT' AND is_active;--> statement-breakpoint
DROP INDEX "catalogue_wines_color_name_idx";--> statement-breakpoint
CREATE INDEX "catalogue_wines_color_name_idx" ON "catalogue_items" USING btree ("tenant_id","color","name","id") INCLUDE ("region","price_cents","varietal") WHERE type = 'PRODUCT' AND is_active;--> statement-breakpoint
DROP INDEX "catalogue_wines_region_name_idx";--> statement-breakpoint
CREATE INDEX "catalogue_wines_region_name_idx" ON "catalogue_items" USING btree ("tenant_id","region","name","id") INCLUDE ("color","price_cents","varietal") WHERE type = 'PRODUCT' AND is_active;--> statement-breakpoint
CREATE INDEX "catalogue_wines_region_color_name_idx" ON "catalogue_items" USING btree ("tenant_id","region","color","name","id") INCLUDE ("price_cents","varietal") WHERE type = 'PRODUCT' AND is_active;--> statement-breakpoint
CREATE INDEX "catalogue_wines_region_color_price_idx" ON "catalogue_items" USING btree ("tenant_id","region","color","price_cents") WHERE type = 'PRODUCT' AND is_active;

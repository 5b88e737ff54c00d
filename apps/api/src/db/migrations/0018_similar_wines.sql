-- "More like this" on the wine page (issue 20): the wines of a varietal nearest a price, read as two
-- short index ranges (up from the price and down from it). The region's side is served by
-- catalogue_wines_region_color_price_idx.
CREATE INDEX IF NOT EXISTS "catalogue_wines_varietal_price_idx" ON "catalogue_items" USING btree ("tenant_id","varietal","price_cents","id") WHERE type = 'PRODUCT' AND is_active;

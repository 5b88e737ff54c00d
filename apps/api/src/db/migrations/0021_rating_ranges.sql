-- The rating sorts with the shop's filters (docs/decisions/0036-ratings-and-reviews.md). The bench's
-- varied questions at 1,000,000 wines found a best-rated page of one region walking the rating index
-- and reading each wine's row to check its region: 457,000 buffers, 2.3 s. Each rating index now
-- carries the filter columns (an index-only walk checks them), and a region's wines have their own
-- ranges in rating and in review-count order, merged per region as the name-sorted lists are (0025).
DROP INDEX "catalogue_wines_rating_idx";--> statement-breakpoint
CREATE INDEX "catalogue_wines_rating_idx" ON "catalogue_items" USING btree ("tenant_id","rating_average" DESC NULLS LAST,"rating_count" DESC,"id" DESC) INCLUDE ("region","color","price_cents","varietal","pairings") WHERE type = 'PRODUCT' AND is_active;--> statement-breakpoint
DROP INDEX "catalogue_wines_review_count_idx";--> statement-breakpoint
CREATE INDEX "catalogue_wines_review_count_idx" ON "catalogue_items" USING btree ("tenant_id","rating_count" DESC,"id" DESC) INCLUDE ("region","color","price_cents","varietal","pairings","rating_average") WHERE type = 'PRODUCT' AND is_active;--> statement-breakpoint
CREATE INDEX "catalogue_wines_region_rating_idx" ON "catalogue_items" USING btree ("tenant_id","region","rating_average" DESC NULLS LAST,"rating_count" DESC,"id" DESC) INCLUDE ("color","price_cents","varietal","pairings") WHERE type = 'PRODUCT' AND is_active;--> statement-breakpoint
CREATE INDEX "catalogue_wines_region_review_count_idx" ON "catalogue_items" USING btree ("tenant_id","region","rating_count" DESC,"id" DESC) INCLUDE ("color","price_cents","varietal","pairings","rating_average") WHERE type = 'PRODUCT' AND is_active;

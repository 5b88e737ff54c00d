CREATE INDEX "catalogue_wines_admin_business_idx" ON "catalogue_items" USING btree ("business_id","created_at","id") WHERE type = 'PRODUCT';--> statement-breakpoint
CREATE INDEX "catalogue_wines_admin_title_trgm_idx" ON "catalogue_items" USING gin (lower("title") gin_trgm_ops) WHERE type = 'PRODUCT';--> statement-breakpoint
CREATE INDEX "orders_business_status_placed_idx" ON "orders" USING btree ("business_id","status","placed_at","id") WHERE placed_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_succeeded_idx" ON "payments" USING btree ("created_at") WHERE status = 'succeeded';
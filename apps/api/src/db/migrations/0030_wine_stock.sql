-- Bottles on hand of each wine (issue 32, docs/decisions/0049-stock-reservation.md). Placing an order
-- takes them in its transaction; the CHECK keeps a count from ever going below zero whatever the code
-- does. Existing wines start at none: the shop does not know what its retailers hold until they say,
-- so a wine is offered again once its retailer (or the console) enters its count.
ALTER TABLE "catalogue_items" ADD COLUMN "stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_items_stock_check" CHECK ("stock" >= 0);

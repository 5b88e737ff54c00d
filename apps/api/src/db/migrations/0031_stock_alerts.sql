-- "Tell me when it's back" (issue 32, docs/decisions/0052-back-in-stock-alerts.md): a shopper waiting
-- for an out-of-stock wine. When the wine's count goes from 0 to more, the change's transaction mails
-- every waiting shopper and stamps notified_at; pressing the button again later makes a new row, so at
-- most one row per shopper and wine is waiting.
CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"wine_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_wine_id_catalogue_items_id_fk" FOREIGN KEY ("wine_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_waiting_key" ON "stock_alerts" USING btree ("user_id","wine_id") WHERE notified_at IS NULL;--> statement-breakpoint
CREATE INDEX "stock_alerts_wine_waiting_idx" ON "stock_alerts" USING btree ("wine_id") WHERE notified_at IS NULL;

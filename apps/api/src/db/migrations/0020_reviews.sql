-- Ratings and reviews (issue 20; docs/decisions/0036-ratings-and-reviews.md). A wine's rating is kept
-- on its row: how many visible reviews gave 1..5 stars is the one column every review change updates
-- (relatively, in the change's transaction); the count and the average to one decimal are derived from
-- it by PostgreSQL, so they can never disagree with it. Adding the stored columns rewrites
-- catalogue_items once (about as long as migration 0015's title_lower).
ALTER TABLE "catalogue_items" ADD COLUMN "rating_distribution" integer[] DEFAULT '{0,0,0,0,0}' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_items_rating_distribution_check" CHECK (
  cardinality("rating_distribution") = 5 AND 0 <= ALL ("rating_distribution")
);--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD COLUMN "rating_count" integer GENERATED ALWAYS AS (
  "rating_distribution"[1] + "rating_distribution"[2] + "rating_distribution"[3] + "rating_distribution"[4] + "rating_distribution"[5]
) STORED;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD COLUMN "rating_average" numeric(2, 1) GENERATED ALWAYS AS (
  CASE WHEN "rating_distribution"[1] + "rating_distribution"[2] + "rating_distribution"[3] + "rating_distribution"[4] + "rating_distribution"[5] > 0
  THEN round(
    ("rating_distribution"[1] + 2 * "rating_distribution"[2] + 3 * "rating_distribution"[3] + 4 * "rating_distribution"[4] + 5 * "rating_distribution"[5])::numeric
    / ("rating_distribution"[1] + "rating_distribution"[2] + "rating_distribution"[3] + "rating_distribution"[4] + "rating_distribution"[5]),
    1
  ) END
) STORED;--> statement-breakpoint
-- The shop's "best rated" and "most reviewed" sorts, each read backwards for its ascending twin; the
-- rating index's range also serves "4 stars and up" and its capped total.
CREATE INDEX "catalogue_wines_rating_idx" ON "catalogue_items" USING btree ("tenant_id","rating_average" DESC NULLS LAST,"rating_count" DESC,"id" DESC) WHERE type = 'PRODUCT' AND is_active;--> statement-breakpoint
CREATE INDEX "catalogue_wines_review_count_idx" ON "catalogue_items" USING btree ("tenant_id","rating_count" DESC,"id" DESC) WHERE type = 'PRODUCT' AND is_active;--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"wine_id" uuid NOT NULL REFERENCES "catalogue_items"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"rating" smallint NOT NULL CONSTRAINT "reviews_rating_check" CHECK ("rating" BETWEEN 1 AND 5),
	"text" text,
	"by_sommelier" boolean DEFAULT false NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"moderation_reason" text,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_wine_user_key" ON "reviews" USING btree ("wine_id","user_id");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_wine_newest_idx" ON "reviews" USING btree ("wine_id","by_sommelier" DESC,"id" DESC) WHERE NOT is_hidden;--> statement-breakpoint
CREATE INDEX "reviews_wine_helpful_idx" ON "reviews" USING btree ("wine_id","by_sommelier" DESC,"helpful_count" DESC,"id" DESC) WHERE NOT is_hidden;--> statement-breakpoint
CREATE INDEX "reviews_reported_idx" ON "reviews" USING btree ("tenant_id","report_count" DESC,"id" DESC) WHERE report_count > 0 AND NOT is_hidden;--> statement-breakpoint
CREATE INDEX "reviews_hidden_idx" ON "reviews" USING btree ("tenant_id","moderated_at" DESC,"id" DESC) WHERE is_hidden;--> statement-breakpoint
CREATE INDEX "reviews_tenant_newest_idx" ON "reviews" USING btree ("tenant_id","id" DESC);--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" uuid NOT NULL REFERENCES "reviews"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);--> statement-breakpoint
CREATE INDEX "review_votes_user_idx" ON "review_votes" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"review_id" uuid NOT NULL REFERENCES "reviews"("id") ON DELETE CASCADE,
	"user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_user_key" ON "review_reports" USING btree ("review_id","user_id");--> statement-breakpoint
CREATE INDEX "review_reports_review_newest_idx" ON "review_reports" USING btree ("review_id","id" DESC);

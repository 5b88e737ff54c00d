CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address_line1" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"delivery_fee_cents" integer NOT NULL,
	"free_delivery_threshold_cents" integer,
	"delivers_to_states" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"icon_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"discount_percent" integer,
	"producer" text,
	"color" text,
	"varietal" text,
	"origin" text,
	"vintage" text,
	"country" text,
	"region" text,
	"code" text,
	"product_type" text,
	"method" text,
	"size" text,
	"volume_in_ml" integer,
	"tasting_notes" text,
	"business_id" uuid,
	"event_id" uuid,
	"is_sommlike_picks" boolean DEFAULT false NOT NULL,
	"is_trending" boolean DEFAULT false NOT NULL,
	"is_by_moment" boolean DEFAULT false NOT NULL,
	"is_by_terroir" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_children" (
	"collection_id" uuid NOT NULL,
	"wine_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "collection_children_collection_id_wine_id_pk" PRIMARY KEY("collection_id","wine_id")
);
--> statement-breakpoint
CREATE TABLE "event_sommeliers" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "event_sommeliers_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"address_line1" text NOT NULL,
	"booking_url" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_posts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"topic_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"scope" text DEFAULT 'OPEN' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid,
	"type" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"name" text NOT NULL,
	"email_address" text NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_children" ADD CONSTRAINT "collection_children_collection_id_catalogue_items_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_children" ADD CONSTRAINT "collection_children_wine_id_catalogue_items_id_fk" FOREIGN KEY ("wine_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sommeliers" ADD CONSTRAINT "event_sommeliers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sommeliers" ADD CONSTRAINT "event_sommeliers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD CONSTRAINT "feed_posts_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD CONSTRAINT "feed_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_wines_name_idx" ON "catalogue_items" USING btree ("tenant_id","name","id") WHERE type = 'PRODUCT' AND is_active;--> statement-breakpoint
CREATE INDEX "catalogue_wines_color_name_idx" ON "catalogue_items" USING btree ("tenant_id","color","name","id") WHERE type = 'PRODUCT' AND is_active;--> statement-breakpoint
CREATE INDEX "catalogue_wines_region_name_idx" ON "catalogue_items" USING btree ("tenant_id","region","name","id") WHERE type = 'PRODUCT' AND is_active;--> statement-breakpoint
CREATE INDEX "catalogue_wines_varietal_name_idx" ON "catalogue_items" USING btree ("tenant_id","varietal","name","id") WHERE type = 'PRODUCT' AND is_active;--> statement-breakpoint
CREATE INDEX "catalogue_wines_price_idx" ON "catalogue_items" USING btree ("tenant_id","price_cents") WHERE type = 'PRODUCT' AND is_active;--> statement-breakpoint
CREATE INDEX "catalogue_wines_newest_idx" ON "catalogue_items" USING btree ("tenant_id","id") WHERE type = 'PRODUCT' AND is_active;--> statement-breakpoint
CREATE INDEX "catalogue_wines_title_trgm_idx" ON "catalogue_items" USING gin (lower("title") gin_trgm_ops) WHERE type = 'PRODUCT' AND is_active;--> statement-breakpoint
CREATE INDEX "catalogue_wines_event_idx" ON "catalogue_items" USING btree ("event_id") WHERE type = 'PRODUCT' AND is_active;--> statement-breakpoint
CREATE INDEX "catalogue_collections_newest_idx" ON "catalogue_items" USING btree ("tenant_id","id") WHERE type = 'COLLECTION' AND is_active;--> statement-breakpoint
CREATE INDEX "catalogue_collections_owner_idx" ON "catalogue_items" USING btree ("created_by","created_at") WHERE type = 'COLLECTION' AND is_active;--> statement-breakpoint
CREATE INDEX "catalogue_collections_flags_idx" ON "catalogue_items" USING btree ("tenant_id","is_sommlike_picks","is_trending","is_by_moment","is_by_terroir","id") WHERE type = 'COLLECTION' AND is_active;--> statement-breakpoint
CREATE INDEX "catalogue_collections_event_idx" ON "catalogue_items" USING btree ("event_id","created_by") WHERE type = 'COLLECTION' AND is_active;--> statement-breakpoint
CREATE INDEX "collection_children_order_idx" ON "collection_children" USING btree ("collection_id","position");--> statement-breakpoint
CREATE INDEX "collection_children_wine_idx" ON "collection_children" USING btree ("wine_id");--> statement-breakpoint
CREATE INDEX "event_sommeliers_user_idx" ON "event_sommeliers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "events_list_idx" ON "events" USING btree ("tenant_id","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "feed_posts_topic_idx" ON "feed_posts" USING btree ("topic_id","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "feed_posts_author_idx" ON "feed_posts" USING btree ("user_id","topic_id","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "support_tickets_status_idx" ON "support_tickets" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "users_sommeliers_idx" ON "users" USING btree ("tenant_id","active_status","created_at") WHERE type = 'sommelier' AND is_active;
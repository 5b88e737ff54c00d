-- Sommelier wine clubs (issue 46, docs/decisions/0065-wine-clubs.md): a club a sommelier proposes to a
-- partner retailer, its members, its cycles with the sommelier's selection, and one row per member and
-- cycle saying what the cut-off did for that member: the unique key (cycle, membership) is what makes
-- "one order per member per cycle" hold whatever job runs twice or stops half-way.
CREATE TABLE "clubs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"sommelier_user_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"picture" text,
	"bottles" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"cadence" text NOT NULL,
	"style" text NOT NULL,
	"capacity" integer NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clubs_bottles_check" CHECK (bottles IN (2, 3, 6, 12)),
	CONSTRAINT "clubs_price_check" CHECK (price_cents > 0),
	CONSTRAINT "clubs_capacity_check" CHECK (capacity > 0),
	CONSTRAINT "clubs_cadence_check" CHECK (cadence IN ('monthly', 'bimonthly', 'quarterly')),
	CONSTRAINT "clubs_style_check" CHECK (style IN ('red', 'white', 'mixed', 'sparkling')),
	CONSTRAINT "clubs_status_check" CHECK (status IN ('proposed', 'open', 'declined', 'closed'))
);--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_sommelier_user_id_users_id_fk" FOREIGN KEY ("sommelier_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clubs_sommelier_idx" ON "clubs" USING btree ("sommelier_user_id");--> statement-breakpoint
CREATE INDEX "clubs_business_idx" ON "clubs" USING btree ("business_id");--> statement-breakpoint
CREATE TABLE "club_memberships" (
	"id" uuid PRIMARY KEY NOT NULL,
	"club_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"card_id" uuid NOT NULL,
	"delivery_mode" text NOT NULL,
	"address_id" uuid,
	"age_confirmed_at" timestamp with time zone NOT NULL,
	"skip_cycle_id" uuid,
	"paused_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_memberships_status_check" CHECK (status IN ('active', 'paused', 'cancelled')),
	CONSTRAINT "club_memberships_delivery_mode_check" CHECK (delivery_mode IN ('delivery', 'pickup')),
	CONSTRAINT "club_memberships_address_check" CHECK (delivery_mode = 'pickup' OR address_id IS NOT NULL OR status = 'cancelled')
);--> statement-breakpoint
ALTER TABLE "club_memberships" ADD CONSTRAINT "club_memberships_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_memberships" ADD CONSTRAINT "club_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_memberships" ADD CONSTRAINT "club_memberships_card_id_saved_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."saved_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_memberships" ADD CONSTRAINT "club_memberships_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_memberships_one_per_user_key" ON "club_memberships" USING btree ("club_id","user_id") WHERE status <> 'cancelled';--> statement-breakpoint
CREATE INDEX "club_memberships_user_idx" ON "club_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "club_cycles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"club_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"cutoff_at" timestamp with time zone NOT NULL,
	"ships_on" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"announced_at" timestamp with time zone,
	"placed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_cycles_status_check" CHECK (status IN ('planned', 'announced', 'placing', 'placed', 'missed'))
);--> statement-breakpoint
ALTER TABLE "club_cycles" ADD CONSTRAINT "club_cycles_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_cycles_number_key" ON "club_cycles" USING btree ("club_id","number");--> statement-breakpoint
CREATE INDEX "club_cycles_due_idx" ON "club_cycles" USING btree ("cutoff_at") WHERE status IN ('planned', 'announced', 'placing');--> statement-breakpoint
ALTER TABLE "club_memberships" ADD CONSTRAINT "club_memberships_skip_cycle_id_club_cycles_id_fk" FOREIGN KEY ("skip_cycle_id") REFERENCES "public"."club_cycles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "club_cycle_wines" (
	"cycle_id" uuid NOT NULL,
	"catalogue_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "club_cycle_wines_cycle_id_catalogue_id_pk" PRIMARY KEY("cycle_id","catalogue_id"),
	CONSTRAINT "club_cycle_wines_quantity_check" CHECK (quantity > 0)
);--> statement-breakpoint
ALTER TABLE "club_cycle_wines" ADD CONSTRAINT "club_cycle_wines_cycle_id_club_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."club_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_cycle_wines" ADD CONSTRAINT "club_cycle_wines_catalogue_id_catalogue_items_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."catalogue_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "club_cycle_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cycle_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"order_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_cycle_orders_outcome_check" CHECK (outcome IN ('placed', 'skipped', 'unfilled')),
	CONSTRAINT "club_cycle_orders_order_check" CHECK ((outcome = 'placed') = (order_id IS NOT NULL))
);--> statement-breakpoint
ALTER TABLE "club_cycle_orders" ADD CONSTRAINT "club_cycle_orders_cycle_id_club_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."club_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_cycle_orders" ADD CONSTRAINT "club_cycle_orders_membership_id_club_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."club_memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_cycle_orders" ADD CONSTRAINT "club_cycle_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_cycle_orders_member_key" ON "club_cycle_orders" USING btree ("cycle_id","membership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_cycle_orders_order_key" ON "club_cycle_orders" USING btree ("order_id");--> statement-breakpoint
CREATE TABLE "club_ratings" (
	"cycle_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_ratings_cycle_id_user_id_pk" PRIMARY KEY("cycle_id","user_id"),
	CONSTRAINT "club_ratings_stars_check" CHECK (stars BETWEEN 1 AND 5)
);--> statement-breakpoint
ALTER TABLE "club_ratings" ADD CONSTRAINT "club_ratings_cycle_id_club_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."club_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_ratings" ADD CONSTRAINT "club_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;

-- Returns of unopened bottles within 30 days (issue 32, docs/decisions/0050-returns.md). A request
-- names the order's lines and how many bottles of each; the retailer (or the console) accepts it,
-- refunding its amounts at once, or declines it with a note. A request is decided once: its status
-- leaves 'requested' in one UPDATE guarded by the status, and the CHECKs keep what each state holds.
CREATE TABLE "return_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"business_id" uuid,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"decision_note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"goods_cents" integer NOT NULL,
	"coupon_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"refund_cents" integer NOT NULL,
	"refunded_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_status_check" CHECK ("status" IN ('requested', 'accepted', 'declined')),
	CONSTRAINT "return_requests_decided_check" CHECK (("status" = 'requested') = ("decided_at" IS NULL)),
	CONSTRAINT "return_requests_refunded_check" CHECK (("status" = 'accepted') = ("refunded_cents" IS NOT NULL)),
	CONSTRAINT "return_requests_amounts_check" CHECK ("goods_cents" >= 0 AND "coupon_cents" >= 0 AND "tax_cents" >= 0 AND "refund_cents" >= 0 AND "refunded_cents" >= 0 AND "refunded_cents" <= "refund_cents")
);
--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_business_idx" ON "return_requests" USING btree ("business_id","created_at","id");--> statement-breakpoint
CREATE INDEX "return_requests_tenant_idx" ON "return_requests" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE TABLE "return_lines" (
	"return_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"catalogue_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"refund_cents" integer NOT NULL,
	CONSTRAINT "return_lines_return_id_catalogue_id_pk" PRIMARY KEY("return_id","catalogue_id"),
	CONSTRAINT "return_lines_quantity_check" CHECK ("quantity" > 0),
	CONSTRAINT "return_lines_refund_check" CHECK ("refund_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_line_fk" FOREIGN KEY ("order_id","catalogue_id") REFERENCES "public"."order_items"("order_id","catalogue_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_lines_order_line_idx" ON "return_lines" USING btree ("order_id","catalogue_id");--> statement-breakpoint
-- An accepted return reverses the commission its bottles earned with a row of its own (a negative
-- amount naming the return and its bottles), so the ledger keeps both and the totals drop by it.
ALTER TABLE "commissions" ADD COLUMN "return_id" uuid;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "returned_bottles" integer;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_return_check" CHECK (("return_id" IS NULL) = ("returned_bottles" IS NULL) AND ("returned_bottles" IS NULL OR ("returned_bottles" > 0 AND "amount_cents" <= 0)));--> statement-breakpoint
DROP INDEX "commissions_order_line_key";--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_order_line_key" ON "commissions" USING btree ("order_id","catalogue_id") WHERE "return_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_return_line_key" ON "commissions" USING btree ("return_id","catalogue_id") WHERE "return_id" IS NOT NULL;

-- Delivery attempts (issue 32, docs/decisions/0051-delivery-attempts.md): each failed attempt of an
-- order, numbered 1 to 3 (the FAQ's three), with the shopper's agreement to deliver again and the
-- re-delivery fee's own charge. One row per order and number: two staff recording at once make one.
CREATE TABLE "delivery_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redelivery_agreed_at" timestamp with time zone,
	"redelivery_fee_cents" integer,
	"redelivery_payment_id" uuid,
	CONSTRAINT "delivery_attempts_number_check" CHECK (number BETWEEN 1 AND 3),
	CONSTRAINT "delivery_attempts_reason_check" CHECK (reason IN ('nobody_home', 'no_id', 'refused')),
	CONSTRAINT "delivery_attempts_fee_check" CHECK (redelivery_fee_cents >= 0)
);--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_redelivery_payment_id_payments_id_fk" FOREIGN KEY ("redelivery_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_attempts_order_number_key" ON "delivery_attempts" USING btree ("order_id","number");--> statement-breakpoint
-- The order statuses follow the contract's table (migration 0016): a failed attempt waiting for the
-- shopper, a re-delivery agreed, and the order returned to the retailer after the third failure.
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK (status IN ('OPEN', 'ASSIGN', 'CONFIRMED', 'PAYMENT_FAILED', 'CHARGED', 'READY_FOR_PICKUP', 'OUT_FOR_DELIVERY', 'COMPLETED', 'CANCEL', 'ADMIN_CANCEL', 'DELIVERY_FAILED', 'REDELIVERY', 'UNDELIVERED'));

-- Stock on the order's side (issue 32, docs/decisions/0049-stock-reservation.md). An order placed
-- from now on takes its bottles and says so in bottles_taken, so a cancellation gives back only
-- what its order took: orders placed before the shop counted bottles took none. PAYMENT_EXPIRED is
-- the order whose failed charge was not paid in time (packages/contract/src/order-status.ts); the
-- job that cancels those reads the failed orders by their own small index. The CHECK lists every
-- status of the table, the delivery attempts' of migration 0033 among them.
ALTER TABLE "orders" ADD COLUMN "bottles_taken" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK (status IN ('OPEN', 'ASSIGN', 'CONFIRMED', 'PAYMENT_FAILED', 'CHARGED', 'READY_FOR_PICKUP', 'OUT_FOR_DELIVERY', 'COMPLETED', 'CANCEL', 'ADMIN_CANCEL', 'DELIVERY_FAILED', 'REDELIVERY', 'UNDELIVERED', 'PAYMENT_EXPIRED'));--> statement-breakpoint
CREATE INDEX "orders_payment_failed_idx" ON "orders" USING btree ("placed_at") WHERE status = 'PAYMENT_FAILED';

DROP INDEX "orders_one_cart_per_user_key";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_cart_per_user_key" ON "orders" USING btree ("user_id") WHERE status IN ('OPEN', 'ASSIGN');
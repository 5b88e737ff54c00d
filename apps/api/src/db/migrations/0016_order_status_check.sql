-- An order's status is one of the contract's order status table (packages/contract/src/order-status.ts,
-- docs/decisions/0027-order-status-table.md); apps/api/test/orders/order-status-check.test.ts fails when the
-- two differ, so a new status comes with a migration that replaces this CHECK.
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK (status IN ('OPEN', 'ASSIGN', 'CONFIRMED', 'PAYMENT_FAILED', 'CHARGED', 'READY_FOR_PICKUP', 'OUT_FOR_DELIVERY', 'COMPLETED', 'CANCEL', 'ADMIN_CANCEL'));

/**
 * What every placed order holds, however it came to be (checkout, a crash half-way, the demo seed):
 * its placing time, totals and card, its lines with their fixed prices, a subtotal equal to its
 * lines, and the history row of its status. The query answers the orders that break it.
 */
export const BROKEN_PLACED_ORDERS_SQL = `
  SELECT o.id, o.status FROM orders o
  WHERE o.status NOT IN ('OPEN', 'ASSIGN') AND (
    o.placed_at IS NULL OR o.total_cents IS NULL OR o.payment_card_id IS NULL
    OR NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)
    OR EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.unit_price_cents IS NULL)
    OR o.subtotal_cents <> (SELECT sum(i.quantity * i.unit_price_cents) FROM order_items i WHERE i.order_id = o.id)
    OR NOT EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.to_status = o.status))`;

/**
 * What the console reads of orders (admin/orders.ts, admin/dashboard.ts): the list and its CSV
 * export, and the dashboard's figures of orders, their lines, the money taken on them and the
 * commission they earned. The orders module owns those tables (decision 0056).
 */
export {
  commissionPerSommelier, countOrders, countOrdersInStatus, countPlacedSince, dailyTrends, exportOrders, linesOfOrders, listOrders, netChargedSince,
  ordersByStatus, paymentsOfOrders, soldPerSommelier, soldPerWine, storeDayBounds, type OrderCursor, type OrderFilter,
} from './console-queries';

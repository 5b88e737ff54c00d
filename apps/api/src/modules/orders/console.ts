/**
 * What the console's dashboard (console/dashboard.ts) reads of orders: the figures of orders, their
 * lines, the money taken on them and the commission they earned. The orders module owns those tables
 * (decision 0056); the console's order list and its CSV export are the module's own (console-orders.ts).
 */
export {
  commissionPerSommelier, countOrdersInStatus, countPlacedSince, dailyTrends, netChargedSince, ordersByStatus, soldPerSommelier, soldPerWine,
} from './console-queries';

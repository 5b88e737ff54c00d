/**
 * Which part of the API writes each table (decision 0056): a module (a folder of src/modules), or,
 * for the three tables no module writes, the one file outside the modules that does. Keyed by the
 * table's name in src/db/schema.ts. Every other part reads a table it does not own, or asks its
 * owner's service to change it; table-owners.test.ts holds the source to this.
 */
export const TABLE_OWNERS: Record<string, string> = {
  users: 'accounts',
  sessions: 'auth',
  emailTokens: 'auth',
  passwordResetRequests: 'auth',
  passwordResets: 'auth',
  outboxEmails: 'mail',
  media: 'media',
  businesses: 'retailers',
  events: 'events',
  eventSommeliers: 'events',
  catalogueItems: 'catalogue',
  catalogueChanges: 'catalogue',
  collectionChildren: 'catalogue',
  topics: 'feed',
  feedPosts: 'feed',
  supportTickets: 'support',
  stockAlerts: 'stock-alerts',
  bookmarks: 'social',
  follows: 'social',
  reviews: 'reviews',
  reviewVotes: 'reviews',
  reviewReports: 'reviews',
  orders: 'order-state',
  orderItems: 'orders',
  orderNotes: 'orders',
  deliveryAttempts: 'orders',
  orderEvents: 'order-state',
  addresses: 'users',
  coupons: 'promotions',
  couponRedemptions: 'promotions',
  savedCards: 'payments',
  cardSetups: 'payments',
  payments: 'payments',
  paymentCustomers: 'payments',
  stripeWebhookEvents: 'payments',
  testGatewayCustomers: 'payments',
  testGatewayPaymentMethods: 'payments',
  testGatewayIntents: 'payments',
  testGatewayRefunds: 'payments',
  commissions: 'commission',
  returnRequests: 'returns',
  returnLines: 'returns',
  auditLog: 'lib/audit',
  shopSettings: 'lib/public-origin',
  backupRuns: 'backup/record',
};

/**
 * Writes by a part that does not own the table, each with why it is still there. The list only
 * shrinks: the test fails when an entry no longer happens, and a new write outside the owner fails
 * until it goes through the owner's service.
 */
export const WRITES_LEFT: readonly { table: string; writer: string; why: string }[] = [
  { table: 'catalogueItems', writer: 'stock', why: 'stock sets a wine\'s stock column; the catalogue sits above stock and cannot be called from it' },
];

// GET /admin/dashboard (issue 9).

import { z } from 'zod';
import { count } from './shared';

export const dashboard = z.object({
  timeZone: z.string(),
  /** The store's calendar date today and the Monday the week started, as YYYY-MM-DD. */
  today: z.string(),
  weekStart: z.string(),
  ordersToday: count,
  ordersThisWeek: count,
  /** Succeeded charges minus succeeded refunds, as a price string. */
  revenueToday: z.string(),
  revenueThisWeek: z.string(),
  awaitingCharge: count,
  paymentFailures: count,
  pendingApplications: count,
  openTickets: count,
});
export type Dashboard = z.infer<typeof dashboard>;

// The console's wine clubs (issue 46, decision 0065): members, each cycle's orders and revenue,
// skips and cancellations by month.

import { z } from 'zod';
import { named } from '../envelope';
import { count, person } from './shared';

const clubStatus = z.enum(['proposed', 'open', 'declined', 'closed']);
const memberCounts = z.object({ active: count, paused: count, cancelled: count });

/** GET /admin/clubs: every club of the shop, newest first. */
export const adminClubRow = z.object({
  _id: z.string(),
  name: z.string(),
  status: clubStatus,
  sommelier: person,
  retailer: named,
  price: z.string(),
  cadence: z.enum(['monthly', 'bimonthly', 'quarterly']),
  members: memberCounts,
  createdAt: z.string(),
});
export type AdminClubRow = z.infer<typeof adminClubRow>;
export const adminClubList = z.object({ clubs: z.array(adminClubRow) });

export const adminClubMember = z.object({
  _id: z.string(),
  member: person,
  status: z.enum(['active', 'paused', 'cancelled']),
  deliveryType: z.enum(['delivery', 'pickup']),
  joinedAt: z.string(),
  cancelledAt: z.string().nullable(),
});

/**
 * A cycle's figures: members' boxes placed, skipped or left unfilled, and `revenue`, the totals of
 * its placed orders that were not cancelled or undelivered.
 */
export const adminClubCycle = z.object({
  _id: z.string(),
  number: count,
  status: z.enum(['planned', 'announced', 'placing', 'placed', 'missed']),
  cutoffAt: z.string(),
  shipsOn: z.string(),
  orders: count,
  skipped: count,
  unfilled: count,
  revenue: z.string(),
});

/** GET /admin/clubs/activity: per calendar month (UTC, "2030-01"), oldest first, months with neither left out. */
export const adminClubActivity = z.object({
  months: z.array(z.object({ month: z.string(), skips: count, cancellations: count })),
});
export type AdminClubActivity = z.infer<typeof adminClubActivity>;

/** GET /admin/clubs/{id}: the club with its members (newest first) and cycles (latest first). */
export const adminClubDetail = adminClubRow.extend({
  memberList: z.array(adminClubMember),
  cycles: z.array(adminClubCycle),
  /** The club's skips and cancellations by month. */
  months: adminClubActivity.shape.months,
});
export type AdminClubDetail = z.infer<typeof adminClubDetail>;

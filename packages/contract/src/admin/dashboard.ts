// GET /admin/dashboard (issue 9).

import { z } from 'zod';
import { id } from '../envelope';
import { ORDER_STATUS_VALUES } from '../order-status';
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

/** The periods the dashboard's charts cover, in days back from today (store calendar). */
export const TREND_PERIODS = [30, 90] as const;
export type TrendPeriod = (typeof TREND_PERIODS)[number];
/** How many wines and sommeliers the charts rank. */
export const TREND_TOP = 5;

/** GET /admin/dashboard/trends?days=30|90 */
export const dashboardTrendsQuery = z
  .object({
    days: z
      .enum(TREND_PERIODS.map(String) as [`${TrendPeriod}`, ...`${TrendPeriod}`[]], { error: `days must be ${TREND_PERIODS.join(' or ')}` })
      .transform((days) => Number(days) as TrendPeriod),
  })
  .strict();

/**
 * The dashboard's charts over a period: orders placed and money taken each day, the period's orders
 * by status, and the wines and sommeliers that sold most (paid orders, after the wines' offers).
 */
export const dashboardTrends = z.object({
  days: z.number().int(),
  /** The period's first and last days, as YYYY-MM-DD on the store's calendar. */
  from: z.string(),
  to: z.string(),
  perDay: z.array(z.object({ date: z.string(), orders: count, revenue: z.string() })),
  byStatus: z.array(z.object({ status: z.enum(ORDER_STATUS_VALUES), orders: count })),
  topWines: z.array(z.object({ _id: id, title: z.string(), bottles: count, sales: z.string() })),
  topSommeliers: z.array(z.object({ _id: id, name: z.string(), bottles: count, sales: z.string(), commission: z.string() })),
});
export type DashboardTrends = z.infer<typeof dashboardTrends>;

import { TREND_TOP, type Dashboard, type DashboardTrends, type TrendPeriod } from '@wine/contract/admin/dashboard';
import { centsToPrice } from '@wine/contract/money';
import { isPaidStatus, ORDER_STATUS_VALUES } from '@wine/contract/order-status';
import { priceLine } from '@wine/contract/pricing';
import type { AppContext } from '../../context';
import type { AuthUser } from '../auth/auth-user';
import { fullName } from '../accounts/present';
import {
  commissionPerSommelier, countOrdersInStatus, countPlacedSince, dailyTrends, netChargedSince, ordersByStatus, soldPerSommelier, soldPerWine,
} from '../orders/console';
import { countTickets } from '../support/service';
import { countApplications } from '../users/service';
import { storeCalendar, trendPeriod } from './queries';

/** The dashboard's figures in one call; "today" and "this week" follow the store's clock and calendar. */
export async function dashboard(ctx: AppContext, viewer: AuthUser): Promise<Dashboard> {
  const timeZone = ctx.config.storeTimezone;
  const tenant = viewer.tenantId;
  const calendar = await storeCalendar(ctx.db, timeZone);
  const [ordersToday, ordersThisWeek, revenueToday, revenueThisWeek, awaitingCharge, paymentFailures, pendingApplications, openTickets] =
    await Promise.all([
      countPlacedSince(ctx.db, tenant, calendar.dayStart),
      countPlacedSince(ctx.db, tenant, calendar.weekStart),
      netChargedSince(ctx.db, tenant, calendar.dayStart),
      netChargedSince(ctx.db, tenant, calendar.weekStart),
      countOrdersInStatus(ctx.db, tenant, 'CONFIRMED'),
      countOrdersInStatus(ctx.db, tenant, 'PAYMENT_FAILED'),
      countApplications(ctx.db, tenant, 'in-review'),
      countTickets(ctx.db, tenant, 'OPEN'),
    ]);
  return {
    timeZone,
    today: calendar.today,
    weekStart: calendar.week,
    ordersToday,
    ordersThisWeek,
    revenueToday: centsToPrice(revenueToday),
    revenueThisWeek: centsToPrice(revenueThisWeek),
    awaitingCharge,
    paymentFailures,
    pendingApplications,
    openTickets,
  };
}

const PAID_STATUSES = ORDER_STATUS_VALUES.filter(isPaidStatus);

interface SoldGroup {
  unitPriceCents: number | null;
  discountPercent: number | null;
  bottles: number;
}

/**
 * Adds up groups of lines per id: bottles, and sales priced by the one pricing function (a line's
 * total is its discounted unit price times its bottles, so a group prices as one line), largest first.
 */
function ranked<G extends SoldGroup & { id: string }>(groups: G[]) {
  const byId = new Map<string, { first: G; bottles: number; salesCents: number }>();
  for (const group of groups) {
    const salesCents = priceLine({ unitPriceCents: group.unitPriceCents ?? 0, quantity: group.bottles, discountPercent: group.discountPercent }).totalCents;
    const entry = byId.get(group.id) ?? { first: group, bottles: 0, salesCents: 0 };
    byId.set(group.id, { ...entry, bottles: entry.bottles + group.bottles, salesCents: entry.salesCents + salesCents });
  }
  return [...byId.values()].sort((a, b) => b.salesCents - a.salesCents || b.bottles - a.bottles).slice(0, TREND_TOP);
}

/** The dashboard's charts over the last `days` days of the store's calendar. */
export async function dashboardTrends(ctx: AppContext, viewer: AuthUser, days: TrendPeriod): Promise<DashboardTrends> {
  const timeZone = ctx.config.storeTimezone;
  const tenant = viewer.tenantId;
  const period = await trendPeriod(ctx.db, timeZone, days);
  const [perDay, byStatus, wines, sommeliers, commission] = await Promise.all([
    dailyTrends(ctx.db, tenant, timeZone, period.start),
    ordersByStatus(ctx.db, tenant, period.start),
    soldPerWine(ctx.db, tenant, period.start, PAID_STATUSES),
    soldPerSommelier(ctx.db, tenant, period.start, PAID_STATUSES),
    commissionPerSommelier(ctx.db, tenant, period.start, PAID_STATUSES),
  ]);
  const commissionOf = new Map(commission.map((row) => [row.sommelierUserId, row.cents]));
  return {
    days,
    from: period.from,
    to: period.to,
    perDay: perDay.map((day) => ({ date: day.date, orders: day.orders, revenue: centsToPrice(day.revenueCents) })),
    // In the table's order, so the chart's bars stand in the order's life.
    byStatus: ORDER_STATUS_VALUES.flatMap((status) => {
      const orders = byStatus.find((row) => row.status === status)?.orders ?? 0;
      return orders > 0 ? [{ status, orders }] : [];
    }),
    topWines: ranked(wines).map(({ first, bottles, salesCents }) => ({ _id: first.id, title: first.title, bottles, sales: centsToPrice(salesCents) })),
    topSommeliers: ranked(sommeliers).map(({ first, bottles, salesCents }) => ({
      _id: first.id,
      name: fullName(first),
      bottles,
      sales: centsToPrice(salesCents),
      commission: centsToPrice(commissionOf.get(first.id) ?? 0),
    })),
  };
}

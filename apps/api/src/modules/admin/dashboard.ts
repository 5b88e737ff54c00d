import type { Dashboard } from '@wine/contract/admin/dashboard';
import { centsToPrice } from '@wine/contract/money';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../plugins/auth';
import {
  countOrdersInStatus, countPendingApplications, countPlacedSince, countTickets, netChargedSince, storeCalendar,
} from './queries';

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
      countPendingApplications(ctx.db, tenant),
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

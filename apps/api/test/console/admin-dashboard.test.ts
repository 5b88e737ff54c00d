import type { Dashboard, DashboardTrends } from '@wine/contract/admin/dashboard';
import { ErrorCode } from '@wine/contract/errors';
import { parsePrice } from '@wine/contract/money';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commissions, orders, payments, supportTickets } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { consoleSuite, openTicket, placedOrderAt } from '../helpers/admin';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeSommelier, makeWine } from '../helpers/fixtures';
import { makeConfirmedOrder } from '../helpers/payments';
import { insertAccount } from '../helpers/users';

const DAY_MS = 86_400_000;

const suite = consoleSuite({ STORE_TIMEZONE: 'America/Los_Angeles' });

const payment = (orderId: string, kind: 'charge' | 'refund', status: 'succeeded' | 'failed', amountCents: number, createdAt = new Date()) =>
  suite.t.db.insert(payments).values({ id: newId(), orderId, kind, provider: 'test', idempotencyKey: `k-${newId()}`, amountCents, status, createdAt });

/** The store calendar's date of an instant, as the dashboard names days. */
const storeDate = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(instant);

describe('GET /admin/dashboard', () => {
  it('counts today and this week in store time, nets refunds out of revenue, and counts what waits', async () => {
    const now = new Date();
    const today = await placedOrderAt(suite.t.db, suite.cast.business, { placedAt: now });
    const failed = await placedOrderAt(suite.t.db, suite.cast.business, { placedAt: now, status: 'PAYMENT_FAILED' });
    const lastMonth = await placedOrderAt(suite.t.db, suite.cast.business, { placedAt: new Date(now.getTime() - 30 * DAY_MS), status: 'CHARGED' });

    await payment(lastMonth.id, 'charge', 'succeeded', 6000);
    await payment(lastMonth.id, 'refund', 'succeeded', 1500);
    await payment(failed.id, 'charge', 'failed', 6000);
    await payment(lastMonth.id, 'charge', 'succeeded', 4200, new Date(now.getTime() - 30 * DAY_MS));

    await insertAccount(suite.t.db, { type: 'sommelier', activeStatus: 'in-review' });
    await insertAccount(suite.t.db, { type: 'sommelier', activeStatus: 'in-review', isActive: false });
    await openTicket(suite.t.db);
    const handled = await openTicket(suite.t.db);
    await suite.t.db.update(supportTickets).set({ status: 'HANDLED' }).where(eq(supportTickets.id, handled.id));

    const figures = expectSuccess<Dashboard>(await suite.t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: await suite.cast.admin() }));
    expect(figures).toEqual({
      timeZone: 'America/Los_Angeles',
      today: storeDate(now),
      weekStart: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      ordersToday: 2,
      ordersThisWeek: 2,
      revenueToday: '45.00',
      revenueThisWeek: '45.00',
      awaitingCharge: 1,
      paymentFailures: 1,
      pendingApplications: 1,
      openTickets: 1,
    });
    // The week starts on the Monday of the store's calendar, at most six days back.
    const weekStart = new Date(`${figures.weekStart}T12:00:00Z`);
    expect(weekStart.getUTCDay()).toBe(1);
    expect(new Date(`${figures.today}T12:00:00Z`).getTime() - weekStart.getTime()).toBeLessThan(7 * DAY_MS);
    expect(today.status).toBe('CONFIRMED');
  });
});

describe('GET /admin/dashboard/trends', () => {
  const trends = async (query: string) => suite.t.app.inject({ method: 'GET', url: `/api/admin/dashboard/trends${query}`, headers: await suite.cast.admin() });

  /** A CHARGED order placed at `placedAt` with its lines, and its charge taken then. */
  async function chargedOrder(placedAt: Date, lines: Parameters<typeof makeConfirmedOrder>[1]['lines'], status: 'CHARGED' | 'PAYMENT_FAILED' = 'CHARGED') {
    const order = await makeConfirmedOrder(suite.t.db, { userId: suite.cast.adminRow.id, cardId: null, totalCents: 0, placedAt, lines });
    await suite.t.db.update(orders).set({ status }).where(eq(orders.id, order.id));
    return order;
  }

  it('gives each day of the period its orders and revenue, the orders by status, and the top wines and sommeliers priced by the pricing function', async () => {
    const before = expectSuccess<DashboardTrends>(await trends('?days=30'));
    expect(before.perDay).toHaveLength(30);
    const now = new Date();
    expect(before.to).toBe(storeDate(now));
    expect(before.perDay.at(-1)?.date).toBe(before.to);
    expect(before.perDay[0]?.date).toBe(before.from);

    const wine = await makeWine(suite.t.db, { title: 'Trend Test Barolo 2019', priceCents: 2499 });
    const sommelier = await makeSommelier(suite.t.db, { givenName: 'Tessa', familyName: 'Trend' });
    // Two bottles at 10% off brought by the sommelier, one at a later price: 2 x 22.49 + 26.99.
    const sold = await chargedOrder(now, [
      { catalogueId: wine.id, quantity: 2, unitPriceCents: 2499, discountPercent: 10, affiliateUserId: sommelier.id },
    ]);
    await chargedOrder(now, [{ catalogueId: wine.id, quantity: 1, unitPriceCents: 2699 }]);
    await payment(sold.id, 'charge', 'succeeded', 7197);
    await suite.t.db.insert(commissions).values({ id: newId(), sommelierUserId: sommelier.id, orderId: sold.id, catalogueId: wine.id, amountCents: 450 });
    // Not paid: counted as an order of the day, never as a sale.
    await chargedOrder(now, [{ catalogueId: wine.id, quantity: 5, unitPriceCents: 2499, affiliateUserId: sommelier.id }], 'PAYMENT_FAILED');
    // Before the 30 days, within the 90.
    await chargedOrder(new Date(now.getTime() - 45 * DAY_MS), [{ catalogueId: wine.id, quantity: 10, unitPriceCents: 2499 }]);

    const month = expectSuccess<DashboardTrends>(await trends('?days=30'));
    const today = (figures: DashboardTrends) => figures.perDay.at(-1)!;
    expect(today(month).orders - today(before).orders).toBe(3);
    expect(parsePrice(today(month).revenue) - parsePrice(today(before).revenue)).toBe(7197);
    expect(month.byStatus.find((row) => row.status === 'PAYMENT_FAILED')?.orders).toBeGreaterThanOrEqual(1);
    expect(month.topWines.find((row) => row._id === wine.id)).toEqual({ _id: wine.id, title: 'Trend Test Barolo 2019', bottles: 3, sales: '71.97' });
    expect(month.topSommeliers.find((row) => row._id === sommelier.id)).toEqual({ _id: sommelier.id, name: 'Tessa Trend', bottles: 2, sales: '44.98', commission: '4.50' });

    const quarter = expectSuccess<DashboardTrends>(await trends('?days=90'));
    expect(quarter.perDay).toHaveLength(90);
    expect(quarter.topWines[0]).toEqual({ _id: wine.id, title: 'Trend Test Barolo 2019', bottles: 13, sales: '321.87' });
  });

  it('takes only the periods it offers, and only from admins', async () => {
    expectFailure(await trends('?days=7'), 400, ErrorCode.VALIDATION_FAILED, 'days must be 30 or 90');
    expectFailure(await trends(''), 400, ErrorCode.VALIDATION_FAILED);
    const refused = await suite.t.app.inject({ method: 'GET', url: '/api/admin/dashboard/trends?days=30', headers: (await suite.cast.refused()).plain });
    expect(refused.statusCode).toBe(403);
  });
});

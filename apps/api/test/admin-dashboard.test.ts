import type { Dashboard } from '@wine/contract/admin/dashboard';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, supportTickets } from '../src/db/schema';
import { newId } from '../src/lib/ids';
import { consoleSuite, openTicket, placedOrderAt } from './helpers/admin';
import { expectSuccess } from './helpers/envelope';
import { insertAccount } from './helpers/users';

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

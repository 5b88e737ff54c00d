import type { AdminClubActivity, AdminClubDetail, AdminClubRow } from '@wine/contract/admin/clubs';
import { ErrorCode } from '@wine/contract/errors';
import { centsToPrice } from '@wine/contract/money';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, clubCycleOrders, clubCycles, clubMemberships, orders } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { runClubCycles } from '../../src/modules/clubs/cycles';
import { consoleSuite } from '../helpers/admin';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeBusiness, makeSommelier, makeUser, makeWine } from '../helpers/fixtures';
import { saveTestCard, serviceContext } from '../helpers/payments';
import { openSession } from '../helpers/users';

/** The console's wine clubs (issue 46 point 5): counts, each cycle's orders and revenue, skips and cancellations, CSV. */

const suite = consoleSuite();
const db = () => suite.t.db;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  suite.t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const HOSTILE = '=HYPERLINK("http://evil.test","Cellar")';

/** An open club of a NY partner with a cycle whose selection is picked, as the clubs module makes it. */
async function openClub(name: string) {
  const retailer = await makeBusiness(db(), { state: 'NY', deliversToStates: ['NY'], deliveryFeeCents: 799, freeDeliveryThresholdCents: null });
  const staff = await makeUser(db(), { roles: ['retailer'], businessId: retailer.id });
  const sommelier = await makeSommelier(db());
  const sommelierAuth = await openSession(db(), sommelier.id);
  const red = await makeWine(db(), { businessId: retailer.id, priceCents: 3499, stock: 100 });
  const white = await makeWine(db(), { businessId: retailer.id, priceCents: 3999, discountPercent: 10, stock: 100 });
  const club = expectSuccess<{ _id: string }>(
    await call('POST', '/clubs', sommelierAuth, {
      businessId: retailer.id, name, description: 'Three bottles a month from small growers.', bottles: 3, price: '89.99', cadence: 'monthly', style: 'mixed', capacity: 50,
    }),
  );
  expectSuccess(await call('PATCH', `/retailer/clubs/${club._id}`, await openSession(db(), staff.id), { decision: 'accept' }));
  await runClubCycles(serviceContext(db()));
  const [cycle] = await db().select().from(clubCycles).where(eq(clubCycles.clubId, club._id));
  expectSuccess(
    await call('PUT', `/clubs/${club._id}/cycles/${cycle!.id}/selection`, sommelierAuth, {
      wines: [{ catalogueId: red.id, quantity: 2 }, { catalogueId: white.id, quantity: 1 }],
    }),
  );
  return { id: club._id, cycle: cycle!, sommelier, retailer };
}

/** A verified shopper in NY with a card, joined to the club. */
async function join(clubId: string, deliveryType: 'delivery' | 'pickup' = 'delivery') {
  const user = await makeUser(db(), { emailVerifiedAt: new Date() });
  const card = await saveTestCard(db(), user.id);
  const [address] = await db()
    .insert(addresses)
    .values({
      id: newId(), userId: user.id, kind: 'delivery', position: 0, firstName: 'Club', lastName: 'Member', contactNumber: '+12125550100',
      addressLine1: '1 Main Street', zip: '10001', city: 'New York', state: 'NY', latitude: 40.7, longitude: -74,
    })
    .returning();
  const auth = await openSession(db(), user.id);
  const membership = expectSuccess<{ _id: string }>(
    await call('POST', `/clubs/${clubId}/join`, auth, { cardId: card.id, deliveryType, ...(deliveryType === 'delivery' ? { addressId: address!.id } : {}), ageConfirmed: true }),
  );
  return { user, auth, change: async (action: string) => expectSuccess(await call('PATCH', `/clubs/memberships/${membership._id}`, auth, { action })) };
}

const monthOf = (at: Date) => at.toISOString().slice(0, 7);

describe('the console of wine clubs', () => {
  it('shows each cycle\'s orders and revenue equal to the sum of its orders to the cent, members by status, skips and cancellations by month', async () => {
    const club = await openClub('Cellar Door Reds');
    const [first, second, third, skipper, paused, leaver] = [
      await join(club.id), await join(club.id, 'pickup'), await join(club.id), await join(club.id), await join(club.id), await join(club.id),
    ];
    await skipper.change('skip-next');
    await paused.change('pause');
    await leaver.change('cancel');
    const run = await runClubCycles(serviceContext(db()), new Date(club.cycle.cutoffAt.getTime() + 60_000));
    expect(run).toMatchObject({ placed: 3, skipped: 1 });
    // An order cancelled after placing earns nothing: revenue counts the others.
    const placed = await db().select({ order: orders }).from(clubCycleOrders).innerJoin(orders, eq(orders.id, clubCycleOrders.orderId)).where(eq(clubCycleOrders.cycleId, club.cycle.id));
    const [thirdOrder] = placed.filter(({ order }) => order.userId === third.user.id);
    await db().update(orders).set({ status: 'ADMIN_CANCEL' }).where(eq(orders.id, thirdOrder!.order.id));
    const expectedCents = placed.filter(({ order }) => order.userId !== third.user.id).reduce((sum, { order }) => sum + order.totalCents!, 0);
    expect(placed.filter(({ order }) => [first.user.id, second.user.id].includes(order.userId))).toHaveLength(2);
    expect(expectedCents).toBeGreaterThan(2 * 8999);

    const admin = await suite.cast.admin();
    const list = expectSuccess<{ clubs: AdminClubRow[] }>(await call('GET', '/admin/clubs', admin));
    const row = list.clubs.find((entry) => entry._id === club.id);
    expect(row).toMatchObject({ name: 'Cellar Door Reds', status: 'open', retailer: { _id: club.retailer.id }, members: { active: 4, paused: 1, cancelled: 1 } });
    expect(row?.sommelier).toMatchObject({ _id: club.sommelier.id, email: club.sommelier.email });

    const detail = expectSuccess<AdminClubDetail>(await call('GET', `/admin/clubs/${club.id}`, admin));
    expect(detail.memberList).toHaveLength(6);
    expect(detail.memberList.find((member) => member.member._id === leaver.user.id)).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    const cycle = detail.cycles.find((entry) => entry._id === club.cycle.id);
    expect(cycle).toMatchObject({ number: 1, status: 'placed', orders: 3, skipped: 1, unfilled: 0, revenue: centsToPrice(expectedCents) });
    const [membership] = await db().select().from(clubMemberships).where(eq(clubMemberships.userId, leaver.user.id));
    const cancelMonth = monthOf(membership!.cancelledAt!);
    const skipMonth = monthOf(club.cycle.cutoffAt);
    const expectedMonths = skipMonth === cancelMonth
      ? [{ month: skipMonth, skips: 1, cancellations: 1 }]
      : [{ month: skipMonth, skips: 1, cancellations: 0 }, { month: cancelMonth, skips: 0, cancellations: 1 }].sort((a, b) => a.month.localeCompare(b.month));
    expect(detail.months).toEqual(expectedMonths);

    const shop = expectSuccess<AdminClubActivity>(await call('GET', '/admin/clubs/activity', admin));
    for (const month of expectedMonths) {
      const total = shop.months.find((entry) => entry.month === month.month);
      expect(total?.skips).toBeGreaterThanOrEqual(month.skips);
      expect(total?.cancellations).toBeGreaterThanOrEqual(month.cancellations);
    }
    expectFailure(await call('GET', `/admin/clubs/${newId()}`, admin), 404, ErrorCode.NOT_FOUND);
  });

  it('exports the clubs as CSV with a hostile name written as text', async () => {
    const club = await openClub(HOSTILE);
    await join(club.id);
    const response = await call('GET', '/admin/clubs/export.csv', await suite.cast.admin());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="clubs-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse(response.body.slice(1)) as string[][];
    expect(rows[0]).toEqual(['Club', 'Status', 'Sommelier', 'Sommelier email', 'Retailer', 'Cadence', 'Price', 'Active members', 'Paused members', 'Cancelled members', 'Created']);
    const row = rows.find((cells) => cells[3] === club.sommelier.email);
    expect(row?.[0]).toBe(`'${HOSTILE}`);
    expect(row?.slice(1, 2)).toEqual(['open']);
    expect(row?.slice(4)).toEqual([club.retailer.name, 'monthly', '89.99', '1', '0', '0', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)]);
    const members = await call('GET', `/admin/clubs/${club.id}/members.csv`, await suite.cast.admin());
    expect(members.headers['content-disposition']).toMatch(/^attachment; filename="club-members-\d{4}-\d{2}-\d{2}\.csv"$/);
    const memberRows = parse(members.body.slice(1)) as string[][];
    expect(memberRows).toHaveLength(2);
    expect(memberRows[1]?.slice(0, 1)).toEqual([`'${HOSTILE}`]);
    expect(memberRows[1]?.slice(3, 5)).toEqual(['active', 'delivery']);
    expectFailure(await call('GET', `/admin/clubs/${newId()}/members.csv`, await suite.cast.admin()), 404, ErrorCode.NOT_FOUND);
    const listed = expectSuccess<{ clubs: AdminClubRow[] }>(await call('GET', '/admin/clubs', await suite.cast.admin()));
    expect(rows).toHaveLength(listed.clubs.length + 1);
  });

  it('refuses everyone but an admin, before reading anything', async () => {
    const club = await openClub('Members Only');
    const refused = await suite.cast.refused();
    for (const url of ['/admin/clubs', '/admin/clubs/export.csv', '/admin/clubs/activity', `/admin/clubs/${club.id}`, `/admin/clubs/${club.id}/members.csv`]) {
      for (const headers of Object.values(refused)) expectFailure(await call('GET', url, headers), 403, ErrorCode.FORBIDDEN);
      expect((await call('GET', url, {})).statusCode).toBe(401);
    }
  });
});

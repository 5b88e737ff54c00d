import { displayOrderNumber } from '@wine/contract/order-status';
import { COMMISSION_RATE_PERCENT } from '@wine/contract/constants';
import { ErrorCode } from '@wine/contract/errors';
import { lineCommissions, priceLine, priceOrder } from '@wine/contract/pricing';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, catalogueItems, clubCycleOrders, clubCycles, clubMemberships, commissions, orders, outboxEmails, payments } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { runClubCycleJob } from '../../src/jobs';
import { runClubCycles } from '../../src/modules/clubs/cycles';
import { chargeDueOrders } from '../../src/modules/payments/service';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeBusiness, makeSommelier, makeUser, makeWine, makeWines, wineValues } from '../helpers/fixtures';
import { Cards, poolOf, saveTestCard, serviceContext } from '../helpers/payments';
import { openSession } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const ctx = () => serviceContext(t.db);
const MINUTE = 60_000;

/** A delivery address of the user in a state. */
async function addressOf(userId: string, state: string) {
  const [row] = await t.db
    .insert(addresses)
    .values({
      id: newId(), userId, kind: 'delivery', position: 0, firstName: 'Club', lastName: 'Member', contactNumber: '+12125550100',
      addressLine1: '1 Main Street', zip: '10001', city: 'New York', state, latitude: 40.7, longitude: -74,
    })
    .returning();
  return row!;
}

/** A verified shopper with a saved card (and an address in NY unless told), signed in. */
async function member(card: string = Cards.visa, state = 'NY') {
  const user = await makeUser(t.db, { emailVerifiedAt: new Date() });
  const saved = await saveTestCard(t.db, user.id, card);
  const address = await addressOf(user.id, state);
  return { user, card: saved, address, auth: await openSession(t.db, user.id) };
}

/**
 * An open club of a sommelier with a partner in NY, its first cycle planned, and its wines: a 3-bottle
 * box of two wines worth $105.47 at the shop (one on offer) sold at $89.99.
 */
async function openClub(options: { stock?: number; capacity?: number } = {}) {
  const retailer = await makeBusiness(t.db, { state: 'NY', deliversToStates: ['NY', 'NJ'], deliveryFeeCents: 799, freeDeliveryThresholdCents: null });
  const staff = await makeUser(t.db, { roles: ['retailer'], businessId: retailer.id });
  const sommelier = await makeSommelier(t.db);
  const sommelierAuth = await openSession(t.db, sommelier.id);
  const red = await makeWine(t.db, { businessId: retailer.id, priceCents: 3499, stock: options.stock ?? 100 });
  const white = await makeWine(t.db, { businessId: retailer.id, priceCents: 3999, discountPercent: 10, stock: options.stock ?? 100 });
  const created = expectSuccess<{ _id: string; status: string }>(
    await call('POST', '/clubs', sommelierAuth, {
      businessId: retailer.id, name: 'Cellar Door Reds', description: 'Three bottles a month from small growers.', bottles: 3, price: '89.99',
      cadence: 'monthly', style: 'mixed', capacity: options.capacity ?? 50,
    }),
  );
  expect(created.status).toBe('proposed');
  const accepted = expectSuccess<{ status: string }>(await call('PATCH', `/retailer/clubs/${created._id}`, await openSession(t.db, staff.id), { decision: 'accept' }));
  expect(accepted.status).toBe('open');
  await runClubCycles(ctx());
  const [cycle] = await t.db.select().from(clubCycles).where(eq(clubCycles.clubId, created._id));
  return { clubId: created._id, cycle: cycle!, retailer, staff, sommelier, sommelierAuth, red, white };
}

type Club = Awaited<ReturnType<typeof openClub>>;
type Member = Awaited<ReturnType<typeof member>>;

const join = async (club: Club, who: Member, deliveryType: 'delivery' | 'pickup' = 'delivery') =>
  call('POST', `/clubs/${club.clubId}/join`, who.auth, { cardId: who.card.id, deliveryType, ...(deliveryType === 'delivery' ? { addressId: who.address.id } : {}), ageConfirmed: true });

const pick = (club: Club) =>
  call('PUT', `/clubs/${club.clubId}/cycles/${club.cycle.id}/selection`, club.sommelierAuth, {
    wines: [{ catalogueId: club.red.id, quantity: 2 }, { catalogueId: club.white.id, quantity: 1 }],
  });

/** The members join the club (delivered), then its sommelier picks the cycle's wines. */
async function joinAndPick(club: Club, members: Member[]) {
  for (const who of members) expectSuccess(await join(club, who));
  expectSuccess(await pick(club));
}

const membershipOf = async (who: Member) => (await t.db.select().from(clubMemberships).where(eq(clubMemberships.userId, who.user.id)))[0]!;

const afterCutoff = (club: Club) => new Date(club.cycle.cutoffAt.getTime() + MINUTE);
const ordersOfCycle = (cycleId: string) =>
  t.db.select({ record: clubCycleOrders, order: orders }).from(clubCycleOrders).leftJoin(orders, eq(orders.id, clubCycleOrders.orderId)).where(eq(clubCycleOrders.cycleId, cycleId));
const ordersOfUser = (userId: string) => t.db.select().from(orders).where(eq(orders.userId, userId));

describe('the club price in the pricing module', () => {
  it('sells the wines at the club price when lower, never above the shop price, and taxes what is paid', () => {
    const lines = [{ unitPriceCents: 3499, quantity: 2, discountPercent: null }, { unitPriceCents: 3999, quantity: 1, discountPercent: 10 }];
    const club = priceOrder({ lines, fulfilment: { mode: 'delivery', state: 'NY' }, retailer: { deliveryFeeCents: 799, freeDeliveryThresholdCents: null }, clubPriceCents: 8999 });
    expect(club.subtotalCents).toBe(10_997);
    expect(club.offerDiscountCents).toBe(400);
    expect(club.couponDiscountCents).toBe(10_597 - 8999);
    expect(club.totalCents - club.taxCents - club.deliveryFeeCents).toBe(8999);
    expect(club.deliveryFeeCents).toBe(799);
    const above = priceOrder({ lines, fulfilment: { mode: 'pickup', state: 'NY' }, retailer: { deliveryFeeCents: 799, freeDeliveryThresholdCents: null }, clubPriceCents: 20_000 });
    expect(above.couponDiscountCents).toBe(0);
    expect(above.totalCents - above.taxCents).toBe(10_597);
  });
});

describe('joining a club', () => {
  it('takes a verified email, the 21+ confirmation, a saved card and an address the retailer serves', async () => {
    const club = await openClub();
    const unverified = await makeUser(t.db);
    const unverifiedCard = await saveTestCard(t.db, unverified.id);
    expectFailure(
      await call('POST', `/clubs/${club.clubId}/join`, await openSession(t.db, unverified.id), { cardId: unverifiedCard.id, deliveryType: 'pickup', ageConfirmed: true }),
      403,
      ErrorCode.EMAIL_NOT_VERIFIED,
    );
    const far = await member(Cards.visa, 'CA');
    expectFailure(await join(club, far), 400, ErrorCode.ADDRESS_NOT_DELIVERABLE);
    const someone = await member();
    expectFailure(await call('POST', `/clubs/${club.clubId}/join`, someone.auth, { cardId: someone.card.id, deliveryType: 'pickup' }), 400, ErrorCode.VALIDATION_FAILED);
    const other = await member();
    expectFailure(await call('POST', `/clubs/${club.clubId}/join`, someone.auth, { cardId: other.card.id, deliveryType: 'pickup', ageConfirmed: true }), 422, ErrorCode.CARD_NOT_USABLE);
    expect(await t.db.select().from(clubMemberships).where(eq(clubMemberships.clubId, club.clubId))).toHaveLength(0);

    const joined = expectSuccess<{ status: string; nextCycle: { cutoffAt: string; shipsOn: string } }>(await join(club, someone));
    expect(joined.status).toBe('active');
    expect(joined.nextCycle.cutoffAt).toBe(club.cycle.cutoffAt.toISOString());
    expectFailure(await join(club, someone), 409, ErrorCode.CLUB_STATE_CONFLICT);
    const [welcome] = await t.db.select().from(outboxEmails).where(and(eq(outboxEmails.to, someone.user.email), eq(outboxEmails.subject, 'Welcome to Cellar Door Reds')));
    expect(welcome?.text).toContain('Your first box is placed on');
  });

  it('gives the last place to one of two shoppers joining at once', async () => {
    const club = await openClub({ capacity: 1 });
    const [a, b] = [await member(), await member()];
    const answers = await Promise.all([join(club, a), join(club, b)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});

type Sheet = { picked: { _id: string; picked: number }[]; wines: { _id: string; title: string; picked: number }[]; total: number };

describe("the sommelier's selection sheet", () => {
  const sheetOf = (club: Club, query = '') => call('GET', `/clubs/${club.clubId}/cycles/${club.cycle.id}/selection${query}`, club.sommelierAuth);

  it("lists a page of the partner's wines on sale by title, searched, with the box so far on every page", async () => {
    const club = await openClub();
    // Sorted after the club's two "Test Wine" bottles; one off the shop, one of another retailer.
    await makeWines(t.db, Array.from({ length: 30 }, (_, i) => wineValues({ businessId: club.retailer.id, title: `Zinfandel Ridge ${String(i).padStart(2, '0')}` })));
    await makeWine(t.db, { businessId: club.retailer.id, title: 'Zinfandel Ridge retired', isActive: false });
    await makeWine(t.db, { businessId: (await makeBusiness(t.db)).id, title: 'Zinfandel Ridge elsewhere' });
    expectSuccess(await pick(club));

    const first = expectSuccess<Sheet>(await sheetOf(club, '?limit=10'));
    expect(first.total).toBe(32);
    expect(first.wines).toHaveLength(10);
    expect(first.picked.map((wine) => wine.picked).sort()).toEqual([1, 2]);
    const found = expectSuccess<Sheet>(await sheetOf(club, '?search=ridge%2029&limit=10'));
    expect(found).toMatchObject({ total: 1, wines: [{ title: 'Zinfandel Ridge 29', picked: 0 }] });
    expect(found.picked).toHaveLength(2);
    const last = expectSuccess<Sheet>(await sheetOf(club, '?search=zinfandel&skip=25&limit=10'));
    expect(last.total).toBe(30);
    expect(last.wines.map((wine) => wine.title)).toEqual(['Zinfandel Ridge 25', 'Zinfandel Ridge 26', 'Zinfandel Ridge 27', 'Zinfandel Ridge 28', 'Zinfandel Ridge 29']);
    expectFailure(await sheetOf(club, '?limit=0'), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await sheetOf(club, '?sort=title'), 400, ErrorCode.UNKNOWN_QUERY_KEY);
  });

  it("takes any wine the partner has on sale, however far down a long shelf, and none it does not", async () => {
    const club = await openClub();
    await makeWines(t.db, Array.from({ length: 600 }, (_, i) => wineValues({ businessId: club.retailer.id, title: `Albariño ${String(i).padStart(3, '0')}`, priceCents: 4000 })));
    const shelf = expectSuccess<Sheet>(await sheetOf(club, '?search=albari%C3%B1o%20599'));
    const farDown = shelf.wines[0]!;
    expect(farDown.title).toBe('Albariño 599');
    const sheet = expectSuccess<Sheet>(
      await call('PUT', `/clubs/${club.clubId}/cycles/${club.cycle.id}/selection`, club.sommelierAuth, { wines: [{ catalogueId: farDown._id, quantity: 3 }] }),
    );
    expect(sheet.picked).toMatchObject([{ _id: farDown._id, picked: 3 }]);
    const retired = await makeWine(t.db, { businessId: club.retailer.id, priceCents: 4000, isActive: false });
    const elsewhere = await makeWine(t.db, { businessId: (await makeBusiness(t.db)).id, priceCents: 4000 });
    for (const wine of [retired, elsewhere]) {
      expectFailure(
        await call('PUT', `/clubs/${club.clubId}/cycles/${club.cycle.id}/selection`, club.sommelierAuth, { wines: [{ catalogueId: wine.id, quantity: 3 }] }),
        400,
        ErrorCode.VALIDATION_FAILED,
      );
    }
    expect(expectSuccess<Sheet>(await sheetOf(club)).picked).toMatchObject([{ _id: farDown._id, picked: 3 }]);
  });
});

describe('a cycle', () => {
  it('places one order per active member who did not skip, at the club price, charges it and credits the sommelier, to the cent', async () => {
    const club = await openClub();
    const [active, pickup, skipper, paused, cancelled] = [await member(), await member(), await member(), await member(), await member()];
    for (const who of [active, skipper, paused, cancelled]) expectSuccess(await join(club, who));
    expectSuccess(await join(club, pickup, 'pickup'));
    expectFailure(
      await call('PUT', `/clubs/${club.clubId}/cycles/${club.cycle.id}/selection`, club.sommelierAuth, { wines: [{ catalogueId: club.red.id, quantity: 2 }] }),
      400,
      ErrorCode.VALIDATION_FAILED,
    );
    const sheet = expectSuccess<{ activeMembers: number; picked: { picked: number; coversMembers: boolean }[] }>(await pick(club));
    expect(sheet.activeMembers).toBe(5);
    expect(sheet.picked.map((wine) => wine.picked).sort()).toEqual([1, 2]);
    expect(sheet.picked.every((wine) => wine.coversMembers)).toBe(true);
    expectSuccess(await call('PATCH', `/clubs/memberships/${(await membershipOf(skipper)).id}`, skipper.auth, { action: 'skip-next' }));
    expectSuccess(await call('PATCH', `/clubs/memberships/${(await membershipOf(paused)).id}`, paused.auth, { action: 'pause' }));
    expectSuccess(await call('PATCH', `/clubs/memberships/${(await membershipOf(cancelled)).id}`, cancelled.auth, { action: 'cancel' }));

    const before = await runClubCycles(ctx(), new Date(club.cycle.cutoffAt.getTime() - MINUTE));
    expect(before.placed).toBe(0);
    const run = await runClubCycles(ctx(), afterCutoff(club));
    expect(run).toMatchObject({ placed: 2, skipped: 1, unfilled: 0 });
    const records = await ordersOfCycle(club.cycle.id);
    expect(records).toHaveLength(3);
    for (const who of [skipper, paused, cancelled]) expect(await ordersOfUser(who.user.id)).toEqual([]);

    // Each order as the pricing module prices it: $89.99 of wine, NY's tax, the delivery fee unless picked up.
    const lines = [{ unitPriceCents: 3499, quantity: 2, discountPercent: null }, { unitPriceCents: 3999, quantity: 1, discountPercent: 10 }];
    const expected = (mode: 'delivery' | 'pickup') =>
      priceOrder({ lines, fulfilment: { mode, state: 'NY' }, retailer: { deliveryFeeCents: 799, freeDeliveryThresholdCents: null }, clubPriceCents: 8999 });
    const [delivered] = await ordersOfUser(active.user.id);
    const [collected] = await ordersOfUser(pickup.user.id);
    for (const [order, mode] of [[delivered!, 'delivery'], [collected!, 'pickup']] as const) {
      const priced = expected(mode);
      expect(order).toMatchObject({
        status: 'CONFIRMED', subtotalCents: priced.subtotalCents, offerDiscountCents: priced.offerDiscountCents, couponDiscountCents: priced.couponDiscountCents,
        taxCents: priced.taxCents, deliveryFeeCents: priced.deliveryFeeCents, totalCents: priced.totalCents, businessId: club.retailer.id,
      });
      expect(order.totalCents! - order.taxCents! - order.deliveryFeeCents!).toBe(8999);
    }
    const stock = await t.db.select().from(catalogueItems).where(inArray(catalogueItems.id, [club.red.id, club.white.id]));
    expect(stock.find((wine) => wine.id === club.red.id)?.stock).toBe(96);
    expect(stock.find((wine) => wine.id === club.white.id)?.stock).toBe(98);

    const night = new Date(Date.now() + 24 * 60 * MINUTE);
    const charged = await chargeDueOrders(ctx(), night);
    expect(charged.charged).toBeGreaterThanOrEqual(2);
    const paid = await t.db.select().from(payments).where(inArray(payments.orderId, [delivered!.id, collected!.id]));
    expect(paid.map((payment) => [payment.status, payment.amountCents]).sort()).toEqual(
      [['succeeded', expected('delivery').totalCents], ['succeeded', expected('pickup').totalCents]].sort(),
    );
    const earned = await t.db.select().from(commissions).where(inArray(commissions.orderId, [delivered!.id]));
    const wanted = lineCommissions(
      lines.map((line) => ({ totalCents: priceLine(line).totalCents, affiliated: true })),
      expected('delivery').couponDiscountCents,
      COMMISSION_RATE_PERCENT,
    );
    expect(earned.every((row) => row.sommelierUserId === club.sommelier.id)).toBe(true);
    expect(earned.reduce((sum, row) => sum + row.amountCents, 0)).toBe(wanted.reduce((sum, cents) => sum + cents, 0));
    expect((await t.db.select().from(clubCycles).where(eq(clubCycles.id, club.cycle.id)))[0]?.status).toBe('placed');
    const pickList = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, club.staff.email));
    expect(pickList.map((mail) => mail.subject)).toContain('Sommlike club pick list: Cellar Door Reds');
  });

  it('sends a declined charge down the failed-payment path', async () => {
    const club = await openClub();
    const declined = await member(Cards.declined);
    expectSuccess(await join(club, declined));
    expectSuccess(await pick(club));
    await runClubCycles(ctx(), afterCutoff(club));
    const [order] = await ordersOfUser(declined.user.id);
    await chargeDueOrders(ctx(), new Date(Date.now() + 24 * 60 * MINUTE));
    expect((await t.db.select().from(orders).where(eq(orders.id, order!.id)))[0]?.status).toBe('PAYMENT_FAILED');
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, declined.user.email));
    expect(mails.map((mail) => mail.subject)).toContain(`Payment failed for your order ${displayOrderNumber(order!.orderNumber)}`);
  });

  it('places one order per member when two jobs run at once, with or without the advisory lock', async () => {
    const club = await openClub();
    const members = [await member(), await member(), await member(), await member()];
    await joinAndPick(club, members);
    const [one, two] = await Promise.all([runClubCycles(ctx(), afterCutoff(club)), runClubCycles(ctx(), afterCutoff(club))]);
    expect(one.placed + two.placed).toBe(4);
    await Promise.all([runClubCycleJob(poolOf(t.db), ctx(), afterCutoff(club)), runClubCycleJob(poolOf(t.db), ctx(), afterCutoff(club))]);
    for (const who of members) expect(await ordersOfUser(who.user.id)).toHaveLength(1);
    expect(await ordersOfCycle(club.cycle.id)).toHaveLength(4);
    const red = (await t.db.select().from(catalogueItems).where(eq(catalogueItems.id, club.red.id)))[0]!;
    expect(red.stock).toBe(100 - 4 * 2);
  });

  it('completes a run that stopped half-way without placing anyone twice', async () => {
    const club = await openClub();
    const members = [await member(), await member(), await member()];
    await joinAndPick(club, members);
    // The database refuses the second member's order, as a crash between two members would leave it: the run stops there.
    const victim = (await t.db.select().from(clubMemberships).where(eq(clubMemberships.clubId, club.clubId)).orderBy(clubMemberships.id))[1]!;
    const pool = poolOf(t.db);
    await pool.query(`CREATE FUNCTION club_crash() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      IF NEW.user_id = '${victim.userId}' THEN RAISE EXCEPTION 'crash'; END IF; RETURN NEW; END $$`);
    await pool.query('CREATE TRIGGER club_crash BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION club_crash()');
    try {
      await expect(runClubCycles(ctx(), afterCutoff(club))).rejects.toThrow();
    } finally {
      await pool.query('DROP TRIGGER club_crash ON orders');
      await pool.query('DROP FUNCTION club_crash()');
    }
    const half = await ordersOfCycle(club.cycle.id);
    expect(half).toHaveLength(1);
    expect((await t.db.select().from(clubCycles).where(eq(clubCycles.id, club.cycle.id)))[0]?.status).toBe('placing');

    const rerun = await runClubCycles(ctx(), afterCutoff(club));
    expect(rerun.placed).toBe(2);
    for (const who of members) expect(await ordersOfUser(who.user.id)).toHaveLength(1);
    expect((await t.db.select().from(clubCycles).where(eq(clubCycles.id, club.cycle.id)))[0]?.status).toBe('placed');
  });

  it('does not place the order of a member who cancels while the job runs', async () => {
    const club = await openClub();
    const [stays, leaves] = [await member(), await member()];
    await joinAndPick(club, [stays, leaves]);
    const leaving = await membershipOf(leaves);
    // The member's cancellation holds the membership's row when the job reaches it.
    const cancelling = await poolOf(t.db).connect();
    try {
      await cancelling.query('BEGIN');
      await cancelling.query('SELECT 1 FROM club_memberships WHERE id = $1 FOR UPDATE', [leaving.id]);
      const job = runClubCycles(ctx(), afterCutoff(club));
      await waitFor(async () => {
        const { rows } = await cancelling.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        return rows[0]!.n > 0;
      });
      await cancelling.query("UPDATE club_memberships SET status = 'cancelled', cancelled_at = now() WHERE id = $1", [leaving.id]);
      await cancelling.query('COMMIT');
      const run = await job;
      expect(run.placed).toBe(1);
    } finally {
      await cancelling.query('ROLLBACK');
      cancelling.release();
    }
    expect(await ordersOfUser(leaves.user.id)).toEqual([]);
    expect(await ordersOfUser(stays.user.id)).toHaveLength(1);
  });

  it('cancels the uncharged order of a member who cancels after the cut-off, so nothing is charged', async () => {
    const club = await openClub();
    const who = await member();
    await joinAndPick(club, [who]);
    await runClubCycles(ctx(), afterCutoff(club));
    const membership = await membershipOf(who);
    expectSuccess(await call('PATCH', `/clubs/memberships/${membership.id}`, who.auth, { action: 'cancel' }));
    const [order] = await ordersOfUser(who.user.id);
    expect(order?.status).toBe('CANCEL');
    await chargeDueOrders(ctx(), new Date(Date.now() + 24 * 60 * MINUTE));
    expect(await t.db.select().from(payments).where(eq(payments.orderId, order!.id))).toEqual([]);
    expect((await t.db.select().from(catalogueItems).where(eq(catalogueItems.id, club.red.id)))[0]?.stock).toBe(100);
  });

  it('records a member whose box the stock cannot fill, without an order, and places the others', async () => {
    const club = await openClub({ stock: 2 });
    const [first, second] = [await member(), await member()];
    for (const who of [first, second]) expectSuccess(await join(club, who));
    const sheet = expectSuccess<{ picked: { coversMembers: boolean }[] }>(await pick(club));
    expect(sheet.picked.some((wine) => !wine.coversMembers)).toBe(true);
    const run = await runClubCycles(ctx(), afterCutoff(club));
    expect(run).toMatchObject({ placed: 1, unfilled: 1 });
    const records = await ordersOfCycle(club.cycle.id);
    expect(records.find((row) => row.record.outcome === 'unfilled')?.record.reason).toContain('out of stock');
  });

  it('misses a cycle without a selection: no order, nobody charged, the next cycle planned', async () => {
    const club = await openClub();
    const who = await member();
    expectSuccess(await join(club, who));
    const run = await runClubCycles(ctx(), afterCutoff(club));
    expect(run).toMatchObject({ missed: 1, placed: 0, planned: 1 });
    expect(await ordersOfUser(who.user.id)).toEqual([]);
    const cycles = await t.db.select().from(clubCycles).where(eq(clubCycles.clubId, club.clubId)).orderBy(clubCycles.number);
    expect(cycles.map((cycle) => cycle.status)).toEqual(['missed', 'planned']);
    expect(cycles[1]!.cutoffAt.getTime()).toBeGreaterThan(cycles[0]!.cutoffAt.getTime());
  });
});

describe('ratings of a box', () => {
  it('come only from members whose box was handed over', async () => {
    const club = await openClub();
    const [received, skipped] = [await member(), await member()];
    await joinAndPick(club, [received, skipped]);
    const skipping = await membershipOf(skipped);
    expectSuccess(await call('PATCH', `/clubs/memberships/${skipping.id}`, skipped.auth, { action: 'skip-next' }));
    await runClubCycles(ctx(), afterCutoff(club));
    const rate = (who: typeof received) => call('POST', `/clubs/${club.clubId}/cycles/${club.cycle.id}/rating`, who.auth, { stars: 5 });
    expectFailure(await rate(received), 403, ErrorCode.FORBIDDEN);
    const [order] = await ordersOfUser(received.user.id);
    await t.db.update(orders).set({ status: 'COMPLETED' }).where(eq(orders.id, order!.id));
    const detail = expectSuccess<{ pastCycles: { rating: { average: number; count: number } }[] }>(await rate(received));
    expect(detail.pastCycles[0]?.rating).toEqual({ average: 5, count: 1 });
    expectFailure(await rate(skipped), 403, ErrorCode.FORBIDDEN);
  });
});

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    if (await condition()) return;
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met');
}

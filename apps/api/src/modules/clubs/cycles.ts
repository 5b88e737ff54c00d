import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { withMail } from '../mail/service';
import { clubDate, clubOrderPlacedMail, clubReminderMail, pickListMail } from '../mail/templates/clubs';
import { placeClubOrder } from '../orders/club-order';
import { globalOrderId } from '../orders/present';
import {
  clubsNeedingCycle, dueCycles, findClub, findCycleOrder, insertCycle, insertCycleOrder, lastCycle, lockMembership, memberCounts, membersToPlace,
  moveCycle, retailerStaff, takeReminders, userContact, winesOfCycles, type ClubRow, type CycleRow,
} from './queries';
import { pickListOf } from './service';
import { nextCutoff, reminderFrom, shipsOn } from './schedule';

/** What one run of the club cycle job did. */
export interface ClubCycleSummary {
  planned: number;
  reminded: number;
  missed: number;
  placed: number;
  skipped: number;
  unfilled: number;
}

/**
 * The club cycle job (decision 0065), run under its advisory lock by jobs.ts, and safe without it:
 * each cut-off that has come places one ordinary order per active member who did not skip, one
 * member per transaction, each recorded in `club_cycle_orders` (unique per cycle and member) in the
 * transaction that places the order. The member's row is locked first and re-read, so a member who
 * cancels, pauses or skips before the job reaches them is not placed, and a second job (or a run
 * after a crash half-way) finds the member's record and moves on: one order per member per cycle.
 * Then it plans each open club's next cycle and reminds the sommeliers of cut-offs without a selection.
 */
export async function runClubCycles(ctx: AppContext, now: Date = new Date()): Promise<ClubCycleSummary> {
  const summary: ClubCycleSummary = { planned: 0, reminded: 0, missed: 0, placed: 0, skipped: 0, unfilled: 0 };
  for (const cycle of await dueCycles(ctx.db, now)) {
    if (cycle.status === 'planned') {
      // No selection by the cut-off: no box this time, and nobody is charged.
      if (await moveCycle(ctx.db, cycle.id, ['planned'], { status: 'missed' })) summary.missed += 1;
      continue;
    }
    if (cycle.status === 'announced' && !(await moveCycle(ctx.db, cycle.id, ['announced'], { status: 'placing' }))) continue;
    await placeCycle(ctx, { ...cycle, status: 'placing' }, summary);
  }
  summary.planned = await planCycles(ctx, now);
  summary.reminded = await remindSommeliers(ctx, now);
  return summary;
}

async function placeCycle(ctx: AppContext, cycle: CycleRow, summary: ClubCycleSummary): Promise<void> {
  const club = (await findClub(ctx.db, cycle.clubId))!;
  const wines = (await winesOfCycles(ctx.db, [cycle.id])).map((line) => ({ catalogueId: line.wine.id, quantity: line.quantity }));
  const seen = new Set<string>();
  for (;;) {
    const members = (await membersToPlace(ctx.db, cycle)).filter((member) => !seen.has(member.id));
    if (members.length === 0) break;
    for (const { id } of members) {
      seen.add(id);
      const outcome = await placeMember(ctx, club, cycle, wines, id);
      if (outcome) summary[outcome] += 1;
    }
  }
  await withMail(ctx, async (tx, send) => {
    // Only the job that finishes the cycle sends the pick list.
    if (!(await moveCycle(tx, cycle.id, ['placing'], { status: 'placed', placedAt: new Date() }))) return;
    const list = await pickListOf(tx, club, cycle);
    if (list.orders.length === 0) return;
    for (const staff of await retailerStaff(tx, club.businessId)) {
      await send(
        pickListMail({
          to: staff.email,
          name: staff.givenName,
          clubName: club.name,
          clubLink: `${ctx.config.publicOrigin}/retailer/clubs`,
          wines: list.wines,
          orders: list.orders.length,
          shipsOn: clubDate(cycle.shipsOn, ctx.config.storeTimezone),
        }),
      );
    }
  });
}

/** One member's outcome of a cut-off, in one transaction; null when another run or the member's own change got there first. */
async function placeMember(
  ctx: AppContext,
  club: ClubRow,
  cycle: CycleRow,
  wines: { catalogueId: string; quantity: number }[],
  membershipId: string,
): Promise<'placed' | 'skipped' | 'unfilled' | null> {
  return withMail(ctx, async (tx, send) => {
    const membership = await lockMembership(tx, membershipId);
    if (!membership || membership.status !== 'active') return null;
    if (await findCycleOrder(tx, cycle.id, membership.id)) return null;
    const record = (outcome: 'placed' | 'skipped' | 'unfilled', orderId: string | null, reason: string | null) =>
      insertCycleOrder(tx, { id: newId(), cycleId: cycle.id, membershipId: membership.id, outcome, orderId, reason });
    if (membership.skipCycleId === cycle.id) {
      await record('skipped', null, null);
      return 'skipped';
    }
    let placed: Awaited<ReturnType<typeof placeClubOrder>>;
    try {
      // A savepoint: a refusal (a wine short or gone, an address no longer served) undoes the order alone.
      placed = await tx.transaction((inner) =>
        placeClubOrder(inner, {
          tenantId: club.tenantId,
          userId: membership.userId,
          businessId: club.businessId,
          sommelierUserId: club.sommelierUserId,
          cardId: membership.cardId,
          deliveryMode: membership.deliveryMode,
          addressId: membership.addressId,
          clubPriceCents: club.priceCents,
          wines,
          note: `${club.name}, shipment ${cycle.number}`,
        }),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await record('unfilled', null, error.message.slice(0, 300));
      return 'unfilled';
    }
    await record('placed', placed.order.id, null);
    const member = await userContact(tx, membership.userId);
    if (member) {
      await send(
        clubOrderPlacedMail({
          to: member.email,
          name: member.givenName,
          clubName: club.name,
          clubLink: `${ctx.config.publicOrigin}/clubs/${club.id}`,
          number: globalOrderId(placed.order),
          order: placed.summary,
          shipsOn: clubDate(cycle.shipsOn, ctx.config.storeTimezone),
        }),
      );
    }
    return 'placed';
  });
}

/** Each open club without a cycle ahead gets its next one; two runs at once make one (unique club and number). */
async function planCycles(ctx: AppContext, now: Date): Promise<number> {
  let planned = 0;
  for (const club of await clubsNeedingCycle(ctx.db)) {
    const last = await lastCycle(ctx.db, club.id);
    const cutoffAt = nextCutoff(last?.cutoffAt ?? null, club.cadence, now, ctx.config.storeTimezone);
    const made = await insertCycle(ctx.db, { id: newId(), clubId: club.id, number: (last?.number ?? 0) + 1, cutoffAt, shipsOn: shipsOn(cutoffAt) });
    if (made) planned += 1;
  }
  return planned;
}

/** A sommelier whose next cut-off is near and still has no selection is mailed once. */
async function remindSommeliers(ctx: AppContext, now: Date): Promise<number> {
  return withMail(ctx, async (tx, send) => {
    const cycles = await takeReminders(tx, now, reminderFrom(now));
    for (const cycle of cycles) {
      const club = (await findClub(tx, cycle.clubId))!;
      const sommelier = await userContact(tx, club.sommelierUserId);
      if (!sommelier || club.status !== 'open') continue;
      const counts = await memberCounts(tx, [club.id]);
      await send(
        clubReminderMail({
          to: sommelier.email,
          name: sommelier.givenName,
          clubName: club.name,
          clubLink: `${ctx.config.publicOrigin}/clubs/${club.id}/manage`,
          cutoff: clubDate(cycle.cutoffAt, ctx.config.storeTimezone),
          members: counts.get(club.id)?.active ?? 0,
        }),
      );
    }
    return cycles.length;
  });
}

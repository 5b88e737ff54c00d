import type { AdminClubActivity, AdminClubDetail, AdminClubRow } from '@wine/contract/admin/clubs';
import type { CsvCell } from '@wine/contract/csv';
import { centsToPrice } from '@wine/contract/money';
import type { AppContext } from '../../context';
import { readTogether } from '../../db/client';
import { datedFileName, type CsvExport } from '../../lib/csv-export';
import { notFound } from '../../lib/errors';
import { fullName } from '../accounts/present';
import type { AuthUser } from '../auth/auth-user';
import { cycleHeading, type ClubParts } from './present';
import { clubsWithPeople, cycleFigures, cyclesOfClubs, memberStatusCounts, membersOf, skipsAndCancellationsByMonth } from './queries';

/**
 * The console's wine clubs (issue 46 point 5, decision 0065): counts of members by status, each
 * cycle's orders and revenue, skips and cancellations by month. Admins only (the routes check it);
 * every read is of the admin's own shop.
 */

type Counts = AdminClubRow['members'];
const NO_MEMBERS: Counts = { active: 0, paused: 0, cancelled: 0 };

function toRow({ club, sommelier, retailer }: ClubParts & { sommelier: { email: string } }, members: Counts): AdminClubRow {
  return {
    _id: club.id,
    name: club.name,
    status: club.status,
    sommelier: { _id: sommelier.id, name: fullName(sommelier), email: sommelier.email },
    retailer: { _id: retailer.id, name: retailer.name },
    price: centsToPrice(club.priceCents),
    cadence: club.cadence,
    members,
    createdAt: club.createdAt.toISOString(),
  };
}

/** GET /admin/clubs: every club of the shop, newest first (a shop has a handful: no paging). */
export async function consoleClubs(ctx: AppContext, viewer: AuthUser): Promise<{ clubs: AdminClubRow[] }> {
  const rows = await clubsWithPeople(ctx.db, { tenantId: viewer.tenantId });
  const counts = await memberStatusCounts(ctx.db, rows.map((row) => row.club.id));
  return { clubs: rows.map((row) => toRow(row, counts.get(row.club.id) ?? NO_MEMBERS)) };
}

/** Months with a skip or a cancellation, oldest first. */
async function activityOf(ctx: AppContext, where: { tenantId: string; clubId?: string }): Promise<AdminClubActivity> {
  const { skips, cancellations } = await skipsAndCancellationsByMonth(ctx.db, where);
  const months = new Map<string, { month: string; skips: number; cancellations: number }>();
  const monthOf = (month: string) => months.get(month) ?? months.set(month, { month, skips: 0, cancellations: 0 }).get(month)!;
  for (const row of skips) monthOf(row.month).skips += row.n;
  for (const row of cancellations) monthOf(row.month).cancellations += row.n;
  return { months: [...months.values()].sort((a, b) => a.month.localeCompare(b.month)) };
}

/** GET /admin/clubs/activity: the shop's skips and cancellations by month. */
export const consoleClubActivity = (ctx: AppContext, viewer: AuthUser) => activityOf(ctx, { tenantId: viewer.tenantId });

/** GET /admin/clubs/{id}: members, newest first; cycles, latest first, with their orders and revenue. */
export async function consoleClub(ctx: AppContext, viewer: AuthUser, clubId: string): Promise<AdminClubDetail> {
  const [parts] = await clubsWithPeople(ctx.db, { tenantId: viewer.tenantId, ids: [clubId] });
  if (!parts) throw notFound('Club not found');
  const [counts, members, cycles, activity] = await readTogether(ctx.db, [
    () => memberStatusCounts(ctx.db, [clubId]),
    () => membersOf(ctx.db, clubId, ['active', 'paused', 'cancelled']),
    () => cyclesOfClubs(ctx.db, [clubId]),
    () => activityOf(ctx, { tenantId: viewer.tenantId, clubId }),
  ]);
  const figures = new Map((await cycleFigures(ctx.db, cycles.map((cycle) => cycle.id))).map((row) => [row.cycleId, row]));
  return {
    ...toRow(parts, counts.get(clubId) ?? NO_MEMBERS),
    memberList: members.reverse().map(({ membership, ...member }) => ({
      _id: membership.id,
      member: { _id: membership.userId, name: fullName(member), email: member.email },
      status: membership.status,
      deliveryType: membership.deliveryMode,
      joinedAt: membership.createdAt.toISOString(),
      cancelledAt: membership.cancelledAt?.toISOString() ?? null,
    })),
    cycles: cycles.reverse().map((cycle) => {
        const figure = figures.get(cycle.id);
        return {
          ...cycleHeading(cycle),
          orders: figure?.placed ?? 0,
          skipped: figure?.skipped ?? 0,
          unfilled: figure?.unfilled ?? 0,
          revenue: centsToPrice(figure?.revenueCents ?? 0),
        };
      }),
    months: activity.months,
  };
}

/** GET /admin/clubs/export.csv: the list as a file. */
export function consoleClubsCsv(ctx: AppContext, viewer: AuthUser): CsvExport {
  async function* batches(): AsyncGenerator<CsvCell[][]> {
    const { clubs } = await consoleClubs(ctx, viewer);
    yield clubs.map((club) => [
      club.name, club.status, club.sommelier.name, club.sommelier.email, club.retailer.name, club.cadence, club.price,
      club.members.active, club.members.paused, club.members.cancelled, club.createdAt.slice(0, 10),
    ]);
  }
  return {
    fileName: datedFileName('clubs', ctx.config.storeTimezone),
    header: ['Club', 'Status', 'Sommelier', 'Sommelier email', 'Retailer', 'Cadence', 'Price', 'Active members', 'Paused members', 'Cancelled members', 'Created'],
    batches: batches(),
  };
}

/** GET /admin/clubs/{id}/members.csv: the club's members, newest first, cancelled ones included. */
export async function consoleClubMembersCsv(ctx: AppContext, viewer: AuthUser, clubId: string): Promise<CsvExport> {
  const [parts] = await clubsWithPeople(ctx.db, { tenantId: viewer.tenantId, ids: [clubId] });
  if (!parts) throw notFound('Club not found');
  async function* batches(): AsyncGenerator<CsvCell[][]> {
    const members = await membersOf(ctx.db, clubId, ['active', 'paused', 'cancelled']);
    yield members.reverse().map(({ membership, ...member }) => [
      parts!.club.name, fullName(member), member.email, membership.status, membership.deliveryMode, membership.createdAt.toISOString(), membership.cancelledAt?.toISOString() ?? null,
    ]);
  }
  return {
    fileName: datedFileName('club-members', ctx.config.storeTimezone),
    header: ['Club', 'Member', 'Member email', 'Status', 'Fulfilment', 'Joined (UTC)', 'Cancelled (UTC)'],
    batches: batches(),
  };
}

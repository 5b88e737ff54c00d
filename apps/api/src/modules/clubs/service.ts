import type { ClubDetail, ClubMembership, ClubSummary, MembershipChange, PickList, SelectionSheet } from '@wine/contract/clubs';
import type { createClubBody, joinClubBody, selectionBody, selectionQuery } from '@wine/contract/clubs';
import { ErrorCode } from '@wine/contract/errors';
import { centsToPrice, formatMoney } from '@wine/contract/money';
import { priceLine } from '@wine/contract/pricing';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { readTogether, type Executor } from '../../db/client';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { pageOf } from '../../lib/paging';
import { asRetailer, isApprovedSommelier } from '../accounts/roles';
import type { AuthUser } from '../auth/auth-user';
import { withMail, type Mail } from '../mail/service';
import {
  clubCancelledMail, clubDate, clubPausedMail, clubSkippedMail, clubWelcomeMail, selectionAnnouncedMail,
} from '../mail/templates/clubs';
import { cancelOwnOrder } from '../orders/place';
import { globalOrderId } from '../orders/present';
import { deliversTo, NOT_DELIVERABLE } from '../orders/quote';
import { findUsableCard } from '../payments/service';
import { listRetailerRows } from '../retailers/service';
import { toClubSummary, toCycle, toMembership, type ClubParts, type CycleWines, type Ratings } from './present';
import {
  clubsWithPeople, currentMembership, cyclesOfClubs, findClub, findCycle, findOwnAddress, findRetailerRow, insertClub, insertMembership, lockClub,
  lockCycle, lockMembership, memberCounts, membersOf, membershipsOfUser, moveCycle, ordersOfCycle, partnerWinesById, partnerWinesPage, ratingsOfCycles,
  receivedCycles, replaceSelection, setClubStatus, unchargedOrdersOf, updateMembership, upsertRating, winesOfCycles, type ClubRow, type CycleRow,
  type MembershipRow,
} from './queries';

/**
 * Sommelier wine clubs (issue 46, docs/decisions/0065-wine-clubs.md): the clubs module owns the
 * clubs, their members, cycles, selections, the per-member record of each cut-off and the members'
 * ratings. Orders are placed through the orders module (`orders/club-order.ts`) and charged by the
 * payments module's nightly charge like any other; cycles.ts is the scheduled job.
 */

const clubLink = (ctx: AppContext, clubId: string) => `${ctx.config.publicOrigin}/clubs/${clubId}`;
const storeDate = (ctx: AppContext, at: Date) => clubDate(at, ctx.config.storeTimezone);

/** The cycle still ahead of its cut-off (planned or announced), if any. */
const upcoming = (cycles: CycleRow[], now: Date) =>
  cycles.find((cycle) => (cycle.status === 'planned' || cycle.status === 'announced') && cycle.cutoffAt.getTime() > now.getTime()) ?? null;

async function cycleExtras(db: Executor, cycles: CycleRow[]): Promise<{ wines: CycleWines; ratings: Ratings }> {
  const ids = cycles.map((cycle) => cycle.id);
  const [wineRows, ratings] = await readTogether(db, [() => winesOfCycles(db, ids), () => ratingsOfCycles(db, ids)]);
  const wines: CycleWines = new Map();
  for (const row of wineRows) wines.set(row.cycleId, [...(wines.get(row.cycleId) ?? []), { quantity: row.quantity, wine: row.wine }]);
  return { wines, ratings };
}

/** Clubs as lists show them, with their member counts and cycles. */
async function summaries(db: Executor, rows: ClubParts[]) {
  const ids = rows.map((row) => row.club.id);
  const [counts, cycles] = await readTogether(db, [() => memberCounts(db, ids), () => cyclesOfClubs(db, ids)]);
  const extras = await cycleExtras(db, cycles);
  const now = new Date();
  return rows.map((row) => {
    const own = cycles.filter((cycle) => cycle.clubId === row.club.id);
    const next = upcoming(own, now);
    const count = counts.get(row.club.id);
    return {
      summary: toClubSummary(row, count?.members ?? 0, next ? toCycle(next, extras.wines, extras.ratings) : null),
      cycles: own.map((cycle) => toCycle(cycle, extras.wines, extras.ratings)),
      activeMembers: count?.active ?? 0,
      rows: own,
    };
  });
}

/** GET /clubs: the open clubs (one sommelier's, for the profile's section). */
export async function listClubs(ctx: AppContext, query: { sommelierId?: string | undefined }, tenantId: string): Promise<{ clubs: ClubSummary[] }> {
  const rows = await clubsWithPeople(ctx.db, { tenantId, statuses: ['open'], ...(query.sommelierId ? { sommelierId: query.sommelierId } : {}) });
  return { clubs: (await summaries(ctx.db, rows)).map((entry) => entry.summary) };
}

/** GET /clubs/{clubId}: an open or closed club's page; a proposed or declined one only for its sommelier and retailer. */
export async function clubDetail(ctx: AppContext, viewer: AuthUser | null, clubId: string, tenantId: string): Promise<ClubDetail> {
  const [row] = await clubsWithPeople(ctx.db, { tenantId, ids: [clubId] });
  if (!row || !mayView(row.club, viewer)) throw notFound('Club');
  const [entry] = await summaries(ctx.db, [row]);
  const past = entry!.rows.filter((cycle) => cycle.status === 'placed').reverse();
  const membership = viewer ? await ownMembershipView(ctx.db, clubId, viewer.id) : null;
  const rateable = viewer ? await receivedCycles(ctx.db, clubId, viewer.id) : [];
  return {
    ...entry!.summary,
    pastCycles: entry!.cycles.filter((cycle) => past.some((row) => row.id === cycle._id)).reverse(),
    membership,
    rateable: rateable.map((row) => ({ cycleId: row.cycleId, stars: row.stars })),
  };
}

function mayView(club: ClubRow, viewer: AuthUser | null): boolean {
  if (club.status === 'open' || club.status === 'closed') return true;
  return !!viewer && (viewer.isAdmin || viewer.id === club.sommelierUserId || viewer.retailerBusinessId === club.businessId);
}

async function ownMembershipView(db: Executor, clubId: string, userId: string): Promise<ClubMembership | null> {
  const rows = await membershipsOfUser(db, userId);
  const row = rows.find((entry) => entry.club.id === clubId && entry.membership.status !== 'cancelled');
  if (!row) return null;
  const next = upcoming(await cyclesOfClubs(db, [clubId]), new Date());
  return toMembership(row.membership, row.club, row.card, row.address, next);
}

/** POST /clubs: an approved sommelier proposes a club to a retailer, who accepts or declines it on its desk. */
export async function createClub(ctx: AppContext, viewer: AuthUser, input: z.output<typeof createClubBody>): Promise<ClubSummary> {
  if (!isApprovedSommelier(viewer.row)) throw forbidden('Only an approved sommelier can start a club');
  const retailer = await findRetailerRow(ctx.db, input.businessId);
  if (!retailer || retailer.tenantId !== viewer.tenantId) throw badRequest('businessId: no such retailer');
  const club = await insertClub(ctx.db, {
    id: newId(),
    tenantId: viewer.tenantId,
    sommelierUserId: viewer.id,
    businessId: retailer.id,
    name: input.name,
    description: input.description,
    picture: input.picture ?? null,
    bottles: input.bottles,
    priceCents: input.price,
    cadence: input.cadence,
    style: input.style,
    capacity: input.capacity,
  });
  const [row] = await clubsWithPeople(ctx.db, { tenantId: viewer.tenantId, ids: [club.id] });
  return (await summaries(ctx.db, [row!]))[0]!.summary;
}

/** GET /clubs/partners: the retailers an approved sommelier may propose a club to. */
export async function partnerRetailers(ctx: AppContext, viewer: AuthUser) {
  if (!isApprovedSommelier(viewer.row)) throw forbidden('Only an approved sommelier can start a club');
  const rows = await listRetailerRows(ctx.db, viewer.tenantId);
  return { partners: rows.map((row) => ({ _id: row.id, name: row.name, city: row.city, state: row.state })) };
}

/** GET /clubs/mine: the sommelier's own clubs with their cycles. */
export async function ownClubs(ctx: AppContext, viewer: AuthUser) {
  const rows = await clubsWithPeople(ctx.db, { tenantId: viewer.tenantId, sommelierId: viewer.id });
  return { clubs: (await summaries(ctx.db, rows)).map((entry) => ({ ...entry.summary, cycles: entry.cycles, activeMembers: entry.activeMembers })) };
}

/** GET /retailer/clubs: the clubs proposed to or run with the retailer's business. */
export async function retailerClubs(ctx: AppContext, viewer: AuthUser) {
  const { retailerBusinessId } = asRetailer(viewer);
  const rows = await clubsWithPeople(ctx.db, { tenantId: viewer.tenantId, businessId: retailerBusinessId, statuses: ['proposed', 'open', 'closed'] });
  return { clubs: (await summaries(ctx.db, rows)).map((entry) => ({ ...entry.summary, cycles: entry.cycles })) };
}

/** PATCH /retailer/clubs/{clubId}: the partner accepts (the club opens; the job plans its first cycle) or declines. */
export async function decideClub(ctx: AppContext, viewer: AuthUser, clubId: string, decision: 'accept' | 'decline'): Promise<ClubSummary> {
  const { retailerBusinessId } = asRetailer(viewer);
  const club = await findClub(ctx.db, clubId);
  if (!club || club.businessId !== retailerBusinessId) throw notFound('Club');
  const moved = await setClubStatus(ctx.db, clubId, 'proposed', decision === 'accept' ? 'open' : 'declined');
  if (!moved) throw new AppError(ErrorCode.CLUB_STATE_CONFLICT, `This club was already ${club.status === 'open' ? 'accepted' : club.status}.`);
  const [row] = await clubsWithPeople(ctx.db, { tenantId: viewer.tenantId, ids: [clubId] });
  return (await summaries(ctx.db, [row!]))[0]!.summary;
}

/** The membership's way of receiving its boxes, checked: pickup at the partner, or one of the member's own addresses the partner delivers to. */
async function checkedDelivery(db: Executor, userId: string, club: ClubRow, input: { deliveryType: 'delivery' | 'pickup'; addressId?: string | undefined }) {
  if (input.deliveryType === 'pickup') return { deliveryMode: 'pickup' as const, addressId: null };
  if (!input.addressId) throw badRequest('addressId: Please choose the address your boxes are delivered to');
  const [address, retailer] = await readTogether(db, [() => findOwnAddress(db, userId, input.addressId!), () => findRetailerRow(db, club.businessId)]);
  if (!address || address.kind !== 'delivery') throw notFound('Delivery address');
  if (!deliversTo(retailer, address.state)) throw new AppError(ErrorCode.ADDRESS_NOT_DELIVERABLE, NOT_DELIVERABLE);
  return { deliveryMode: 'delivery' as const, addressId: address.id };
}

/**
 * POST /clubs/{clubId}/join: a verified shopper who confirmed being 21 or over, with a saved card and
 * an address the partner serves (or pickup), takes a place while there is one. The club's row is
 * locked, so the last place goes to one of two shoppers joining at once.
 */
export async function joinClub(ctx: AppContext, viewer: AuthUser, clubId: string, input: z.output<typeof joinClubBody>): Promise<ClubMembership> {
  if (!viewer.row.emailVerifiedAt) throw new AppError(ErrorCode.EMAIL_NOT_VERIFIED, 'Please verify your email address before joining a club.');
  const card = await findUsableCard(ctx, viewer.id, input.cardId);
  if (!card) throw new AppError(ErrorCode.CARD_NOT_USABLE, 'Please choose one of your saved cards.');
  const membershipId = await withMail(ctx, async (tx, send) => {
    const club = await lockClub(tx, clubId);
    if (!club || club.tenantId !== viewer.tenantId || !mayView(club, viewer)) throw notFound('Club');
    if (club.status !== 'open') throw new AppError(ErrorCode.CLUB_STATE_CONFLICT, 'This club is not taking members.');
    if (club.sommelierUserId === viewer.id) throw new AppError(ErrorCode.CLUB_STATE_CONFLICT, 'You run this club.');
    const delivery = await checkedDelivery(tx, viewer.id, club, input);
    if (await currentMembership(tx, clubId, viewer.id)) throw new AppError(ErrorCode.CLUB_STATE_CONFLICT, 'You are already a member of this club.');
    const counts = await memberCounts(tx, [clubId]);
    if ((counts.get(clubId)?.members ?? 0) >= club.capacity) throw new AppError(ErrorCode.CLUB_STATE_CONFLICT, 'Sorry, this club is full.');
    const now = new Date();
    const membership = await insertMembership(tx, { id: newId(), clubId, userId: viewer.id, cardId: card.id, ...delivery, ageConfirmedAt: now });
    if (!membership) throw new AppError(ErrorCode.CLUB_STATE_CONFLICT, 'You are already a member of this club.');
    const next = upcoming(await cyclesOfClubs(tx, [clubId]), now);
    await send(
      clubWelcomeMail({
        to: viewer.row.email,
        name: viewer.row.givenName,
        clubName: club.name,
        clubLink: clubLink(ctx, clubId),
        firstCharge: next ? storeDate(ctx, next.cutoffAt) : null,
        firstShip: next ? storeDate(ctx, next.shipsOn) : null,
        priceCents: club.priceCents,
      }),
    );
    return membership.id;
  });
  return (await membershipView(ctx.db, viewer.id, membershipId))!;
}

async function membershipView(db: Executor, userId: string, membershipId: string): Promise<ClubMembership | null> {
  const row = (await membershipsOfUser(db, userId)).find((entry) => entry.membership.id === membershipId);
  if (!row) return null;
  return toMembership(row.membership, row.club, row.card, row.address, upcoming(await cyclesOfClubs(db, [row.club.id]), new Date()));
}

/** GET /clubs/memberships: the viewer's clubs for the profile. */
export async function ownMemberships(ctx: AppContext, viewer: AuthUser): Promise<{ memberships: ClubMembership[] }> {
  const rows = await membershipsOfUser(ctx.db, viewer.id);
  const cycles = await cyclesOfClubs(ctx.db, [...new Set(rows.map((row) => row.club.id))]);
  const now = new Date();
  return {
    memberships: rows.map((row) =>
      toMembership(row.membership, row.club, row.card, row.address, upcoming(cycles.filter((cycle) => cycle.clubId === row.club.id), now)),
    ),
  };
}

/**
 * PATCH /clubs/memberships/{membershipId}: skip the next box, pause, resume, change the card or the
 * address, or cancel, each in one call. The membership's row is locked, as the cycle job locks it
 * while placing the member's order: a change made before the job reaches the member counts for the
 * cut-off, one made after it counts from the next cycle. Cancelling also cancels a club order the
 * night's charge has not taken yet, so a member who cancels is not charged again.
 */
export async function changeMembership(ctx: AppContext, viewer: AuthUser, membershipId: string, change: MembershipChange): Promise<ClubMembership> {
  const card = change.action === 'card' ? await findUsableCard(ctx, viewer.id, change.cardId) : undefined;
  if (change.action === 'card' && !card) throw new AppError(ErrorCode.CARD_NOT_USABLE, 'Please choose one of your saved cards.');
  await withMail(ctx, async (tx, send) => {
    const membership = await lockMembership(tx, membershipId);
    if (!membership || membership.userId !== viewer.id) throw notFound('Membership');
    if (membership.status === 'cancelled') throw new AppError(ErrorCode.CLUB_STATE_CONFLICT, 'This membership is cancelled.');
    const club = (await findClub(tx, membership.clubId))!;
    const next = upcoming(await cyclesOfClubs(tx, [club.id]), new Date());
    const mail = { to: viewer.row.email, name: viewer.row.givenName, clubName: club.name, clubLink: clubLink(ctx, club.id) };
    const result = await applyChange(tx, { membership, club, next, change, cardId: card?.id ?? null, viewer, date: (at) => storeDate(ctx, at) });
    if (result.mail) await send(result.mail(mail));
  });
  if (change.action === 'cancel') {
    for (const { orderId } of await unchargedOrdersOf(ctx.db, membershipId)) await cancelOwnOrder(ctx, viewer, orderId);
  }
  return (await membershipView(ctx.db, viewer.id, membershipId))!;
}

type MailOf = (base: { to: string; name: string; clubName: string; clubLink: string }) => Mail;

interface Change {
  membership: MembershipRow;
  club: ClubRow;
  next: CycleRow | null;
  change: MembershipChange;
  cardId: string | null;
  viewer: AuthUser;
  /** A date as the member reads it (store time). */
  date: (at: Date) => string;
}

async function applyChange(tx: Executor, { membership, club, next, change, cardId, viewer, date }: Change): Promise<{ mail: MailOf | null }> {
  const conflict = (message: string) => new AppError(ErrorCode.CLUB_STATE_CONFLICT, message);
  switch (change.action) {
    case 'skip-next': {
      if (membership.status !== 'active') throw conflict('Only an active membership can skip a box.');
      if (!next) throw conflict('No box is planned yet.');
      if (membership.skipCycleId === next.id) return { mail: null };
      await updateMembership(tx, membership.id, { skipCycleId: next.id });
      return { mail: (base) => clubSkippedMail({ ...base, shipsOn: date(next.shipsOn) }) };
    }
    case 'unskip-next':
      if (!next || membership.skipCycleId !== next.id) return { mail: null };
      await updateMembership(tx, membership.id, { skipCycleId: null });
      return { mail: null };
    case 'pause':
      if (membership.status === 'paused') return { mail: null };
      await updateMembership(tx, membership.id, { status: 'paused', pausedAt: new Date() });
      return { mail: clubPausedMail };
    case 'resume':
      if (membership.status === 'active') return { mail: null };
      if (club.status !== 'open') throw conflict('This club is closed.');
      await updateMembership(tx, membership.id, { status: 'active', pausedAt: null });
      return { mail: null };
    case 'cancel':
      await updateMembership(tx, membership.id, { status: 'cancelled', cancelledAt: new Date(), skipCycleId: null });
      return { mail: clubCancelledMail };
    case 'card':
      await updateMembership(tx, membership.id, { cardId: cardId! });
      return { mail: null };
    case 'address':
      await updateMembership(tx, membership.id, await checkedDelivery(tx, viewer.id, club, change));
      return { mail: null };
  }
}

/** The sommelier's own club, or 404 (another's club is not even confirmed to exist). */
async function ownClub(db: Executor, viewer: AuthUser, clubId: string): Promise<ClubRow> {
  const club = await findClub(db, clubId);
  if (!club || club.sommelierUserId !== viewer.id) throw notFound('Club');
  return club;
}

/**
 * GET /clubs/{clubId}/cycles/{cycleId}/selection: the box so far, a page of the partner's wines on
 * sale (`query`), and whether the stock covers every active member.
 */
export async function selectionSheet(ctx: AppContext, viewer: AuthUser, clubId: string, cycleId: string, query: z.output<typeof selectionQuery> = {}): Promise<SelectionSheet> {
  const club = await ownClub(ctx.db, viewer, clubId);
  const cycle = await findCycle(ctx.db, clubId, cycleId);
  if (!cycle) throw notFound('Cycle');
  const [page, counts, extras] = await readTogether(ctx.db, [
    () => partnerWinesPage(ctx.db, club.businessId, query.search, pageOf(query.skip, query.limit)),
    () => memberCounts(ctx.db, [clubId]),
    () => cycleExtras(ctx.db, [cycle]),
  ]);
  const active = counts.get(clubId)?.active ?? 0;
  const lines = extras.wines.get(cycle.id) ?? [];
  const picked = new Map(lines.map((line) => [line.wine.id, line.quantity]));
  const sheetWine = (wine: { id: string; title: string; priceCents: number; stock: number }) => {
    const count = picked.get(wine.id) ?? 0;
    return { _id: wine.id, title: wine.title, price: centsToPrice(wine.priceCents), stock: wine.stock, picked: count, coversMembers: wine.stock >= count * active };
  };
  return {
    cycle: toCycle(cycle, extras.wines, extras.ratings),
    activeMembers: active,
    bottles: club.bottles,
    shopValue: lines.length > 0 ? centsToPrice(shopValue(lines)) : null,
    picked: lines.map((line) => sheetWine(line.wine)),
    wines: page.rows.map(sheetWine),
    total: page.total,
  };
}

/** What a box of these wines costs at the shop, after the wines' own offers. */
const shopValue = (lines: { wine: { priceCents: number; discountPercent: number | null }; quantity: number }[]) =>
  lines.reduce((sum, { wine, quantity }) => sum + priceLine({ unitPriceCents: wine.priceCents, quantity, discountPercent: wine.discountPercent }).totalCents, 0);

/**
 * PUT /clubs/{clubId}/cycles/{cycleId}/selection: the sommelier picks the box from the partner's
 * wines before the cut-off: exactly the club's bottles, worth at least its price at the shop (a
 * member never pays more than the wines cost there). The first pick announces the box to the
 * active members with a link to skip it.
 */
export async function setSelection(ctx: AppContext, viewer: AuthUser, clubId: string, cycleId: string, input: z.output<typeof selectionBody>): Promise<SelectionSheet> {
  const club = await ownClub(ctx.db, viewer, clubId);
  if (club.status !== 'open') throw new AppError(ErrorCode.CLUB_STATE_CONFLICT, 'This club is not open.');
  const ids = new Set(input.wines.map((wine) => wine.catalogueId));
  if (ids.size !== input.wines.length) throw badRequest('wines: each wine once, with its number of bottles');
  const bottles = input.wines.reduce((sum, wine) => sum + wine.quantity, 0);
  if (bottles !== club.bottles) throw badRequest(`wines: a box of this club holds ${club.bottles} bottles; this selection has ${bottles}`);
  const partner = new Map((await partnerWinesById(ctx.db, club.businessId, [...ids])).map((wine) => [wine.id, wine]));
  const lines = input.wines.map((line) => {
    const wine = partner.get(line.catalogueId);
    if (!wine) throw badRequest('wines: pick wines of your partner retailer that are on sale');
    return { wine, quantity: line.quantity };
  });
  const value = shopValue(lines);
  if (value < club.priceCents) {
    throw badRequest(`wines: this selection costs ${formatMoney(value)} at the shop, less than the club's price of ${formatMoney(club.priceCents)}; please pick wines worth at least that`);
  }
  await withMail(ctx, async (tx, send) => {
    const cycle = await lockCycle(tx, cycleId);
    if (!cycle || cycle.clubId !== clubId) throw notFound('Cycle');
    if ((cycle.status !== 'planned' && cycle.status !== 'announced') || cycle.cutoffAt.getTime() <= Date.now()) {
      throw new AppError(ErrorCode.CLUB_STATE_CONFLICT, 'The cut-off of this shipment has passed; its wines can no longer change.');
    }
    await replaceSelection(tx, cycleId, input.wines);
    if (cycle.status === 'announced') return;
    await moveCycle(tx, cycleId, ['planned'], { status: 'announced', announcedAt: new Date() });
    const cutoff = storeDate(ctx, cycle.cutoffAt);
    for (const member of await membersOf(tx, clubId, ['active'])) {
      await send(
        selectionAnnouncedMail({
          to: member.email,
          name: member.givenName,
          clubName: club.name,
          clubLink: clubLink(ctx, clubId),
          wines: lines.map(({ wine, quantity }) => ({ title: wine.title, quantity })),
          cutoff,
          skipLink: `${clubLink(ctx, clubId)}?skip=${cycleId}`,
        }),
      );
    }
  });
  return selectionSheet(ctx, viewer, clubId, cycleId);
}

/** GET /retailer/clubs/{clubId}/cycles/{cycleId}: a placed cycle as one pick list: bottles per wine and the orders to hand over. */
export async function retailerPickList(ctx: AppContext, viewer: AuthUser, clubId: string, cycleId: string): Promise<PickList> {
  const { retailerBusinessId } = asRetailer(viewer);
  const club = await findClub(ctx.db, clubId);
  if (!club || club.businessId !== retailerBusinessId) throw notFound('Club');
  const cycle = await findCycle(ctx.db, clubId, cycleId);
  if (!cycle) throw notFound('Cycle');
  return pickListOf(ctx.db, club, cycle);
}

export async function pickListOf(db: Executor, club: ClubRow, cycle: CycleRow): Promise<PickList> {
  const [orders, extras] = await readTogether(db, [() => ordersOfCycle(db, cycle.id), () => cycleExtras(db, [cycle])]);
  const live = orders.filter(({ order }) => !['CANCEL', 'ADMIN_CANCEL', 'PAYMENT_EXPIRED'].includes(order.status));
  return {
    cycle: toCycle(cycle, extras.wines, extras.ratings),
    clubName: club.name,
    wines: (extras.wines.get(cycle.id) ?? []).map(({ wine, quantity }) => ({ _id: wine.id, title: wine.title, bottles: quantity * live.length })),
    orders: orders.map(({ order, givenName, familyName }) => ({
      _id: order.id,
      displayOrderId: globalOrderId(order),
      status: order.status,
      shopperName: `${givenName} ${familyName}`.trim(),
      deliveryType: order.deliveryMode,
    })),
  };
}

/** POST /clubs/{clubId}/cycles/{cycleId}/rating: stars for a box, only from a member whose order of that cycle was handed over. */
export async function rateCycle(ctx: AppContext, viewer: AuthUser, clubId: string, cycleId: string, input: { stars: number; comment?: string | undefined }) {
  const received = await receivedCycles(ctx.db, clubId, viewer.id);
  if (!received.some((row) => row.cycleId === cycleId)) throw forbidden('Only members who received this box can rate it');
  await upsertRating(ctx.db, { cycleId, userId: viewer.id, stars: input.stars, comment: input.comment ?? null });
  return clubDetail(ctx, viewer, clubId, viewer.tenantId);
}


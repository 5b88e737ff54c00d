import { z } from 'zod';
import { listLimit, listSkip } from './admin/shared';
import { SEARCH_TEXT_MAX_LENGTH } from './constants';
import { id } from './envelope';
import { plainText, priceField, uploadedImageUrl } from './fields';

/**
 * Sommelier wine clubs (issue 46, docs/decisions/0065-wine-clubs.md): a box a sommelier curates, a
 * partner retailer fills from its stock, and the shop places and charges as an ordinary order each
 * cycle. Amounts travel as prices ("12.34"), like orders'.
 */

export const CLUB_BOTTLES = [2, 3, 6, 12] as const;
export const CLUB_CADENCE_VALUES = ['monthly', 'bimonthly', 'quarterly'] as const;
export const CLUB_STYLE_VALUES = ['red', 'white', 'mixed', 'sparkling'] as const;
/** A club's status as the sommelier's and the console's pages write it. */
export const CLUB_STATUS_TEXT = { proposed: 'Waiting for the retailer', open: 'Open', declined: 'Declined by the retailer', closed: 'Closed' } as const;
export const CLUB_STATUS_VALUES = ['proposed', 'open', 'declined', 'closed'] as const;
export const MEMBERSHIP_STATUS_VALUES = ['active', 'paused', 'cancelled'] as const;
/**
 * planned: no selection yet; announced: the sommelier picked the wines and the members were told;
 * placing: the cut-off passed and the job is placing the orders; placed: every member's order was
 * placed (or skipped); missed: the cut-off passed without a selection, nobody is charged.
 */
export const CYCLE_STATUS_VALUES = ['planned', 'announced', 'placing', 'placed', 'missed'] as const;

export type ClubCadence = (typeof CLUB_CADENCE_VALUES)[number];
export type ClubStyle = (typeof CLUB_STYLE_VALUES)[number];
export type ClubStatus = (typeof CLUB_STATUS_VALUES)[number];
export type MembershipStatus = (typeof MEMBERSHIP_STATUS_VALUES)[number];
export type CycleStatus = (typeof CYCLE_STATUS_VALUES)[number];

/** Months between two shipments. */
export const CADENCE_MONTHS: Record<ClubCadence, number> = { monthly: 1, bimonthly: 2, quarterly: 3 };
export const MEMBERSHIP_STATUS_LABEL: Record<MembershipStatus, string> = { active: 'Active', paused: 'Paused', cancelled: 'Cancelled' };

/** A cycle's cut-off is at noon (store time) on the first of its month; the box is handed over this many days later. */
export const CLUB_CUTOFF_HOUR = 12;
export const CLUB_SHIP_DAYS_AFTER_CUTOFF = 3;
/** The sommelier is reminded to pick the selection this many days before the cut-off. */
export const CLUB_REMINDER_DAYS = 5;

export const CLUB_NAME_MAX = 80;
export const CLUB_DESCRIPTION_MAX = 2000;
export const CLUB_CAPACITY_MAX = 500;
export const CLUB_RATING_COMMENT_MAX = 500;

const price = z.string();

export const clubPerson = z.object({ _id: id, name: z.string(), picture: z.string().nullable() });
export const clubRetailer = z.object({ _id: id, name: z.string(), city: z.string(), state: z.string(), addressLine1: z.string(), deliversToStates: z.array(z.string()) });

export const clubWine = z.object({ _id: id, title: z.string(), quantity: z.number().int(), picture: z.string().nullable() });

export const clubCycle = z.object({
  _id: id,
  number: z.number().int(),
  status: z.enum(CYCLE_STATUS_VALUES),
  cutoffAt: z.string(),
  shipsOn: z.string(),
  wines: z.array(clubWine),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
});
export type ClubCycle = z.infer<typeof clubCycle>;

export const clubMembership = z.object({
  _id: id,
  clubId: id,
  clubName: z.string(),
  status: z.enum(MEMBERSHIP_STATUS_VALUES),
  deliveryType: z.enum(['delivery', 'pickup']),
  addressId: id.nullable(),
  addressLabel: z.string().nullable(),
  cardId: id,
  cardLabel: z.string(),
  /** The next cycle this member will get (null when paused or cancelled, or the club has none planned). */
  nextCycle: z.object({ _id: id, cutoffAt: z.string(), shipsOn: z.string(), skipped: z.boolean() }).nullable(),
  joinedAt: z.string(),
});
export type ClubMembership = z.infer<typeof clubMembership>;

export const clubSummary = z.object({
  _id: id,
  name: z.string(),
  description: z.string(),
  picture: z.string().nullable(),
  bottles: z.number().int(),
  price,
  cadence: z.enum(CLUB_CADENCE_VALUES),
  style: z.enum(CLUB_STYLE_VALUES),
  capacity: z.number().int(),
  members: z.number().int(),
  status: z.enum(CLUB_STATUS_VALUES),
  sommelier: clubPerson,
  retailer: clubRetailer,
  nextCycle: clubCycle.nullable(),
});
export type ClubSummary = z.infer<typeof clubSummary>;

export const clubDetail = clubSummary.extend({
  pastCycles: z.array(clubCycle),
  /** The viewer's own membership (not a cancelled one), when signed in. */
  membership: clubMembership.nullable(),
  /** Cycles the viewer received and may rate (or has rated). */
  rateable: z.array(z.object({ cycleId: id, stars: z.number().int().nullable() })),
});
export type ClubDetail = z.infer<typeof clubDetail>;

export const clubList = z.object({ clubs: z.array(clubSummary) });
export const clubParams = z.object({ clubId: id }).strict();
export const cycleParams = z.object({ clubId: id, cycleId: id }).strict();
export const membershipParams = z.object({ membershipId: id }).strict();
export const clubListQuery = z.object({ sommelierId: id.optional() }).strict();

const bottlesField = z.union(CLUB_BOTTLES.map((n) => z.literal(n)) as [z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<6>, z.ZodLiteral<12>], {
  error: 'Please choose 2, 3, 6 or 12 bottles',
});

/** POST /clubs: a sommelier proposes a club to a partner retailer. */
export const createClubBody = z
  .object({
    businessId: id,
    name: plainText(CLUB_NAME_MAX, `A name can be at most ${CLUB_NAME_MAX} characters`).pipe(z.string().min(3, 'Please name the club')),
    description: plainText(CLUB_DESCRIPTION_MAX, `A description can be at most ${CLUB_DESCRIPTION_MAX} characters`).pipe(
      z.string().min(10, 'Please say what the club is about'),
    ),
    picture: uploadedImageUrl.nullable().optional(),
    bottles: bottlesField,
    price: priceField('Please enter the price of a shipment, like 89.00').refine((cents) => cents >= 100, 'A box costs at least 1.00'),
    cadence: z.enum(CLUB_CADENCE_VALUES),
    style: z.enum(CLUB_STYLE_VALUES),
    capacity: z.number().int().min(1).max(CLUB_CAPACITY_MAX),
  })
  .strict();

/** PATCH /retailer/clubs/{clubId}: the partner retailer accepts or declines the partnership. */
export const clubDecisionBody = z.object({ decision: z.enum(['accept', 'decline']) }).strict();

/** POST /clubs/{clubId}/join */
export const joinClubBody = z
  .object({
    cardId: id,
    deliveryType: z.enum(['delivery', 'pickup']),
    addressId: id.optional(),
    ageConfirmed: z.literal(true, { error: 'Please confirm that you are 21 or over' }),
  })
  .strict();

/** PATCH /clubs/memberships/{membershipId}: one change at a time, each a click. */
export const membershipChangeBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('skip-next') }).strict(),
  z.object({ action: z.literal('unskip-next') }).strict(),
  z.object({ action: z.literal('pause') }).strict(),
  z.object({ action: z.literal('resume') }).strict(),
  z.object({ action: z.literal('cancel') }).strict(),
  z.object({ action: z.literal('card'), cardId: id }).strict(),
  z.object({ action: z.literal('address'), deliveryType: z.enum(['delivery', 'pickup']), addressId: id.optional() }).strict(),
]);
export type MembershipChange = z.infer<typeof membershipChangeBody>;

/** PUT /clubs/{clubId}/cycles/{cycleId}/selection: the sommelier's wines for one shipment. */
export const selectionBody = z
  .object({
    wines: z
      .array(z.object({ catalogueId: id, quantity: z.number().int().min(1).max(12) }).strict())
      .min(1, 'wines: Please pick at least one wine')
      .max(12),
  })
  .strict();

/** POST /clubs/{clubId}/cycles/{cycleId}/rating */
export const ratingBody = z
  .object({ stars: z.number().int().min(1).max(5), comment: plainText(CLUB_RATING_COMMENT_MAX, `comment: at most ${CLUB_RATING_COMMENT_MAX} characters`).optional() })
  .strict();

/**
 * GET /clubs/{clubId}/cycles/{cycleId}/selection: which page of the partner's wines the sheet
 * lists, by title; `search` matches part of a title. A retailer's shelf holds thousands of wines.
 */
export const selectionQuery = z
  .object({
    search: z.string().trim().min(1).max(SEARCH_TEXT_MAX_LENGTH).optional(),
    skip: listSkip.optional(),
    limit: listLimit.optional(),
  })
  .strict();
export type SelectionQuery = z.input<typeof selectionQuery>;

const selectionWine = z.object({ _id: id, title: z.string(), price, stock: z.number().int(), picked: z.number().int(), coversMembers: z.boolean() });
export type SelectionWine = z.infer<typeof selectionWine>;

/** What the sommelier sees while picking: the box so far, a page of the partner's wines with their stock, and whether it covers every member. */
export const selectionSheet = z.object({
  cycle: clubCycle,
  activeMembers: z.number().int(),
  bottles: z.number().int(),
  /** What the selection costs at the shop's prices after offers; a member never pays more than this. */
  shopValue: price.nullable(),
  /** Every wine of the box so far, whichever page is listed. */
  picked: z.array(selectionWine),
  /** The page of the partner's wines on sale, by title. */
  wines: z.array(selectionWine),
  /** How many of the partner's wines on sale match the search (capped as the console's lists are). */
  total: z.number().int(),
});
export type SelectionSheet = z.infer<typeof selectionSheet>;

/** The retailer's pick list of a placed cycle: bottles per wine, and the orders to hand over. */
export const pickList = z.object({
  cycle: clubCycle,
  clubName: z.string(),
  wines: z.array(z.object({ _id: id, title: z.string(), bottles: z.number().int() })),
  orders: z.array(z.object({ _id: id, displayOrderId: z.string(), status: z.string(), shopperName: z.string(), deliveryType: z.string().nullable() })),
});
export type PickList = z.infer<typeof pickList>;

export const retailerClubList = z.object({
  clubs: z.array(clubSummary.extend({ cycles: z.array(clubCycle) })),
});

export const ownClubList = z.object({
  clubs: z.array(clubSummary.extend({ cycles: z.array(clubCycle), activeMembers: z.number().int() })),
});

export const membershipList = z.object({ memberships: z.array(clubMembership) });

/** GET /clubs/partners: the retailers a sommelier may propose a club to. */
export const partnerList = z.object({ partners: z.array(z.object({ _id: id, name: z.string(), city: z.string(), state: z.string() })) });

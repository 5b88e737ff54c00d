import type { ClubCycle, ClubMembership, ClubSummary } from '@wine/contract/clubs';
import { centsToPrice } from '@wine/contract/money';
import { fullName } from '../accounts/present';
import type { ClubRow, CycleRow, MembershipRow } from './queries';
import type { businesses, catalogueItems } from '../../db/schema';

export type CycleWines = Map<string, { quantity: number; wine: typeof catalogueItems.$inferSelect }[]>;
export type Ratings = Map<string, { average: number; count: number }>;

export interface ClubParts {
  club: ClubRow;
  sommelier: { id: string; givenName: string; familyName: string; profilePicture: string | null };
  retailer: typeof businesses.$inferSelect;
}

/** What every view of a cycle names it by: the members' page and the console alike. */
export const cycleHeading = (cycle: CycleRow) => ({
  _id: cycle.id,
  number: cycle.number,
  status: cycle.status,
  cutoffAt: cycle.cutoffAt.toISOString(),
  shipsOn: cycle.shipsOn.toISOString(),
});

export function toCycle(cycle: CycleRow, wines: CycleWines, ratings: Ratings): ClubCycle {
  const rating = ratings.get(cycle.id);
  return {
    ...cycleHeading(cycle),
    wines: (wines.get(cycle.id) ?? []).map(({ quantity, wine }) => ({ _id: wine.id, title: wine.title, quantity, picture: wine.iconUrl })),
    rating: { average: rating?.average ?? null, count: rating?.count ?? 0 },
  };
}

export function toClubSummary(parts: ClubParts, members: number, nextCycle: ClubCycle | null): ClubSummary {
  const { club, sommelier, retailer } = parts;
  return {
    _id: club.id,
    name: club.name,
    description: club.description,
    picture: club.picture,
    bottles: club.bottles,
    price: centsToPrice(club.priceCents),
    cadence: club.cadence,
    style: club.style,
    capacity: club.capacity,
    members,
    status: club.status,
    sommelier: { _id: sommelier.id, name: fullName(sommelier), picture: sommelier.profilePicture },
    retailer: {
      _id: retailer.id,
      name: retailer.name,
      city: retailer.city,
      state: retailer.state,
      addressLine1: retailer.addressLine1,
      deliversToStates: retailer.deliversToStates,
    },
    nextCycle,
  };
}

export function toMembership(
  membership: MembershipRow,
  club: Pick<ClubRow, 'id' | 'name'>,
  card: { brand: string; last4: string },
  address: { addressLine1: string; city: string; state: string } | null,
  next: CycleRow | null,
): ClubMembership {
  return {
    _id: membership.id,
    clubId: club.id,
    clubName: club.name,
    status: membership.status,
    deliveryType: membership.deliveryMode,
    addressId: membership.addressId,
    addressLabel: address ? `${address.addressLine1}, ${address.city}, ${address.state}` : null,
    cardId: membership.cardId,
    cardLabel: `${card.brand} ending in ${card.last4}`,
    nextCycle:
      next && membership.status === 'active'
        ? { _id: next.id, cutoffAt: next.cutoffAt.toISOString(), shipsOn: next.shipsOn.toISOString(), skipped: membership.skipCycleId === next.id }
        : null,
    joinedAt: membership.createdAt.toISOString(),
  };
}

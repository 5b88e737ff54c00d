import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClubDetail, ClubMembership, ClubSummary, ClubCycle, MembershipChange, PickList, SelectionSheet } from '@wine/contract/clubs';
import { clubsRoot } from '../../lib/clubs';
import { publicRequest } from '../../lib/publicClient';
import { readSession } from '../../lib/session';
import { userRequest } from '../../lib/userClient';

/** A club's page: signed in, the viewer's membership and the boxes they may rate come with it. */
export function useClub(clubId: string) {
  const signedIn = readSession() !== null;
  return useQuery({
    queryKey: [...clubsRoot, 'detail', clubId, signedIn],
    queryFn: ({ signal }) => (signedIn ? userRequest<ClubDetail>(`/clubs/${clubId}`, { signal }) : publicRequest<ClubDetail>(`/clubs/${clubId}`, { signal })),
  });
}

export const useMemberships = () =>
  useQuery({
    queryKey: [...clubsRoot, 'memberships'],
    queryFn: ({ signal }) => userRequest<{ memberships: ClubMembership[] }>('/clubs/memberships', { signal }).then((result) => result.memberships),
  });

export type OwnClub = ClubSummary & { cycles: ClubCycle[]; activeMembers: number };
export const useOwnClubs = () =>
  useQuery({ queryKey: [...clubsRoot, 'mine'], queryFn: ({ signal }) => userRequest<{ clubs: OwnClub[] }>('/clubs/mine', { signal }).then((result) => result.clubs) });

export const usePartners = () =>
  useQuery({
    queryKey: [...clubsRoot, 'partners'],
    queryFn: ({ signal }) =>
      userRequest<{ partners: { _id: string; name: string; city: string; state: string }[] }>('/clubs/partners', { signal }).then((result) => result.partners),
  });

export type RetailerClub = ClubSummary & { cycles: ClubCycle[] };
export const useRetailerClubs = () =>
  useQuery({ queryKey: [...clubsRoot, 'retailer'], queryFn: ({ signal }) => userRequest<{ clubs: RetailerClub[] }>('/retailer/clubs', { signal }).then((result) => result.clubs) });

export const usePickList = (clubId: string, cycleId: string | null) =>
  useQuery({
    queryKey: [...clubsRoot, 'pick-list', clubId, cycleId],
    queryFn: ({ signal }) => userRequest<PickList>(`/retailer/clubs/${clubId}/cycles/${cycleId ?? ''}`, { signal }),
    enabled: cycleId !== null,
  });

/** Wines of the partner's shelf the sommelier's pick lists at a time. */
export const SELECTION_PAGE_SIZE = 20;

/** GET /clubs/{clubId}/cycles/{cycleId}/selection?search&skip&limit: the box so far and a page of the partner's wines on sale. */
export const useSelectionSheet = (clubId: string, cycleId: string, search: string, page: number) =>
  useQuery({
    queryKey: [...clubsRoot, 'selection', clubId, cycleId, search, page],
    queryFn: ({ signal }) =>
      userRequest<SelectionSheet>(`/clubs/${clubId}/cycles/${cycleId}/selection`, {
        query: { search: search || undefined, skip: page * SELECTION_PAGE_SIZE, limit: SELECTION_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** A write about clubs; every club answer is asked again afterwards. */
function useClubWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries({ queryKey: clubsRoot }) });
}

export const useJoinClub = (clubId: string) =>
  useClubWrite((body: { cardId: string; deliveryType: 'delivery' | 'pickup'; addressId?: string; ageConfirmed: true }) =>
    userRequest<ClubMembership>(`/clubs/${clubId}/join`, { method: 'POST', body }),
  );

export const useChangeMembership = () =>
  useClubWrite(({ membershipId, change }: { membershipId: string; change: MembershipChange }) =>
    userRequest<ClubMembership>(`/clubs/memberships/${membershipId}`, { method: 'PATCH', body: change }),
  );

export const useCreateClub = () => useClubWrite((body: Record<string, unknown>) => userRequest<ClubSummary>('/clubs', { method: 'POST', body }));

export const useSetSelection = (clubId: string, cycleId: string) =>
  useClubWrite((wines: { catalogueId: string; quantity: number }[]) =>
    userRequest<SelectionSheet>(`/clubs/${clubId}/cycles/${cycleId}/selection`, { method: 'PUT', body: { wines } }),
  );

export const useDecideClub = () =>
  useClubWrite(({ clubId, decision }: { clubId: string; decision: 'accept' | 'decline' }) =>
    userRequest<ClubSummary>(`/retailer/clubs/${clubId}`, { method: 'PATCH', body: { decision } }),
  );

export const useRateBox = (clubId: string) =>
  useClubWrite(({ cycleId, stars }: { cycleId: string; stars: number }) =>
    userRequest<ClubDetail>(`/clubs/${clubId}/cycles/${cycleId}/rating`, { method: 'POST', body: { stars } }),
  );

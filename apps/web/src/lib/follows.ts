import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StorageKey } from '@wine/contract/constants';
import type { FollowRecord } from '@wine/contract/social';
import { ApiError, LoginRequiredError } from './http';
import { openLogin } from './loginPrompt';
import { useSession } from './session';
import { readLocal, writeLocal } from './storage';
import { userRequest } from './userClient';

/**
 * Sommelier follows (spec 000 §4 "Sommelier follow"): the same state machine as wine likes, shown
 * as Like/Liked. The follow records are cached in local storage under `likedUsers` (spec 000 §3),
 * loaded from GET /user/social/follow once a user is signed in (at start or right after login).
 */

export const followsQueryKey = (userId: string) => ['follows', userId] as const;

const readCachedFollows = (): FollowRecord[] | undefined => readLocal<FollowRecord[]>(StorageKey.likedUsers) ?? undefined;

/** GET /user/social/follow: result.data, stored as likedUsers. */
export async function fetchFollows(): Promise<FollowRecord[]> {
  const { data } = await userRequest<{ data: FollowRecord[] }>('/user/social/follow');
  writeLocal(StorageKey.likedUsers, data);
  return data;
}

/** POST /user/social/follow {followId}: the new follow record. */
export const createFollow = (followId: string): Promise<FollowRecord> =>
  userRequest<FollowRecord>('/user/social/follow', { method: 'POST', body: { followId } });

/** DELETE /user/social/follow/{followRecordId}. */
export const deleteFollow = (followRecordId: string): Promise<unknown> =>
  userRequest(`/user/social/follow/${encodeURIComponent(followRecordId)}`, { method: 'DELETE' });

/** The signed-in user's follow records (empty for visitors); the cache shows at once, then refreshes. */
export function useFollows() {
  const userId = useSession()?.user.id ?? '';
  const query = useQuery({
    queryKey: followsQueryKey(userId),
    queryFn: fetchFollows,
    enabled: userId !== '',
    initialData: userId ? readCachedFollows : undefined,
    // The stored cache is only a first paint: always refresh it once per session start.
    initialDataUpdatedAt: 0,
  });
  return { userId, follows: userId ? (query.data ?? []) : [], isLoading: userId !== '' && query.isPending, query };
}

function storeFollows(records: FollowRecord[]): void {
  writeLocal(StorageKey.likedUsers, records);
}

export interface FollowTarget {
  id: string;
}

export interface FollowState {
  /** Whether the heart is filled. */
  followed: boolean;
  busy: boolean;
  /** False on one's own profile or card: a user cannot follow themselves. */
  canFollow: boolean;
  toggle: () => void;
}

/**
 * One sommelier's follow state. Unfollowed becomes followed after a successful create, followed
 * becomes unfollowed after a successful delete; the cache (query data and likedUsers) changes
 * only on success. A visitor's click opens the login popup. As for wine likes (lib/likes.ts), an
 * answer whose status is not 1 leaves the sommelier liked and shows nothing (spec 000 §4, §8).
 */
export function useFollow(targetUserId: string, onChanged?: (followed: boolean) => void): FollowState {
  const queryClient = useQueryClient();
  const { userId, follows } = useFollows();
  const record = follows.find((follow) => follow.followId === targetUserId);
  const [shown, setShown] = useState<boolean | null>(null);
  const followed = shown ?? Boolean(record);

  const mutation = useMutation({
    mutationFn: async (next: boolean): Promise<FollowRecord | null> => {
      if (next) return createFollow(targetUserId);
      if (record) await deleteFollow(record._id);
      return null;
    },
    onSuccess: (created, next) => {
      const key = followsQueryKey(userId);
      const current = queryClient.getQueryData<FollowRecord[]>(key) ?? [];
      const updated = next && created
        ? [...current.filter((follow) => follow.followId !== targetUserId), created]
        : current.filter((follow) => follow.followId !== targetUserId);
      queryClient.setQueryData(key, updated);
      storeFollows(updated);
      setShown(null);
      onChanged?.(next);
    },
    onError: (error, next) => {
      if (error instanceof LoginRequiredError) {
        setShown(null);
        openLogin();
        return;
      }
      // Status not 1: the sommelier is still shown as liked (a failed follow still sets it, a
      // failed unfollow does not revert it), nothing is shown. A network failure changes nothing.
      setShown(error instanceof ApiError && next ? true : null);
    },
  });

  const toggle = () => {
    if (!userId) {
      openLogin();
      return;
    }
    if (mutation.isPending) return;
    const next = !followed;
    setShown(next);
    mutation.mutate(next);
  };

  return { followed, busy: mutation.isPending, canFollow: userId !== targetUserId, toggle };
}

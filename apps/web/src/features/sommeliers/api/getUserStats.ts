import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { userStats } from '@wine/contract/sommeliers';
import { publicRequest } from '../../../lib/publicClient';

export type UserStats = z.infer<typeof userStats>;

export const userStatsQueryKey = (id: string) => ['users', 'stats', id] as const;

/** GET /users/{id}/stats: the Followers, Collections and Wines counts of a profile. */
export const fetchUserStats = (id: string): Promise<UserStats> =>
  publicRequest<UserStats>(`/users/${encodeURIComponent(id)}/stats`);

export function useUserStats(id: string) {
  return useQuery({ queryKey: userStatsQueryKey(id), queryFn: () => fetchUserStats(id), enabled: id !== '' });
}

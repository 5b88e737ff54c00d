import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@wine/contract/users';
import { publicRequest } from '../../../lib/publicClient';

/** Sommelier list size (spec 000 §9). */
export const SOMMELIER_LIMIT = 100;

/** GET /users: approved sommeliers, oldest first (spec 000 §7); result.data. */
export async function fetchSommeliers(): Promise<PublicUser[]> {
  const { data } = await publicRequest<{ data: PublicUser[]; total: number }>('/users', {
    query: {
      type: 'sommelier',
      matchUsers: true,
      $sort: 'createdAt',
      isActive: true,
      $limit: SOMMELIER_LIMIT,
      activeStatus: 'approved',
    },
  });
  return data;
}

export const sommeliersQuery = () => queryOptions({ queryKey: ['users', 'sommeliers'], queryFn: fetchSommeliers });

export const useSommeliers = () => useQuery(sommeliersQuery());

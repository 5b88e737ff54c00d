import { useQuery } from '@tanstack/react-query';
import type { OwnUser } from '@wine/contract/users';
import { storeUser } from '../../../lib/session';
import { userRequest } from '../../../lib/userClient';

export const ownUserQueryKey = (id: string) => ['users', id] as const;

/** GET /users/{id}: the result is saved as user_data (spec 000 §7). */
export async function fetchOwnUser(id: string): Promise<OwnUser> {
  const user = await userRequest<OwnUser>(`/users/${encodeURIComponent(id)}`);
  storeUser(user);
  return user;
}

export function useOwnUser(id: string) {
  return useQuery({ queryKey: ownUserQueryKey(id), queryFn: () => fetchOwnUser(id), enabled: id !== '' });
}

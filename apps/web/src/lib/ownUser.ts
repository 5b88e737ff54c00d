import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnUser, UserUpdateBody } from '@wine/contract/users';
import { storeUser } from './session';
import { userRequest } from './userClient';

/**
 * The signed-in user's own record, shared by every page that reads or changes it (profile,
 * addresses, the sommelier application): one query key, and every answer replaces user_data.
 */
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

export interface UpdateUserInput {
  id: string;
  changes: UserUpdateBody;
}

export const updateUser = ({ id, changes }: UpdateUserInput): Promise<OwnUser> =>
  userRequest<OwnUser>(`/users/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });

/** PATCH /users/{id} on one's own record: the result replaces the stored user data (spec 000 §7). */
export function useUpdateOwnUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      storeUser(user);
      queryClient.setQueryData(ownUserQueryKey(user.id), user);
    },
  });
}

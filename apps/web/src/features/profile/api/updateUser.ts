import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnUser, UserUpdateBody } from '@wine/contract/users';
import { storeUser } from '../../../lib/session';
import { userRequest } from '../../../lib/userClient';
import { ownUserQueryKey } from './getOwnUser';

export interface UpdateUserInput {
  id: string;
  changes: UserUpdateBody;
}

export const updateUser = ({ id, changes }: UpdateUserInput): Promise<OwnUser> =>
  userRequest<OwnUser>(`/users/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });

/** PATCH /users/{id}: the result replaces the stored user data (spec 000 §7). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      storeUser(user);
      queryClient.setQueryData(ownUserQueryKey(user.id), user);
    },
  });
}

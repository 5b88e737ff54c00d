import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnUser } from '@wine/contract/users';
import { userRequest } from '../../../../lib/userClient';

export interface Decision {
  userId: string;
  activeStatus: 'approved' | 'rejected';
}

/** PATCH /users/{id} with `activeStatus` alone: an admin approves, rejects or revokes (DESIGN §5). */
export const decideApplication = ({ userId, activeStatus }: Decision): Promise<OwnUser> =>
  userRequest<OwnUser>(`/users/${encodeURIComponent(userId)}`, { method: 'PATCH', body: { activeStatus } });

export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApplication,
    // The applicant moves between the three lists: refresh them all.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'sommelier-applications'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressInput } from '@wine/contract/addresses';
import { Timing } from '@wine/contract/constants';
import type { OwnUser } from '@wine/contract/users';
import type { AddressKind } from '../../../lib/addresses';
import { fetchOwnUser, ownUserQueryKey, updateUser } from '../../../lib/ownUser';
import { storeUser } from '../../../lib/session';

export interface SaveAddressesInput {
  userId: string;
  kind: AddressKind;
  /** The whole list: the server replaces it (spec 001 §7 "Save addresses"). */
  list: AddressInput[];
}

const saveList = ({ userId, kind, list }: SaveAddressesInput): Promise<OwnUser> =>
  updateUser({ id: userId, changes: kind === 'savedAddress' ? { savedAddress: list } : { billingAddress: list } });

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** PATCH /users/{id} with one replaced list; the answer replaces user_data (spec 001 §7). */
export function useSaveAddresses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveList,
    onSuccess: (user) => {
      storeUser(user);
      queryClient.setQueryData(ownUserQueryKey(user.id), user);
    },
  });
}

/**
 * Deleting saves the list without the entry, then reloads the user (and so the list) after 0.5 s,
 * the card reading "Deleting..." meanwhile (spec 001 §2.7).
 */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveAddressesInput) => {
      await saveList(input);
      await wait(Timing.addressDeleteReload);
      return fetchOwnUser(input.userId);
    },
    onSuccess: (user) => queryClient.setQueryData(ownUserQueryKey(user.id), user),
  });
}

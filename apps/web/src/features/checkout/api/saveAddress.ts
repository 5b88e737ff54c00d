import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressInput } from '@wine/contract/addresses';
import type { OwnUser } from '@wine/contract/users';
import { toAddressInput, type AddressKind } from '../../../lib/addresses';
import { ownUserQueryKey, updateUser } from '../../../lib/ownUser';
import { storeUser } from '../../../lib/session';

export interface AddAddressInput {
  user: OwnUser;
  kind: AddressKind;
  entry: AddressInput;
}

export interface AddAddressResult {
  user: OwnUser;
  /** The new entry's id: the list's last entry, where it was appended. */
  addedId: string | null;
}

/** Adds one address: PATCH /users/{id} with the whole list plus the new entry (spec 001 §7). */
async function addAddress({ user, kind, entry }: AddAddressInput): Promise<AddAddressResult> {
  const list = [...user[kind].map(toAddressInput), entry];
  const updated = await updateUser({ id: user.id, changes: kind === 'savedAddress' ? { savedAddress: list } : { billingAddress: list } });
  // The server answers the list in the order sent; it may give every entry a new id on a save.
  const added = updated[kind][updated[kind].length - 1];
  return { user: updated, addedId: added?._id ?? null };
}

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSuccess: ({ user }) => {
      storeUser(user);
      queryClient.setQueryData(ownUserQueryKey(user.id), user);
    },
  });
}

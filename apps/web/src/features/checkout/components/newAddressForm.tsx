import { useState } from 'react';
import type { OwnUser } from '@wine/contract/users';
import { AddressFormDialog } from '../../../components/ui/AddressFormDialog';
import type { AddressKind } from '../../../lib/addresses';
import { errorMessageOf } from '../../../lib/http';
import { useAddAddress } from '../api/saveAddress';

/**
 * A checkout step's form for a new address of `kind`: `open()` shows it empty, clearing the last
 * attempt's error; once saved it closes and hands the new entry's id to `onAdded`.
 */
export function useNewAddressForm(user: OwnUser, kind: AddressKind, title: string, onAdded: (addedId: string | null) => void) {
  const [formKey, setFormKey] = useState<number | null>(null);
  const add = useAddAddress();
  const open = () => {
    add.reset();
    setFormKey(Date.now());
  };
  const form =
    formKey !== null ? (
      <AddressFormDialog
        key={formKey}
        open
        title={title}
        initial={null}
        saving={add.isPending}
        error={add.isError ? errorMessageOf(add.error, 'Something went wrong') : null}
        onClose={() => setFormKey(null)}
        onSave={(entry) =>
          add.mutate(
            { user, kind, entry },
            {
              onSuccess: ({ addedId }) => {
                setFormKey(null);
                onAdded(addedId);
              },
            },
          )
        }
      />
    ) : null;
  return { open, form };
}

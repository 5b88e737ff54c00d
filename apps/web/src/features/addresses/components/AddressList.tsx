import { useState } from 'react';
import { useSnackbar } from '../../../lib/toast';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import LocationOffIcon from '@mui/icons-material/LocationOffOutlined';
import { BILLING_ADDRESSES_SHOWN, type AddressInput, type SavedAddress } from '@wine/contract/addresses';
import { AddressFormDialog } from '../../../components/ui/AddressFormDialog';
import { toAddressInput } from '../../../lib/addresses';
import { errorMessageOf } from '../../../lib/http';
import type { AddressKind } from '../../../lib/addresses';
import { useDeleteAddress, useSaveAddresses } from '../api/saveAddresses';
import { AddressCard } from './AddressCard';

interface Props {
  userId: string;
  kind: AddressKind;
  /** The whole stored list; billing shows only its first 3 (spec 001 §2.7, §9). */
  addresses: SavedAddress[];
}

interface FormState {
  /** A new key per opening, so that the form starts from its entry. */
  seq: number;
  open: boolean;
  entry: SavedAddress | null;
}

const FALLBACK_ERROR = 'Something went wrong, please try again.';

export function AddressList({ userId, kind, addresses }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveAddresses();
  const remove = useDeleteAddress();
  const [form, setForm] = useState<FormState>({ seq: 0, open: false, entry: null });
  const [confirming, setConfirming] = useState<SavedAddress | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const billing = kind === 'billingAddress';
  const shown = billing ? addresses.slice(0, BILLING_ADDRESSES_SHOWN) : addresses;
  const full = billing && addresses.length >= BILLING_ADDRESSES_SHOWN;
  const label = billing ? 'billing address' : 'delivery address';

  const openForm = (entry: SavedAddress | null) => {
    save.reset();
    setForm((state) => ({ seq: state.seq + 1, open: true, entry }));
  };
  const closeForm = () => setForm((state) => ({ ...state, open: false }));

  const onSave = (input: AddressInput) => {
    const editing = form.entry;
    const list = editing
      ? addresses.map((saved) => (saved._id === editing._id ? input : toAddressInput(saved)))
      : [...addresses.map(toAddressInput), input];
    save.mutate(
      { userId, kind, list },
      {
        onSuccess: () => {
          closeForm();
          enqueueSnackbar(editing ? 'Address updated' : 'Address added', { variant: 'success' });
        },
      },
    );
  };

  const onConfirmDelete = () => {
    const target = confirming;
    setConfirming(null);
    if (!target) return;
    setDeletingId(target._id);
    remove.mutate(
      { userId, kind, list: addresses.filter((saved) => saved._id !== target._id).map(toAddressInput) },
      {
        onSuccess: () => enqueueSnackbar('Address deleted', { variant: 'success' }),
        onSettled: () => setDeletingId(null),
      },
    );
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography color="text.secondary" variant="body2">
          {billing
            ? `Up to ${BILLING_ADDRESSES_SHOWN} billing addresses are kept on file.`
            : 'Wines are delivered to the address chosen at checkout.'}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => openForm(null)} disabled={full || deletingId !== null}>
          Add new
        </Button>
      </Stack>
      {remove.isError ? <Alert severity="error">{errorMessageOf(remove.error, FALLBACK_ERROR)}</Alert> : null}
      {shown.length === 0 ? (
        <Stack spacing={1} sx={{ alignItems: 'center', py: 6, textAlign: 'center', color: 'text.secondary' }}>
          <LocationOffIcon aria-hidden sx={{ fontSize: 48, color: 'primary.main' }} />
          <Typography>{`No ${label} saved yet.`}</Typography>
        </Stack>
      ) : (
        <Box
          component="ul"
          aria-label={billing ? 'Billing addresses' : 'Delivery addresses'}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
        >
          {shown.map((entry) => (
            <li key={entry._id}>
              <AddressCard
                entry={entry}
                deleting={deletingId === entry._id}
                busy={deletingId !== null}
                onEdit={() => openForm(entry)}
                onDelete={() => setConfirming(entry)}
              />
            </li>
          ))}
        </Box>
      )}
      <AddressFormDialog
        key={form.seq}
        open={form.open}
        title={form.entry ? `Edit ${label}` : `Add ${label}`}
        initial={form.entry}
        saving={save.isPending}
        error={save.isError ? errorMessageOf(save.error, FALLBACK_ERROR) : null}
        onClose={closeForm}
        onSave={onSave}
      />
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} aria-labelledby="delete-address-title" maxWidth="xs">
        <DialogTitle id="delete-address-title">Delete this address?</DialogTitle>
        <DialogContent>
          <DialogContentText>{confirming?.address.fullAddress}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={onConfirmDelete}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

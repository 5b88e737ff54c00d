import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { SavedAddress } from '@wine/contract/addresses';
import type { DeliveryTypeValue } from '@wine/contract/checkout';
import type { OwnUser } from '@wine/contract/users';
import { AddressFormDialog } from '../../../components/ui/AddressFormDialog';
import { errorMessageOf } from '../../../lib/http';
import { useAddAddress } from '../api/saveAddress';
import { AddressLines, addressName } from './AddressLines';

interface Props {
  user: OwnUser;
  deliveryType: DeliveryTypeValue;
  onDeliveryType: (value: DeliveryTypeValue) => void;
  addressId: string | null;
  onAddress: (id: string) => void;
}

/**
 * Step 2 (spec 001 §2.14): delivery or pick up in store, and for delivery one address of the
 * saved list, or a new one added here. Choosing an address prices the order again.
 */
export function DeliveryStep({ user, deliveryType, onDeliveryType, addressId, onAddress }: Props) {
  const [formKey, setFormKey] = useState<number | null>(null);
  const add = useAddAddress();
  const addresses: SavedAddress[] = user.savedAddress;

  const openForm = () => {
    add.reset();
    setFormKey(Date.now());
  };

  return (
    <Box>
      <RadioGroup
        row
        aria-label="Delivery or pickup"
        value={deliveryType}
        onChange={(_event, value) => onDeliveryType(value as DeliveryTypeValue)}
        sx={{ mb: 2, gap: 2 }}
      >
        <FormControlLabel value="delivery" control={<Radio />} label="Delivery" />
        <FormControlLabel value="pickup" control={<Radio />} label="Pick up in store" />
      </RadioGroup>

      {deliveryType === 'pickup' ? (
        <Alert severity="info">Pick up your wines at the retailer's store; no delivery fee applies.</Alert>
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              Delivery Address
            </Typography>
            <Button onClick={openForm} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>+Add New</Button>
          </Box>
          {addresses.length === 0 ? (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              No delivery address saved yet. Add one to continue.
            </Typography>
          ) : (
            <RadioGroup
              aria-label="Delivery address"
              value={addressId ?? ''}
              onChange={(_event, value) => onAddress(value)}
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}
            >
              {addresses.map((entry) => (
                <Box
                  key={entry._id}
                  sx={{
                    border: 1,
                    borderColor: addressId === entry._id ? 'primary.main' : 'divider',
                    borderRadius: 2,
                    p: 1.5,
                    display: 'flex',
                    alignItems: 'flex-start',
                  }}
                >
                  <FormControlLabel
                    value={entry._id}
                    control={<Radio sx={{ mt: -0.75 }} />}
                    label={<AddressLines entry={entry} />}
                    aria-label={`Deliver to ${addressName(entry)}, ${entry.address.addressLine1}`}
                    sx={{ alignItems: 'flex-start', m: 0, width: '100%' }}
                  />
                </Box>
              ))}
            </RadioGroup>
          )}
        </>
      )}

      {formKey !== null ? (
        <AddressFormDialog
          key={formKey}
          open
          title="Add delivery address"
          initial={null}
          saving={add.isPending}
          error={add.isError ? errorMessageOf(add.error, 'Something went wrong') : null}
          onClose={() => setFormKey(null)}
          onSave={(entry) =>
            add.mutate(
              { user, kind: 'savedAddress', entry },
              {
                onSuccess: ({ addedId }) => {
                  setFormKey(null);
                  if (addedId) onAddress(addedId);
                },
              },
            )
          }
        />
      ) : null}
    </Box>
  );
}

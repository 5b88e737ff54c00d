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
import { AddressChoice } from './AddressLines';
import { useNewAddressForm } from './newAddressForm';

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
  const newAddress = useNewAddressForm(user, 'savedAddress', 'Add delivery address', (addedId) => {
    if (addedId) onAddress(addedId);
  });
  const addresses: SavedAddress[] = user.savedAddress;

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
            <Button onClick={newAddress.open} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>+Add New</Button>
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
                <AddressChoice key={entry._id} entry={entry} chosen={addressId === entry._id} action="Deliver to" />
              ))}
            </RadioGroup>
          )}
        </>
      )}

      {newAddress.form}
    </Box>
  );
}

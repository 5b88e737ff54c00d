import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { BILLING_ADDRESSES_SHOWN } from '@wine/contract/addresses';
import { Timing } from '@wine/contract/constants';
import { Text } from '@wine/contract/texts';
import type { OwnUser } from '@wine/contract/users';
import type { BillingChoice } from '../../../lib/checkoutContext';
import { AddressChoice } from './AddressLines';
import { useNewAddressForm } from './newAddressForm';

interface Props {
  user: OwnUser;
  /** Pickup has no delivery address to copy. */
  canUseDelivery: boolean;
  billing: BillingChoice;
  onBilling: (choice: BillingChoice) => void;
}

const SAME = 'same';

/**
 * Step 3 (spec 001 §2.14): "Billing Address", "Same as delivery address", the first 3 saved
 * billing addresses, "+Add New" when there are some or a "+ Add Billing Address" tile when there
 * are none; a new address shows "Billing address added successfully." for 2 s.
 */
export function BillingStep({ user, canUseDelivery, billing, onBilling }: Props) {
  const [added, setAdded] = useState(false);
  const newAddress = useNewAddressForm(user, 'billingAddress', 'Add billing address', (addedId) => {
    setAdded(true);
    if (addedId) onBilling({ kind: 'saved', addressId: addedId });
  });
  const shown = user.billingAddress.slice(0, BILLING_ADDRESSES_SHOWN);

  useEffect(() => {
    if (!added) return undefined;
    const timer = setTimeout(() => setAdded(false), Timing.billingAddedNote);
    return () => clearTimeout(timer);
  }, [added]);

  const value = billing?.kind === 'same' ? SAME : billing?.kind === 'saved' ? billing.addressId : '';

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography color="text.secondary">Choose your card's billing address.</Typography>
        {shown.length > 0 ? <Button onClick={newAddress.open} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>{Text.addNew}</Button> : null}
      </Box>
      {added ? (
        <Typography role="status" sx={{ color: 'success.main', fontWeight: 600, mb: 1 }}>
          {Text.billingAdded}
        </Typography>
      ) : null}
      <RadioGroup
        aria-label={Text.billingAddress}
        value={value}
        onChange={(_event, next) => onBilling(next === SAME ? { kind: 'same' } : { kind: 'saved', addressId: next })}
      >
        <FormControlLabel value={SAME} control={<Radio />} label={Text.sameAsDelivery} disabled={!canUseDelivery} sx={{ mb: 1 }} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
          {shown.map((entry) => (
            <AddressChoice key={entry._id} entry={entry} chosen={value === entry._id} action="Bill to" />
          ))}
          {shown.length === 0 ? (
            <ButtonBase
              onClick={newAddress.open}
              sx={{
                border: 2,
                borderStyle: 'dashed',
                borderColor: 'divider',
                borderRadius: 2,
                p: 3,
                color: 'primary.main',
                fontWeight: 700,
                fontSize: '1rem',
              }}
            >
              {Text.addBillingAddress}
            </ButtonBase>
          ) : null}
        </Box>
      </RadioGroup>
      {!canUseDelivery ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          Pick up in store has no delivery address: choose or add a billing address.
        </Alert>
      ) : null}

      {newAddress.form}
    </Box>
  );
}

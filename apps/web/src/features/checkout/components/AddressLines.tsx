import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import type { SavedAddress } from '@wine/contract/addresses';

export const addressName = (entry: SavedAddress): string =>
  entry.address.customData.name || `${entry.address.customData.firstName} ${entry.address.customData.lastName}`;

/** "New York, NY, US 10118": the city/state/country/zip line (spec 001 §2.14 step 3). */
export const placeLine = (address: SavedAddress['address']): string =>
  `${address.city}, ${address.state}, ${address.country} ${address.zip}`;

/** An address as checkout shows it: name, street, the city/state/country/zip line and the phone. */
export function AddressLines({ entry }: { entry: SavedAddress }) {
  const { address } = entry;
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>{addressName(entry)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {[address.addressLine1, address.addressLine2].filter(Boolean).join(', ')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {placeLine(address)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {entry.contactDetails.contactNumber}
      </Typography>
    </>
  );
}

/** A saved address as one choice of a checkout step's radio group: its lines in an outlined box, marked when chosen. */
export function AddressChoice({ entry, chosen, action }: { entry: SavedAddress; chosen: boolean; action: 'Deliver to' | 'Bill to' }) {
  return (
    <Box sx={{ border: 1, borderColor: chosen ? 'primary.main' : 'divider', borderRadius: 2, p: 1.5, display: 'flex', alignItems: 'flex-start' }}>
      <FormControlLabel
        value={entry._id}
        control={<Radio sx={{ mt: -0.75 }} />}
        label={<AddressLines entry={entry} />}
        aria-label={`${action} ${addressName(entry)}, ${entry.address.addressLine1}`}
        sx={{ alignItems: 'flex-start', m: 0, width: '100%' }}
      />
    </Box>
  );
}

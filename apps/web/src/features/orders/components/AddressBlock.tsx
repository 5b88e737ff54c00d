import Typography from '@mui/material/Typography';
import type { PlacedOrder } from '@wine/contract/checkout';

type OrderAddress = NonNullable<PlacedOrder['address']['dropAddress']>;

/** A placed order's address: name, street, city/state/country/zip. */
export function AddressBlock({ address }: { address: OrderAddress }) {
  const name = address.customData.name || `${address.customData.firstName} ${address.customData.lastName}`;
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {[address.addressLine1, address.addressLine2].filter(Boolean).join(', ')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {`${address.city}, ${address.state}, ${address.country} ${address.zip}`}
      </Typography>
    </>
  );
}

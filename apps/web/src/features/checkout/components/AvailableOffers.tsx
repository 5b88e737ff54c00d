import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import { Text } from '@wine/contract/texts';
import type { Coupon } from '../api/getCoupons';

/** Available Offers: the description of each visible active coupon (spec 001 §2.14). */
export function AvailableOffers({ coupons }: { coupons: Coupon[] }) {
  if (coupons.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="available-offers" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, bgcolor: '#fdf6f5' }}>
      <Typography id="available-offers" component="h2" sx={{ fontWeight: 700, mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <LocalOfferIcon aria-hidden fontSize="small" color="primary" />
        {Text.availableOffers}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {coupons.map((coupon) => (
          <Typography component="li" variant="body2" key={coupon._id} sx={{ mb: 0.5 }}>
            {coupon.discount.description}{' '}
            <Box component="span" sx={{ fontWeight: 700, letterSpacing: 0.5 }}>
              ({coupon.code})
            </Box>
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

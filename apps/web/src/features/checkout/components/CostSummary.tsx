import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Pricing } from '@wine/contract/checkout';
import { parsePrice } from '@wine/contract/money';

interface Props {
  pricing: Pricing | undefined;
  /**
   * Delivery chosen but no address yet: the pricing is the pickup one, so the total is the pickup
   * price and the delivery fee waits for the address.
   */
  awaitingAddress: boolean;
  loading: boolean;
}

const PENDING = '—';

function Row({ label, value, strong = false, loading }: { label: string; value: string; strong?: boolean; loading: boolean }) {
  return (
    <Box component="div" role="row" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography component="span" role="rowheader" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography component="span" role="cell" sx={{ fontWeight: strong ? 700 : 500, minWidth: 64, textAlign: 'right', whiteSpace: 'nowrap' }}>
        {loading ? <Skeleton width={64} /> : value}
      </Typography>
    </Box>
  );
}

/**
 * The order cost summary (spec 001 §2.14): order total, the wines' own sale discount, coupon
 * discount, sales tax, delivery fee and the total, the amounts as the server's pricing gives them.
 * A discount line shows only when there is a discount: "-$0.00" for an offer nobody has is noise (issue 45).
 * Each label says what the line is: the wines' own percentage off is a sale price, not one of the
 * Available Offers (coupons), which shoppers took "Offer discount" for.
 */
export function CostSummary({ pricing, awaitingAddress, loading }: Props) {
  const busy = loading && !pricing;
  const minus = (label: string | undefined) => (label ? `-${label}` : PENDING);
  const coupon = pricing?.discount ? `Coupon discount (${pricing.discount.voucherCode})` : 'Coupon discount';
  return (
    <Box role="table" aria-label="Order cost summary">
      <Typography component="h2" variant="h6" sx={{ fontFamily: 'Georgia, serif', mb: 1 }}>
        Order Summary
      </Typography>
      <Box role="rowgroup">
        <Row label="Order total at list price" value={pricing?.totalAmountLabel ?? PENDING} loading={busy} />
        {pricing && parsePrice(pricing.offerDiscount) > 0 ? <Row label="Sale discount on the wines" value={minus(pricing.offerDiscountLabel)} loading={busy} /> : null}
        {pricing && parsePrice(pricing.couponDiscount) > 0 ? <Row label={coupon} value={minus(pricing.couponDiscountLabel)} loading={busy} /> : null}
        <Row label={awaitingAddress ? 'Sales tax at the store' : 'Sales tax'} value={pricing?.totalAddOnCost.taxesLabel ?? PENDING} loading={busy} />
        <Row label="Delivery fee" value={awaitingAddress ? PENDING : (pricing?.totalAddOnCost.shippingLabel ?? PENDING)} loading={busy} />
      </Box>
      <Divider sx={{ my: 1 }} />
      <Box role="rowgroup">
        <Row label={awaitingAddress ? 'Total at pickup price' : 'Total'} value={pricing?.actualAmountLabel ?? PENDING} strong loading={busy} />
      </Box>
      {awaitingAddress ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Priced for pickup until you choose a delivery address: the delivery fee and your address's sales tax follow.
        </Typography>
      ) : null}
    </Box>
  );
}

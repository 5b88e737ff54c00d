import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Pricing } from '@wine/contract/checkout';

interface Props {
  pricing: Pricing | undefined;
  /** Delivery chosen but no address yet: taxes, delivery fee and total wait for the address. */
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
      <Typography component="span" role="cell" sx={{ fontWeight: strong ? 700 : 500, minWidth: 64, textAlign: 'right' }}>
        {loading ? <Skeleton width={64} /> : value}
      </Typography>
    </Box>
  );
}

/**
 * The order cost summary (spec 001 §2.14): order total, offer discount, coupon discount, taxes,
 * delivery fee and the total, every label and value as the server's pricing gives them.
 */
export function CostSummary({ pricing, awaitingAddress, loading }: Props) {
  const show = (value: string | undefined, needsAddress = false) => (needsAddress && awaitingAddress ? PENDING : (value ?? PENDING));
  const busy = loading && !pricing;
  return (
    <Box role="table" aria-label="Order cost summary">
      <Typography component="h2" variant="h6" sx={{ fontFamily: 'Georgia, serif', mb: 1 }}>
        Order Summary
      </Typography>
      <Box role="rowgroup">
        <Row label="Order total" value={show(pricing?.totalAmountLabel)} loading={busy} />
        <Row label="Offer discount" value={pricing ? `-${pricing.offerDiscountLabel}` : PENDING} loading={busy} />
        <Row label="Coupon discount" value={pricing ? `-${pricing.couponDiscountLabel}` : PENDING} loading={busy} />
        <Row label="Taxes" value={show(pricing?.totalAddOnCost.taxesLabel, true)} loading={busy} />
        <Row label="Delivery fee" value={show(pricing?.totalAddOnCost.shippingLabel, true)} loading={busy} />
      </Box>
      <Divider sx={{ my: 1 }} />
      <Box role="rowgroup">
        <Row label="Total" value={show(pricing?.actualAmountLabel, true)} strong loading={busy} />
      </Box>
    </Box>
  );
}

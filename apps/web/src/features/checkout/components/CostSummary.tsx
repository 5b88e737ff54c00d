import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Pricing } from '@wine/contract/checkout';
import { parsePrice } from '@wine/contract/money';

/**
 * Why the server would not price the cart as chosen (issue 45), and what is still known:
 * - address: the chosen address is not served; `pricing` is then the pickup one, whose wine prices,
 *   sale discount and coupon hold, while the tax, the delivery fee and the total depend on the address;
 * - wines: some wines can no longer be bought; their list price and sale discount, from the cart's
 *   own prices, stay shown, while the coupon, tax, fee and total wait until they are removed.
 */
export type SummaryRefusal = { reason: 'address' } | { reason: 'wines'; listLabel: string; saleLabel: string; saleCents: number };

interface Props {
  pricing: Pricing | undefined;
  /**
   * Delivery chosen but no address yet: the pricing is the pickup one, so the total is the pickup
   * price and the delivery fee waits for the address.
   */
  awaitingAddress: boolean;
  loading: boolean;
  refusal?: SummaryRefusal | null;
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
export function CostSummary({ pricing, awaitingAddress, loading, refusal = null }: Props) {
  const wines = refusal?.reason === 'wines' ? refusal : null;
  const addressRefused = refusal?.reason === 'address';
  const busy = loading && !pricing && !wines;
  const minus = (label: string | undefined) => (label ? `-${label}` : PENDING);
  const coupon = pricing?.discount ? `Coupon discount (${pricing.discount.voucherCode})` : 'Coupon discount';
  // What the refusal leaves unknown is marked; everything else keeps its price.
  const dependsOnRefusal = (value: string | undefined) => (refusal ? PENDING : (value ?? PENDING));
  // No offer, no coupon: no "-$0.00" line for them (issue 45).
  const saleShown = wines ? wines.saleCents > 0 : pricing !== undefined && parsePrice(pricing.offerDiscount) > 0;
  const couponShown = Boolean(pricing?.discount) || (pricing !== undefined && parsePrice(pricing.couponDiscount) > 0);
  return (
    <Box role="table" aria-label="Order cost summary">
      <Typography component="h2" variant="h6" sx={{ fontFamily: 'Georgia, serif', mb: 1 }}>
        Order Summary
      </Typography>
      <Box role="rowgroup">
        <Row label="Order total at list price" value={wines?.listLabel ?? pricing?.totalAmountLabel ?? PENDING} loading={busy} />
        {saleShown ? <Row label="Sale discount on the wines" value={minus(wines?.saleLabel ?? pricing?.offerDiscountLabel)} loading={busy} /> : null}
        {couponShown ? <Row label={coupon} value={wines ? PENDING : minus(pricing?.couponDiscountLabel)} loading={busy} /> : null}
        <Row label={awaitingAddress ? 'Sales tax at the store' : 'Sales tax'} value={dependsOnRefusal(pricing?.totalAddOnCost.taxesLabel)} loading={busy} />
        <Row label="Delivery fee" value={awaitingAddress ? PENDING : dependsOnRefusal(pricing?.totalAddOnCost.shippingLabel)} loading={busy} />
      </Box>
      <Divider sx={{ my: 1 }} />
      <Box role="rowgroup">
        <Row label={awaitingAddress ? 'Total at pickup price' : 'Total'} value={dependsOnRefusal(pricing?.actualAmountLabel)} strong loading={busy} />
      </Box>
      {awaitingAddress ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Priced for pickup until you choose a delivery address: the delivery fee and your address's sales tax follow.
        </Typography>
      ) : null}
      {addressRefused ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          We don't deliver to this address: the sales tax, delivery fee and total follow when you choose an address we serve, or pickup.
        </Typography>
      ) : null}
      {wines ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The wines that can still be bought, at their prices: the coupon, sales tax, delivery fee and total follow when you remove the others.
        </Typography>
      ) : null}
    </Box>
  );
}

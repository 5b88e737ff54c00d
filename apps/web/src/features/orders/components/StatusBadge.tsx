import Chip from '@mui/material/Chip';
import { orderStatusInfo, type ShopperOrderWord } from '@wine/contract/order-status';

type Display = ShopperOrderWord;

/**
 * The order status table's word for shoppers, Delivered, Cancelled or Processing (spec 001 §4's
 * history words) and the two failures waiting for them (issue 45), on the history and the order
 * page alike: the spec's order page knows no Cancelled, which showed a cancelled order as Processing
 * (decision 0043).
 */
export const shopperStatus = (status: string): Display => orderStatusInfo(status)?.shopper ?? 'Processing';

const colours: Record<Display, { bg: string; fg: string }> = {
  Delivered: { bg: '#e3f1e6', fg: '#1e5b2c' },
  Cancelled: { bg: '#f6e3e3', fg: '#8a2323' },
  Processing: { bg: '#fbf0dc', fg: '#7a4b00' },
  'Payment failed': { bg: '#f6e3e3', fg: '#8a2323' },
  'Delivery failed': { bg: '#f6e3e3', fg: '#8a2323' },
};

export function StatusBadge({ label }: { label: Display }) {
  const colour = colours[label];
  return <Chip size="small" label={label} sx={{ bgcolor: colour.bg, color: colour.fg, fontWeight: 700 }} />;
}

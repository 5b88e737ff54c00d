import Chip from '@mui/material/Chip';
import { orderStatusInfo, type ShopperOrderWord } from '@wine/contract/order-status';

type Display = ShopperOrderWord;

/** History: the order status table's word for shoppers, Delivered, Cancelled or Processing (spec 001 §4). */
export const historyStatus = (status: string): Display => orderStatusInfo(status)?.shopper ?? 'Processing';

/** Detail: only COMPLETED is Delivered, anything else Processing (spec 001 §4). */
export const detailStatus = (status: string): Display => (status === 'COMPLETED' ? 'Delivered' : 'Processing');

const colours: Record<Display, { bg: string; fg: string }> = {
  Delivered: { bg: '#e3f1e6', fg: '#1e5b2c' },
  Cancelled: { bg: '#f6e3e3', fg: '#8a2323' },
  Processing: { bg: '#fbf0dc', fg: '#7a4b00' },
};

export function StatusBadge({ label }: { label: Display }) {
  const colour = colours[label];
  return <Chip size="small" label={label} sx={{ bgcolor: colour.bg, color: colour.fg, fontWeight: 700 }} />;
}

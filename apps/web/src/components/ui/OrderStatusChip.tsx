import Chip from '@mui/material/Chip';
import { orderStatusInfo, orderStatusLabel, type OrderChip } from '@wine/contract/order-status';

/** The chip colours of the order status table's kinds: what each status asks of the people who run the shop. */
const colours: Record<OrderChip, { bg: string; fg: string }> = {
  neutral: { bg: '#ececec', fg: '#424242' },
  failed: { bg: '#f6e3e3', fg: '#8a2323' },
  paid: { bg: '#fbf0dc', fg: '#7a4b00' },
  handover: { bg: '#e3ecf8', fg: '#1d4477' },
  done: { bg: '#e3f1e6', fg: '#1e5b2c' },
  cancelled: { bg: '#f3e6e6', fg: '#6d2a2a' },
};

/** An order's status as the console and the retailer view name it, coloured by what it asks of them. */
export function OrderStatusChip({ status }: { status: string }) {
  const colour = colours[orderStatusInfo(status)?.chip ?? 'neutral'];
  return <Chip size="small" label={orderStatusLabel(status)} sx={{ bgcolor: colour.bg, color: colour.fg, fontWeight: 700 }} />;
}

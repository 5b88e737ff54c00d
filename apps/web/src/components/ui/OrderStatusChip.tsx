import Chip from '@mui/material/Chip';
import { orderStatusLabel } from '../../lib/orderStatus';

const colours: Record<string, { bg: string; fg: string }> = {
  CONFIRMED: { bg: '#ececec', fg: '#424242' },
  PAYMENT_FAILED: { bg: '#f6e3e3', fg: '#8a2323' },
  CHARGED: { bg: '#fbf0dc', fg: '#7a4b00' },
  READY_FOR_PICKUP: { bg: '#e3ecf8', fg: '#1d4477' },
  OUT_FOR_DELIVERY: { bg: '#e3ecf8', fg: '#1d4477' },
  COMPLETED: { bg: '#e3f1e6', fg: '#1e5b2c' },
  CANCEL: { bg: '#f3e6e6', fg: '#6d2a2a' },
  ADMIN_CANCEL: { bg: '#f3e6e6', fg: '#6d2a2a' },
};

/** An order's status as the console and the retailer view name it, coloured by what it asks of them. */
export function OrderStatusChip({ status }: { status: string }) {
  const colour = colours[status] ?? { bg: '#ececec', fg: '#424242' };
  return <Chip size="small" label={orderStatusLabel(status)} sx={{ bgcolor: colour.bg, color: colour.fg, fontWeight: 700 }} />;
}

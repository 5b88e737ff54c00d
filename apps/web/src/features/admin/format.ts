import { formatMoney, parsePrice } from '@wine/contract/money';

/** Wire prices ("24.99", "-5.00") as the console shows them ("$24.99", "-$5.00"). */
export const dollars = (price: string): string =>
  price.startsWith('-') ? `-${formatMoney(parsePrice(price.slice(1)))}` : formatMoney(parsePrice(price));

const dateTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const dateOnly = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });

/** "Jan 15, 2030, 9:00 AM" in the admin's own time zone. */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

/** A store-calendar date (YYYY-MM-DD) as "Mon, Jan 13", read as that calendar day wherever the admin is. */
export const formatCalendarDate = (date: string): string => dateOnly.format(new Date(`${date}T12:00:00`));

/** How the console names order statuses (docs/decisions/0008-order-state-machine.md). */
export const ORDER_STATUS_LABEL: Record<string, string> = {
  CONFIRMED: 'Awaiting charge',
  PAYMENT_FAILED: 'Payment failed',
  CHARGED: 'Charged',
  READY_FOR_PICKUP: 'Ready for pickup',
  OUT_FOR_DELIVERY: 'Out for delivery',
  COMPLETED: 'Delivered',
  CANCEL: 'Cancelled by shopper',
  ADMIN_CANCEL: 'Cancelled by admin',
};

export const orderStatusLabel = (status: string): string => ORDER_STATUS_LABEL[status] ?? status;

/** OPEN and ASSIGN are the shopper's cart before it is placed: its moves are not the order's history. */
export const isCartStatus = (status: string): boolean => status === 'OPEN' || status === 'ASSIGN';

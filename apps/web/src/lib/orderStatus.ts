/**
 * How the people who run the shop (the console and the retailer view) name order statuses
 * (docs/decisions/0008-order-state-machine.md). Shoppers see the spec's three words instead.
 */
export const ORDER_STATUS_LABEL: Record<string, string> = {
  CONFIRMED: 'Awaiting charge',
  PAYMENT_FAILED: 'Payment failed',
  CHARGED: 'Charged',
  READY_FOR_PICKUP: 'Ready for pickup',
  OUT_FOR_DELIVERY: 'Out for delivery',
  COMPLETED: 'Delivered',
  CANCEL: 'Cancelled by shopper',
  ADMIN_CANCEL: 'Cancelled by Sommlike',
};

export const orderStatusLabel = (status: string): string => ORDER_STATUS_LABEL[status] ?? status;

/** OPEN and ASSIGN are the shopper's cart before it is placed: its moves are not the order's history. */
export const isCartStatus = (status: string): boolean => status === 'OPEN' || status === 'ASSIGN';

import type { RetailerOrderTabValue } from '@wine/contract/retailer';
import { orderStatusInfo } from '@wine/contract/order-status';

/** What a move into this status means in an order's history; moves within the shopper's cart are not shown. */
export const historyLabel = (status: string): string => orderStatusInfo(status)?.history ?? status;

export const DELIVERY_LABEL = { delivery: 'Delivery', pickup: 'Pickup' } as const;

export const RETAILER_TABS: { tab: RetailerOrderTabValue; label: string; hint: string; empty: string }[] = [
  {
    tab: 'new',
    label: 'New',
    hint: 'Placed orders are charged to the shopper’s card at night, after 11:30pm store time. Prepare them if you like, but hand them over only once charged.',
    empty: 'No new orders.',
  },
  {
    tab: 'charged',
    label: 'Charged',
    hint: 'Paid: prepare them, then mark pickup orders ready for pickup and delivery orders out for delivery.',
    empty: 'No charged orders waiting to be prepared.',
  },
  {
    tab: 'handover',
    label: 'In hand-over',
    hint: 'At your counter or on the road: mark them delivered once you checked that the recipient is 21 or over.',
    empty: 'No orders waiting for pickup or out for delivery.',
  },
  { tab: 'done', label: 'Delivered', hint: 'Orders handed over to the shopper.', empty: 'No delivered orders yet.' },
  { tab: 'cancelled', label: 'Cancelled', hint: 'Orders cancelled by the shopper or by Sommlike: do not hand them over.', empty: 'No cancelled orders.' },
];

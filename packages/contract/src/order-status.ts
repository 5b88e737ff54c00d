/**
 * Every order status, once (docs/decisions/0027-order-status-table.md): what the console and the
 * retailer view call it and how its chip looks, the word shoppers see (spec 001 §4: Processing,
 * Delivered, Cancelled), the retailer tab that lists it, whether the shopper has paid, and, in
 * ORDER_MOVES below, where it may go next and who moves it there. The API's state machine, the
 * database's CHECK, the console, the retailer view and the shopper's history all read this table.
 */
/** How an order's number is written everywhere, pages and mails alike: SL-100001. */
export const displayOrderNumber = (orderNumber: number): string => `SL-${orderNumber}`;

export const ORDER_STATUS = {
  /** The shopper's cart (spec 000 §4); ASSIGN is the cart bound to a checkout. Never listed as an order. */
  OPEN: { cart: true, label: 'Cart', history: 'Cart', shopper: 'Processing', chip: 'neutral', retailerTab: null, paid: false },
  ASSIGN: { cart: true, label: 'Cart at checkout', history: 'Cart at checkout', shopper: 'Processing', chip: 'neutral', retailerTab: null, paid: false },
  /** Placed; the nightly job charges it after 11:30pm store time. New to the retailer. */
  CONFIRMED: { cart: false, label: 'Awaiting charge', history: 'Placed by the shopper', shopper: 'Processing', chip: 'neutral', retailerTab: 'new', paid: false },
  /** The charge failed; the shopper was mailed a link to pay. Still new to the retailer. */
  PAYMENT_FAILED: { cart: false, label: 'Payment failed', history: 'Card charge failed', shopper: 'Payment failed', chip: 'failed', retailerTab: 'new', paid: false },
  CHARGED: { cart: false, label: 'Charged', history: 'Card charged', shopper: 'Processing', chip: 'paid', retailerTab: 'charged', paid: true },
  READY_FOR_PICKUP: { cart: false, label: 'Ready for pickup', history: 'Ready for pickup', shopper: 'Processing', chip: 'handover', retailerTab: 'handover', paid: true },
  OUT_FOR_DELIVERY: { cart: false, label: 'Out for delivery', history: 'Out for delivery', shopper: 'Processing', chip: 'handover', retailerTab: 'handover', paid: true },
  COMPLETED: { cart: false, label: 'Delivered', history: 'Delivered', shopper: 'Delivered', chip: 'done', retailerTab: 'done', paid: true },
  CANCEL: { cart: false, label: 'Cancelled by shopper', history: 'Cancelled by shopper', shopper: 'Cancelled', chip: 'cancelled', retailerTab: 'cancelled', paid: false },
  ADMIN_CANCEL: { cart: false, label: 'Cancelled by Sommlike', history: 'Cancelled by Sommlike', shopper: 'Cancelled', chip: 'cancelled', retailerTab: 'cancelled', paid: false },
  // Delivery attempts (issue 32, docs/decisions/0051-delivery-attempts.md): a failed attempt waits for
  // the shopper, who agrees to a re-delivery (the first free, then the FAQ's $20); the third failure
  // returns the order to the retailer, refunded less the fees.
  /** A delivery attempt failed; the shopper was mailed and is asked to agree to a re-delivery. Still with the retailer. */
  DELIVERY_FAILED: { cart: false, label: 'Delivery failed', history: 'Delivery attempt failed', shopper: 'Delivery failed', chip: 'failed', retailerTab: 'handover', paid: true },
  /** The shopper agreed to a re-delivery (and paid its fee when one is due): to go out again. */
  REDELIVERY: { cart: false, label: 'Re-delivery agreed', history: 'Shopper agreed to a re-delivery', shopper: 'Processing', chip: 'handover', retailerTab: 'handover', paid: true },
  /** The third attempt failed: the bottles are back in the retailer's stock and the order refunded less the fees. */
  UNDELIVERED: { cart: false, label: 'Returned after 3 attempts', history: 'Returned to the retailer after the third failed delivery', shopper: 'Cancelled', chip: 'cancelled', retailerTab: 'cancelled', paid: false },
  // Stock (issue 32, docs/decisions/0049-stock-reservation.md): a failed charge not paid in time.
  /** Cancelled because its failed charge was not paid within PAYMENT_WINDOW_HOURS; its bottles went back on the shelf. */
  PAYMENT_EXPIRED: { cart: false, label: 'Cancelled: not paid', history: 'Cancelled: the failed charge was not paid in time', shopper: 'Cancelled', chip: 'cancelled', retailerTab: 'cancelled', paid: false },
} as const satisfies Record<string, OrderStatusInfo>;

export type OrderStatusValue = keyof typeof ORDER_STATUS;
/**
 * The spec's three words, and the two failures that wait for the shopper: shown as Processing above
 * "We could not deliver your order" or a request to pay, they contradicted the page (issue 45,
 * docs/decisions/0061-what-the-shopper-sees-is-what-is-saved.md); they read as the console names them.
 */
export type ShopperOrderWord = 'Processing' | 'Delivered' | 'Cancelled' | 'Payment failed' | 'Delivery failed';
export type OrderChip = 'neutral' | 'failed' | 'paid' | 'handover' | 'done' | 'cancelled';
/** The retailer view's tabs, in their order on the page. */
export const RETAILER_ORDER_TABS = ['new', 'charged', 'handover', 'done', 'cancelled'] as const;
export type RetailerOrderTabValue = (typeof RETAILER_ORDER_TABS)[number];

export interface OrderStatusInfo {
  cart: boolean;
  /** The console's and the retailer view's name. */
  label: string;
  /** What a move into this status means in an order's history. */
  history: string;
  shopper: ShopperOrderWord;
  chip: OrderChip;
  retailerTab: RetailerOrderTabValue | null;
  /** The shopper's card has been charged for it (and not refunded). */
  paid: boolean;
}

/**
 * Who moves an order: the shopper (checkout, cancel), the payment (the nightly charge or the
 * shopper paying a failed charge), the shop's staff (the business's retailer staff or an admin,
 * handing it over or recording a failed delivery attempt) and an admin alone (cancelling, with a refund when paid).
 */
export type OrderActor = 'shopper' | 'payment' | 'staff' | 'admin';

/** The state machine (docs/decisions/0008-order-state-machine.md): every allowed move and its actor. */
export const ORDER_MOVES = {
  OPEN: { ASSIGN: 'shopper', CONFIRMED: 'shopper' },
  ASSIGN: { OPEN: 'shopper', CONFIRMED: 'shopper' },
  CONFIRMED: { CHARGED: 'payment', PAYMENT_FAILED: 'payment', CANCEL: 'shopper', ADMIN_CANCEL: 'admin' },
  PAYMENT_FAILED: { CHARGED: 'payment', CANCEL: 'shopper', ADMIN_CANCEL: 'admin', PAYMENT_EXPIRED: 'payment' },
  CHARGED: { READY_FOR_PICKUP: 'staff', OUT_FOR_DELIVERY: 'staff', COMPLETED: 'staff', ADMIN_CANCEL: 'admin' },
  READY_FOR_PICKUP: { COMPLETED: 'staff', ADMIN_CANCEL: 'admin' },
  OUT_FOR_DELIVERY: { COMPLETED: 'staff', ADMIN_CANCEL: 'admin', DELIVERY_FAILED: 'staff', UNDELIVERED: 'staff' },
  COMPLETED: {},
  CANCEL: {},
  ADMIN_CANCEL: {},
  // Delivery attempts (issue 32): a failed attempt is staff's; the re-delivery the shopper's.
  DELIVERY_FAILED: { REDELIVERY: 'shopper', ADMIN_CANCEL: 'admin' },
  REDELIVERY: { OUT_FOR_DELIVERY: 'staff', COMPLETED: 'staff', ADMIN_CANCEL: 'admin' },
  UNDELIVERED: {},
  PAYMENT_EXPIRED: {},
} as const satisfies Record<OrderStatusValue, Partial<Record<OrderStatusValue, OrderActor>>>;

export const ORDER_STATUS_VALUES = Object.keys(ORDER_STATUS) as OrderStatusValue[];

const isStatus = (status: string): status is OrderStatusValue => Object.hasOwn(ORDER_STATUS, status);

/** The table's row for a status; unknown values (never stored: the database checks) read as undefined. */
export const orderStatusInfo = (status: string): OrderStatusInfo | undefined => (isStatus(status) ? ORDER_STATUS[status] : undefined);

/** Who may move an order from one status to another, or undefined when the move is not allowed. */
export function moveActor(from: string, to: OrderStatusValue): OrderActor | undefined {
  if (!isStatus(from)) return undefined;
  const moves: Partial<Record<OrderStatusValue, OrderActor>> = ORDER_MOVES[from];
  return moves[to];
}

export const canMove = (from: string, to: OrderStatusValue): boolean => moveActor(from, to) !== undefined;

/** The statuses a given actor may move an order to from this one, in the table's order. */
export const movesBy = (from: string, actor: OrderActor): OrderStatusValue[] =>
  ORDER_STATUS_VALUES.filter((to) => moveActor(from, to) === actor);

/** Statuses of placed orders (the cart is the shopper's and never listed), in the table's order. */
export const PLACED_ORDER_STATUSES = ORDER_STATUS_VALUES.filter((status) => !ORDER_STATUS[status].cart) as [OrderStatusValue, ...OrderStatusValue[]];

export const isCartStatus = (status: string): boolean => orderStatusInfo(status)?.cart ?? false;
export const isPaidStatus = (status: string): boolean => orderStatusInfo(status)?.paid ?? false;

/** The console's and the retailer view's name of a status. */
export const orderStatusLabel = (status: string): string => orderStatusInfo(status)?.label ?? status;

/** The statuses the retailer view lists under a tab. */
export const retailerTabStatuses = (tab: RetailerOrderTabValue): OrderStatusValue[] =>
  PLACED_ORDER_STATUSES.filter((status) => ORDER_STATUS[status].retailerTab === tab);

/**
 * Placed and not yet charged (CONFIRMED, PAYMENT_FAILED): the statuses the payment alone may still
 * move to CHARGED. Their bottles are off sale unpaid, so an account's share of them is bounded
 * (UNPAID_BOTTLES_PER_WINE) and retailers see them on their stock page.
 */
export const UNPAID_ORDER_STATUSES = PLACED_ORDER_STATUSES.filter((status) => moveActor(status, 'CHARGED') === 'payment');

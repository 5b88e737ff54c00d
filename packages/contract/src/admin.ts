import { z } from 'zod';
import { DeliveryType } from './checkout';
import { id } from './envelope';
import { email, priceField } from './fields';
import { PLACED_ORDER_STATUSES } from './order-status';
import { isNoShipState, NO_SHIP_STATES, US_STATES } from './states';

/**
 * The admin console's calls (issue 9, slice A): dashboard, coupons, retailers, orders, mail
 * outbox, support tickets and the audit log. Every call is for admins only.
 */

export const ADMIN_PAGE_SIZE = 20;
const skip = z.coerce.number().int().min(0).max(1_000_000).optional();
const limit = z.coerce.number().int().min(1).max(100).optional();
const count = z.number().int();
/** skip/limit of the console's lists that have no other filter. */
export const adminPageQuery = z.object({ skip, limit }).strict();
const person = z.object({ _id: id, name: z.string(), email: z.string() });
const nullableDate = z.string().nullable();

/** An amount typed by an admin: "50", "49.9" or "49.99" dollars, carried as cents. */
const amount = (label: string) =>
  z
    .string()
    .trim()
    .pipe(priceField(`${label} must be an amount in dollars, like 50 or 49.99`));

// Dashboard

export const dashboard = z.object({
  timeZone: z.string(),
  /** The store's calendar date today and the Monday the week started, as YYYY-MM-DD. */
  today: z.string(),
  weekStart: z.string(),
  ordersToday: count,
  ordersThisWeek: count,
  /** Succeeded charges minus succeeded refunds, as a price string. */
  revenueToday: z.string(),
  revenueThisWeek: z.string(),
  awaitingCharge: count,
  paymentFailures: count,
  pendingApplications: count,
  openTickets: count,
});
export type Dashboard = z.infer<typeof dashboard>;

// Coupons

const couponCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9_-]{2,39}$/, 'Code must be 3 to 40 letters, digits, - or _');

const percentage = z
  .number('Percentage must be a number')
  .gt(0, 'Percentage must be more than 0')
  .max(100, 'Percentage can be at most 100')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Percentage can have at most 2 decimals');

const positiveLimit = (label: string) =>
  z.number().int(`${label} must be a whole number`).min(1, `${label} must be at least 1`).max(1_000_000).nullable();

const instant = z.iso.datetime({ offset: true, message: 'must be a date and time' }).nullable();

/** Create or edit a coupon; amounts are bounds on the cart after the wines' own offers. */
export const couponBody = z
  .object({
    code: couponCode,
    description: z.string().trim().min(1, 'Description is required').max(200, 'Description can be at most 200 characters'),
    percentage,
    minAmount: amount('Minimum amount').nullable(),
    maxAmount: amount('Maximum amount').nullable(),
    validFrom: instant,
    validUntil: instant,
    totalLimit: positiveLimit('Total limit'),
    perUserLimit: positiveLimit('Per-user limit'),
    isVisible: z.boolean(),
    isActive: z.boolean(),
  })
  .strict()
  .superRefine((value, issues) => {
    if (value.minAmount !== null && value.maxAmount !== null && value.minAmount > value.maxAmount) {
      issues.addIssue({ code: 'custom', path: ['maxAmount'], message: 'Maximum amount must be at least the minimum amount' });
    }
    if (value.validFrom && value.validUntil && Date.parse(value.validFrom) >= Date.parse(value.validUntil)) {
      issues.addIssue({ code: 'custom', path: ['validUntil'], message: 'Valid until must be after valid from' });
    }
    if (value.totalLimit !== null && value.perUserLimit !== null && value.perUserLimit > value.totalLimit) {
      issues.addIssue({ code: 'custom', path: ['perUserLimit'], message: 'Per-user limit cannot be more than the total limit' });
    }
  });
export type CouponBody = z.input<typeof couponBody>;

export const adminCoupon = z.object({
  _id: id,
  code: z.string(),
  description: z.string(),
  percentage: z.number(),
  minAmount: z.string().nullable(),
  maxAmount: z.string().nullable(),
  validFrom: nullableDate,
  validUntil: nullableDate,
  totalLimit: z.number().int().nullable(),
  perUserLimit: z.number().int().nullable(),
  /** Orders that redeemed it (a cancelled order gives its use back). */
  usedCount: count,
  isVisible: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;
export const adminCouponList = z.object({ coupons: z.array(adminCoupon), total: count });

// Retailers

const usState = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => US_STATES.includes(value), 'must be a US state code, like NY');

export const retailerBody = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(120, 'Name can be at most 120 characters'),
    addressLine1: z.string().trim().min(1, 'Address is required').max(200),
    city: z.string().trim().min(1, 'City is required').max(100),
    state: usState,
    zip: z.string().trim().regex(/^\d{5}$/, 'Zip code must be 5 digits'),
    deliveryFee: amount('Delivery fee'),
    freeDeliveryThreshold: amount('Free-delivery threshold').nullable(),
    deliversToStates: z
      .array(usState)
      .max(US_STATES.length)
      .refine((states) => new Set(states).size === states.length, 'A state is listed twice')
      .refine(
        (states) => !states.some(isNoShipState),
        `The shop does not deliver to ${NO_SHIP_STATES.join(', ')}`,
      ),
  })
  .strict();
export type RetailerBody = z.input<typeof retailerBody>;

export const retailer = z.object({
  _id: id,
  name: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  deliveryFee: z.string(),
  freeDeliveryThreshold: z.string().nullable(),
  deliversToStates: z.array(z.string()),
  /** Users with the retailer role who work for it. */
  staff: z.array(person),
  createdAt: z.string(),
});
export type Retailer = z.infer<typeof retailer>;
export const retailerList = z.object({ retailers: z.array(retailer), total: count });
export const retailerStaffBody = z.object({ email }).strict();
export const retailerStaffParams = z.object({ id, userId: id });

// Orders

export const PlacedOrderStatus = z.enum(PLACED_ORDER_STATUSES);

/** An order number as shown (SL-100001) or typed (100001). */
export const ORDER_NUMBER_PATTERN = /^(?:SL-?)?(\d{1,15})$/i;

export const adminOrdersQuery = z
  .object({
    status: PlacedOrderStatus.optional(),
    businessId: id.optional(),
    /** Placed on or after / on or before these store-calendar dates (YYYY-MM-DD). */
    from: z.iso.date('must be a date like 2030-01-31').optional(),
    to: z.iso.date('must be a date like 2030-01-31').optional(),
    /** An order number or the shopper's email. */
    q: z
      .string()
      .trim()
      .max(254)
      .refine((value) => value === '' || ORDER_NUMBER_PATTERN.test(value) || value.includes('@'), 'Search by order number (SL-100001) or the shopper’s email')
      .optional(),
    skip,
    limit,
  })
  .strict()
  .refine((value) => !value.from || !value.to || value.from <= value.to, { path: ['to'], message: 'must not be before from' });
export type AdminOrdersQuery = z.output<typeof adminOrdersQuery>;

export const adminOrderRow = z.object({
  _id: id,
  displayOrderId: z.string(),
  status: z.string(),
  deliveryType: DeliveryType.nullable(),
  placedAt: nullableDate,
  total: z.string(),
  shopper: person,
  business: z.object({ _id: id, name: z.string() }).nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;
export const adminOrderList = z.object({ orders: z.array(adminOrderRow), total: count });

// Mail outbox and support tickets

export const OutboxStatus = z.enum(['pending', 'sent', 'failed']);
/** One status at a time: outbox_emails_status_idx serves each. */
export const outboxQuery = z.object({ status: OutboxStatus, skip, limit }).strict();
/** A mail's envelope and delivery state; its body is not shown, it may hold single-use links. */
export const outboxMail = z.object({
  _id: id,
  to: z.string(),
  subject: z.string(),
  status: OutboxStatus,
  attempts: count,
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: nullableDate,
});
export type OutboxMail = z.infer<typeof outboxMail>;
export const outboxList = z.object({ mails: z.array(outboxMail), total: count });

export const TicketStatus = z.enum(['OPEN', 'HANDLED']);
export const ticketQuery = z.object({ status: TicketStatus, skip, limit }).strict();
export const supportTicket = z.object({
  _id: id,
  type: z.string(),
  status: TicketStatus,
  name: z.string(),
  emailAddress: z.string(),
  subject: z.string(),
  content: z.string(),
  userId: id.nullable(),
  createdAt: z.string(),
  handledAt: nullableDate,
});
export type SupportTicket = z.infer<typeof supportTicket>;
export const ticketList = z.object({ tickets: z.array(supportTicket), total: count });
export const ticketUpdateBody = z.object({ status: TicketStatus }).strict();

// Audit log

/** The kinds of records admin actions change, as the log's filter offers them. */
export const AUDIT_ENTITY_TYPES = ['order', 'coupon', 'retailer', 'user', 'mail', 'ticket', 'wine', 'collection', 'banner', 'post', 'event'] as const;

export const auditQuery = z
  .object({
    entityType: z.string().trim().regex(/^[a-z_]{1,40}$/, 'must be a record kind, like coupon').optional(),
    entityId: z.string().trim().min(1).max(100).optional(),
    /** The acting admin's email. */
    actor: email.optional(),
    skip,
    limit,
  })
  .strict();
export const auditEntry = z.object({
  _id: id,
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  actor: person.nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditList = z.object({ entries: z.array(auditEntry), total: count });

import { z } from 'zod';
import { id, named } from './envelope';

/**
 * Returns of unopened bottles (issue 32, docs/decisions/0050-returns.md): the shopper asks from a
 * completed order's page within the FAQ's 30 days; the retailer's staff (or the console) accept,
 * refunding at once, or decline with a note. Amounts travel as prices ("12.34"), like orders'.
 */

/** The FAQ: "returns only of unopened wines within 30 days" (spec 001 §5), counted from completion. */
export const RETURN_WINDOW_DAYS = 30;
export const RETURN_WINDOW_MS = RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000;
/** Return requests one account may send in an hour: each mails the retailer's staff and the shopper (issue 44). */
export const RETURN_REQUESTS_PER_HOUR = 5;

/** Why the return button is gone once the window has closed. */
export const RETURN_WINDOW_CLOSED = `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery or pickup.`;

export const RETURN_STATUS_VALUES = ['requested', 'accepted', 'declined'] as const;
export const ReturnStatus = z.enum(RETURN_STATUS_VALUES);
export type ReturnStatusValue = z.infer<typeof ReturnStatus>;

/** What each side calls a state. */
export const RETURN_STATUS_LABEL: Record<ReturnStatusValue, string> = {
  requested: 'Requested',
  accepted: 'Refunded',
  declined: 'Declined',
};

export const RETURN_REASON_MAX = 1000;
export const RETURN_NOTE_MAX = 500;

/** POST /order/{orderId}/returns */
export const returnRequestBody = z
  .object({
    lines: z
      .array(z.object({ catalogueId: id, quantity: z.number().int().min(1).max(10_000) }).strict())
      .min(1, { error: 'Please choose at least one bottle to return' })
      .max(200),
    reason: z.string().trim().min(3, { error: 'Please say why you are returning the bottles' }).max(RETURN_REASON_MAX),
    unopened: z.literal(true, { error: 'Please confirm that the bottles are unopened' }),
  })
  .strict();
export type ReturnRequestBody = z.infer<typeof returnRequestBody>;

export const returnParams = z.object({ returnId: id }).strict();

/** PATCH .../returns/{returnId}/accept: an optional note for the shopper. */
export const returnAcceptBody = z.object({ note: z.string().trim().max(RETURN_NOTE_MAX).optional() }).strict();
/** PATCH .../returns/{returnId}/decline: the note saying why is required. */
export const returnDeclineBody = z
  .object({ note: z.string().trim().min(1, { error: 'Please say why the return is declined' }).max(RETURN_NOTE_MAX) })
  .strict();

export const returnLine = z.object({
  catalogueId: id,
  title: z.string(),
  quantity: z.number().int(),
  refund: z.string(),
});

export const returnRequestView = z.object({
  _id: id,
  orderId: id,
  displayOrderId: z.string(),
  status: ReturnStatus,
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decisionNote: z.string().nullable(),
  lines: z.array(returnLine),
  /** The bottles' price after the wines' offers. */
  goods: z.string(),
  /** Their share of the coupon. */
  couponDiscount: z.string(),
  taxes: z.string(),
  /** What accepting refunds (goods − coupon share + taxes; never the delivery fee). */
  refund: z.string(),
  /** What was refunded, once accepted. */
  refunded: z.string().nullable(),
  shopper: z.object({ name: z.string(), email: z.string() }).nullable(),
  business: named.nullable(),
});
export type ReturnRequestView = z.infer<typeof returnRequestView>;

/** GET /order/{orderId}/returns: whether bottles can be returned now, how many of each, and the requests. */
export const orderReturns = z.object({
  /** Open while the order is completed and its 30 days have not passed. */
  open: z.boolean(),
  /** When the window closes (completion + 30 days), once completed. */
  closesAt: z.string().nullable(),
  /** Why no return can be asked now, when not open. */
  closedReason: z.string().nullable(),
  /**
   * The order's lines as placed: each with its unit price and offer, so that the return form shows
   * what the bottles chosen refund (returnRefund in pricing.ts) before they are sent.
   */
  lines: z.array(
    z.object({
      catalogueId: id,
      title: z.string(),
      bought: z.number().int(),
      returnable: z.number().int(),
      unitPrice: z.string(),
      discountPercent: z.number().nullable(),
    }),
  ),
  /** The order's coupon discount and tax, which a return's refund takes its share of. */
  couponDiscount: z.string(),
  taxes: z.string(),
  requests: z.array(returnRequestView),
});
export type OrderReturns = z.infer<typeof orderReturns>;

export const RETURNS_MAX_LIMIT = 100;
/** GET /retailer/returns, GET /admin/returns: newest first, optionally one state. */
export const returnListQuery = z
  .object({
    status: ReturnStatus.optional(),
    skip: z.coerce.number().int().min(0).max(1_000_000).optional(),
    limit: z.coerce.number().int().min(1).max(RETURNS_MAX_LIMIT).optional(),
  })
  .strict();
export type ReturnListQuery = z.input<typeof returnListQuery>;

export const returnList = z.object({ requests: z.array(returnRequestView), total: z.number().int() });
export type ReturnList = z.infer<typeof returnList>;

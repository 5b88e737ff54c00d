import { z } from 'zod';
import { savedAddress } from './addresses';
import { DeliveryType } from './checkout';
import { id, named } from './envelope';
import { orderMoneyMoved } from './order-money';

/**
 * Order hand-over in the operations console, shared by the admin console and the retailer view:
 * the same calls' bodies and the same order detail (docs/decisions/0008-order-state-machine.md).
 */

const optionalNote = z.string().trim().max(500, 'A note can be at most 500 characters').optional();

/** Mark ready for pickup / out for delivery. */
export const handOverBody = z.object({ note: optionalNote }).strict();

/** Mark delivered: the recipient's age (21 or over) was checked at hand-over, as the FAQ promises. */
export const deliveredBody = z
  .object({
    ageChecked: z.literal(true, 'Please confirm that you checked the recipient is 21 or over'),
    note: optionalNote,
  })
  .strict();

export const ORDER_NOTE_MAX_LENGTH = 1000;
export const orderNoteBody = z
  .object({
    body: z
      .string()
      .trim()
      .min(1, 'Please write a note')
      .max(ORDER_NOTE_MAX_LENGTH, `A note can be at most ${ORDER_NOTE_MAX_LENGTH} characters`),
  })
  .strict();

/** The hand-over steps an order can take next, as the console's buttons offer them. */
export const HandOverStep = z.enum(['READY_FOR_PICKUP', 'OUT_FOR_DELIVERY', 'COMPLETED']);
export type HandOverStepValue = z.infer<typeof HandOverStep>;

export const orderNote = z.object({ _id: id, body: z.string(), createdAt: z.string(), author: named.nullable() });
export type OrderNote = z.infer<typeof orderNote>;

/** What the console shows of an order wherever it names one: its row in the list and the top of its page. */
export const consoleOrderHeading = {
  _id: id,
  displayOrderId: z.string(),
  status: z.string(),
  deliveryType: DeliveryType.nullable(),
  placedAt: z.string().nullable(),
  shopper: named.extend({ email: z.string() }),
  business: named.nullable(),
};

/** An order as the console shows it: lines and totals as charged, its payments, history and notes. */
export const consoleOrder = z.object({
  ...consoleOrderHeading,
  chargedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  items: z.array(
    z.object({
      catalogueId: id,
      title: z.string(),
      code: z.string().nullable(),
      quantity: z.number().int(),
      unitPrice: z.string(),
      discountPercent: z.number().nullable(),
      lineTotal: z.string(),
    }),
  ),
  subtotal: z.string(),
  offerDiscount: z.string(),
  couponDiscount: z.string(),
  couponCode: z.string().nullable(),
  taxes: z.string(),
  shipping: z.string(),
  total: z.string(),
  address: z.object({ dropAddress: savedAddress.shape.address.nullable(), billingAddress: savedAddress.shape.address.nullable() }),
  contactNumber: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** The money that moved, as the shopper's order carries it: the console tells the same story (order-money.ts, issue 45). */
  money: orderMoneyMoved,
  /** Charges and refunds, oldest first; shown to admins only (an empty list for a retailer). */
  payments: z.array(
    z.object({
      _id: id,
      kind: z.enum(['charge', 'refund']),
      status: z.string(),
      amount: z.string(),
      /** The card this attempt used; null when the shop did not record it (before issue 29). */
      card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
      failureMessage: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** Every status change, oldest first, with who made it (null: the shop itself, e.g. the nightly charge). */
  history: z.array(
    z.object({
      _id: id,
      fromStatus: z.string().nullable(),
      toStatus: z.string(),
      note: z.string().nullable(),
      createdAt: z.string(),
      actor: named.nullable(),
    }),
  ),
  notes: z.array(orderNote),
  ageCheck: z.object({ checkedAt: z.string(), checkedBy: named.nullable() }).nullable(),
  nextSteps: z.array(HandOverStep),
});
export type ConsoleOrder = z.infer<typeof consoleOrder>;

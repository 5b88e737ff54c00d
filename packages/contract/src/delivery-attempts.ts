import { z } from 'zod';
import { named } from './envelope';
import type { Cents } from './money';
import type { OrderStatusValue } from './order-status';

/**
 * Delivery attempts (issue 32, the FAQ's policies: "three delivery attempts; a $20 re-delivery fee";
 * docs/decisions/0051-delivery-attempts.md). The retailer records each failed attempt on the
 * hand-over panel; the shopper agrees to a re-delivery from the order's page; the third failure
 * sends the order back to the retailer and refunds it less the fees.
 */

/** The FAQ's three delivery attempts: the third failure ends the order. */
export const MAX_DELIVERY_ATTEMPTS = 3;

/** The FAQ's re-delivery fee, charged for every re-delivery after the first (which is free). */
export const REDELIVERY_FEE_CENTS: Cents = 2000;

/** What a re-delivery after failed attempt `attempt` costs: the first is free, each further one the fee. */
export const redeliveryFeeCents = (attempt: number): Cents => (attempt <= 1 ? 0 : REDELIVERY_FEE_CENTS);

/**
 * The staff's moves a failed attempt makes (the hand-over steps are the others): another try
 * waiting for the shopper, or, after the last, the order back with the retailer.
 */
export const DELIVERY_ATTEMPT_OUTCOMES = ['DELIVERY_FAILED', 'UNDELIVERED'] as const satisfies readonly OrderStatusValue[];

export const DeliveryFailureReason = z.enum(['nobody_home', 'no_id', 'refused'], 'Please choose why the delivery failed');
export type DeliveryFailureReasonValue = z.infer<typeof DeliveryFailureReason>;

/** How the retailer, the console and the shopper's mail and page name each reason. */
export const DELIVERY_FAILURE_REASONS: Record<DeliveryFailureReasonValue, string> = {
  nobody_home: 'Nobody home',
  no_id: 'No ID: nobody aged 21 or over could show a valid ID',
  refused: 'Refused at the door',
};

/** POST {retailer|admin}/orders/{id}/delivery-attempts: a failed attempt of an order out for delivery. */
export const deliveryAttemptBody = z
  .object({
    reason: DeliveryFailureReason,
    note: z.string().trim().max(500, 'A note can be at most 500 characters').optional(),
  })
  .strict();

/** POST /order/{id}/redelivery: the shopper agrees to the re-delivery after failed attempt `attempt`. */
export const redeliveryBody = z.object({ attempt: z.number().int().min(1).max(MAX_DELIVERY_ATTEMPTS - 1) }).strict();

export const deliveryAttempt = z.object({
  number: z.number().int(),
  reason: DeliveryFailureReason,
  note: z.string().nullable(),
  createdAt: z.string(),
  /** Who recorded it (null when that account is gone); not shown to shoppers. */
  recordedBy: named.nullable(),
  /** When the shopper agreed to deliver again, and what that cost ("0.00" for the first). */
  redeliveryAgreedAt: z.string().nullable(),
  redeliveryFee: z.string().nullable(),
});
export type DeliveryAttempt = z.infer<typeof deliveryAttempt>;

/** An order's delivery attempts as the shopper's order page shows them. */
export const orderDelivery = z.object({
  attempts: z.array(deliveryAttempt.omit({ recordedBy: true, note: true })),
  /** The re-delivery the shopper may agree to now, with its price and the card it is charged to. */
  redelivery: z
    .object({
      attempt: z.number().int(),
      fee: z.string(),
      card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    })
    .nullable(),
  /** After the last failed attempt: what was refunded and what was kept. */
  returned: z.object({ refunded: z.string(), deliveryFee: z.string(), redeliveryFees: z.string() }).nullable(),
});
export type OrderDelivery = z.infer<typeof orderDelivery>;

export const consoleDeliveryAttempts = z.object({ attempts: z.array(deliveryAttempt) });
export type ConsoleDeliveryAttempts = z.infer<typeof consoleDeliveryAttempts>;

import { z } from 'zod';
import { id } from './envelope';

/** Saved cards and card payments (spec 001 §2.16, §3, §7 "Cards"; DESIGN §6). */

export const PaymentsProvider = z.enum(['test', 'stripe']);
export type PaymentsProviderValue = z.infer<typeof PaymentsProvider>;

/** A card brand as people write it ("visa" → "Visa"): the payment gateway sends brands lower-case. */
export const brandName = (brand: string): string => brand.charAt(0).toUpperCase() + brand.slice(1);

/** How a card is named everywhere, pages and mails alike: "Visa ending in 4242". */
export const cardName = (card: { brand: string; last4: string }): string => `${brandName(card.brand)} ending in ${card.last4}`;

/** A saved card as the app sees it: never more than brand and last 4 digits. */
export const savedCard = z.object({ id, brand: z.string(), last4: z.string() });
export type SavedCard = z.infer<typeof savedCard>;

/** POST /user/{id}/add-card/initialize: the payment start response (amount in cents). */
export const addCardInitializeResult = z.object({
  provider: PaymentsProvider,
  stripe_data: z.object({ client_secret: z.string(), publishable_key: z.string().optional() }),
  txnId: id,
  amount: z.number().int(),
});
export type AddCardInitializeResult = z.infer<typeof addCardInitializeResult>;

/** POST /user/{id}/add-card: the card-confirm return page (sourceId = the provider's payment id). */
export const addCardBody = z
  .object({ sourceId: z.string().min(1).max(200), verificationToken: z.string().min(1).max(300), businessId: z.string().max(100).nullish() })
  .strict();

/** POST /user/{id}/add-card/complete. */
export const addCardCompleteBody = z.object({ txnId: id }).strict();

/** Answer of add-card and complete once the card is saved. */
export const addCardResult = z.object({ txnId: id, card: savedCard });
export type AddCardResult = z.infer<typeof addCardResult>;

export const cardList = z.object({ cards: z.array(savedCard) });
export type CardList = z.infer<typeof cardList>;

export const disableCardBody = z.object({ cardId: id, businessId: z.string().max(100).nullish() }).strict();
export const disableCardResult = z.object({ cardId: id, enable: z.literal(false) });

/** The built-in test gateway's card form (PAYMENTS_PROVIDER=test), standing in for Stripe Elements. */
export const testConfirmBody = z
  .object({
    clientSecret: z.string().min(1).max(200),
    number: z.string().min(12).max(23),
    expMonth: z.coerce.number().int().min(1).max(12),
    expYear: z.coerce.number().int().min(0).max(9999),
    cvc: z.string().regex(/^\d{3,4}$/, 'The CVC must be 3 or 4 digits'),
  })
  .strict();
export type TestConfirmBody = z.input<typeof testConfirmBody>;

/** Stripe's PaymentIntent statuses, as far as the app needs them. */
export const IntentStatus = z.enum(['succeeded', 'processing', 'requires_action', 'requires_payment_method', 'canceled']);
export type IntentStatusValue = z.infer<typeof IntentStatus>;

export const testIntentResult = z.object({
  status: IntentStatus,
  /** The provider's message when the card was refused (e.g. "Your card was declined."). */
  message: z.string().optional(),
});
export type TestIntentResult = z.infer<typeof testIntentResult>;

/** The 3-D Secure stand-in: the shopper completes or fails the authentication. */
export const testAuthenticateBody = z.object({ clientSecret: z.string().min(1).max(200), approve: z.boolean() }).strict();

/** POST /order/{id}/pay: pay a payment-failed order on-session with a saved card. */
export const payOrderBody = z.object({ cardId: id }).strict();
export const payOrderResult = z.object({
  orderId: id,
  paymentStatus: z.enum(['succeeded', 'requires_action']),
  /** With requires_action: the secret the provider's script needs to authenticate the payment. */
  clientSecret: z.string().optional(),
  orderStatus: z.string(),
});
export type PayOrderResult = z.infer<typeof payOrderResult>;

/** GET /order/{id}/payment: what the pay page needs about a payment-failed order. */
export const orderPaymentInfo = z.object({
  orderId: id,
  orderNumber: z.number().int(),
  orderStatus: z.string(),
  amount: z.number().int(),
  cardId: id.nullable(),
  failureMessage: z.string().nullable(),
  requiresAction: z.boolean(),
  provider: PaymentsProvider,
  publishableKey: z.string().optional(),
});
export type OrderPaymentInfo = z.infer<typeof orderPaymentInfo>;

/**
 * The one payment interface (DESIGN §6). Two providers implement it: the built-in test gateway
 * (offline, Stripe's test cards) and Stripe. Amounts are integer cents (USD).
 */

export type ProviderName = 'test' | 'stripe';

/** The idempotency key of a user's customer: two concurrent creations make one. */
export const customerKey = (userId: string) => `customer-${userId}`;
/** The idempotency key of an order's off-session charge: a retried night never charges twice. */
export const chargeKey = (orderId: string) => `order-${orderId}-charge`;

export interface SavedCardData {
  customerId: string;
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface CardSetupStart {
  intentId: string;
  clientSecret: string;
  amountCents: number;
}

/** The verification payment that saves a card, as the provider sees it now. */
export type CardSetupResult =
  | { status: 'succeeded'; card: SavedCardData }
  /** Not confirmed yet: no card entered, processing, or waiting for an authentication. */
  | { status: 'pending'; detail: 'requires_payment_method' | 'processing' | 'requires_action' }
  | { status: 'failed'; code: string; message: string };

export type ChargeResult =
  | { status: 'succeeded'; ref: string }
  | { status: 'declined'; ref: string | null; code: string; message: string }
  | { status: 'requires_action'; ref: string; clientSecret: string; code: string; message: string };

export interface ChargeInput {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

export interface PaymentGateway {
  readonly provider: ProviderName;
  /** Given to the app's payment form (Stripe Elements); absent for the test gateway. */
  readonly publishableKey: string | undefined;
  /** The provider's customer of a user; the key makes concurrent creations answer one customer. */
  createCustomer(input: { userId: string; email: string; name: string; idempotencyKey: string }): Promise<string>;
  /** Starts the verification payment that saves a card for off-session use. */
  startCardSetup(input: { customerId: string; amountCents: number; idempotencyKey: string; metadata: Record<string, string> }): Promise<CardSetupStart>;
  /** Reads the verification payment; on success answers the card to save. */
  confirmCardSetup(intentId: string): Promise<CardSetupResult>;
  /** Gives the verification amount back. */
  refundCardSetup(intentId: string, idempotencyKey: string): Promise<void>;
  /** Charges a saved card without the shopper (the nightly charge). */
  chargeOffSession(input: ChargeInput): Promise<ChargeResult>;
  /** Charges a saved card with the shopper present: may ask for an authentication (3-D Secure). */
  chargeOnSession(input: ChargeInput): Promise<ChargeResult>;
  /** The state of an earlier charge (after the shopper's authentication). */
  retrieveCharge(ref: string): Promise<ChargeResult>;
  /** Refunds a succeeded charge, fully or the amount given. */
  refundCharge(input: { ref: string; amountCents: number; idempotencyKey: string }): Promise<{ refundRef: string }>;
}

/** A provider could not be reached or answered an error that is not the card's. */
export class GatewayError extends Error {}

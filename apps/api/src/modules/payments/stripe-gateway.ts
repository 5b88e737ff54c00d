import Stripe from 'stripe';
import { GatewayError, type CardSetupResult, type ChargeInput, type ChargeResult, type PaymentGateway } from './gateway';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (tests: a local stand-in). */
  apiBase: string | undefined;
}

const CURRENCY = 'usd';

/** The Stripe SDK client, pointed at STRIPE_API_BASE when set. */
export function stripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  return new Stripe(settings.secretKey, {
    telemetry: false,
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'sommlike-wine-marketplace' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  });
}

const isStripeError = (error: unknown): error is Stripe.errors.StripeError => error instanceof Stripe.errors.StripeError;

function chargeResultOf(intent: Stripe.PaymentIntent): ChargeResult {
  if (intent.status === 'succeeded') return { status: 'succeeded', ref: intent.id };
  const lastError = intent.last_payment_error;
  if (intent.status === 'requires_action' || intent.status === 'requires_confirmation' || lastError?.code === 'authentication_required') {
    return {
      status: 'requires_action',
      ref: intent.id,
      clientSecret: intent.client_secret ?? '',
      code: lastError?.code ?? 'authentication_required',
      message: lastError?.message ?? 'This payment requires authentication.',
    };
  }
  if (intent.status === 'processing') {
    // Card payments settle at once; a processing card payment is treated as not done yet.
    throw new GatewayError(`Stripe payment ${intent.id} is still processing`);
  }
  return {
    status: 'declined',
    ref: intent.id,
    code: lastError?.decline_code ?? lastError?.code ?? intent.status,
    message: lastError?.message ?? 'Your card was declined.',
  };
}

export class StripeGateway implements PaymentGateway {
  readonly provider = 'stripe' as const;
  readonly publishableKey: string;
  readonly stripe: Stripe;

  constructor(readonly settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    this.stripe = stripeClient(settings);
  }

  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isStripeError(error)) throw new GatewayError(`Stripe ${what} failed: ${error.type} ${error.code ?? ''} ${error.message}`);
      throw error;
    }
  }

  async createCustomer(input: { userId: string; email: string; name: string; idempotencyKey: string }): Promise<string> {
    const customer = await this.call('customer creation', () =>
      this.stripe.customers.create(
        { email: input.email, name: input.name, metadata: { userId: input.userId } },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return customer.id;
  }

  async startCardSetup(input: { customerId: string; amountCents: number; idempotencyKey: string; metadata: Record<string, string> }) {
    const intent = await this.call('card setup', () =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: CURRENCY,
          customer: input.customerId,
          setup_future_usage: 'off_session',
          allowed_payment_method_types: ['card'],
          description: 'Card verification (refunded)',
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    if (!intent.client_secret) throw new GatewayError('Stripe answered a payment without a client secret');
    return { intentId: intent.id, clientSecret: intent.client_secret, amountCents: intent.amount };
  }

  async confirmCardSetup(intentId: string): Promise<CardSetupResult> {
    const intent = await this.call('card setup read', () => this.stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] }));
    switch (intent.status) {
      case 'succeeded': {
        const method = intent.payment_method;
        if (!method || typeof method === 'string' || !method.card) throw new GatewayError(`Stripe payment ${intent.id} has no card`);
        const customerId = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
        if (!customerId) throw new GatewayError(`Stripe payment ${intent.id} has no customer`);
        return {
          status: 'succeeded',
          card: {
            customerId,
            paymentMethodId: method.id,
            brand: method.card.brand,
            last4: method.card.last4,
            expMonth: method.card.exp_month,
            expYear: method.card.exp_year,
          },
        };
      }
      case 'processing':
        return { status: 'pending', detail: 'processing' };
      case 'requires_action':
      case 'requires_confirmation':
        return { status: 'pending', detail: 'requires_action' };
      case 'canceled':
        return { status: 'failed', code: 'canceled', message: 'The payment was canceled.' };
      default: {
        const lastError = intent.last_payment_error;
        if (lastError) return { status: 'failed', code: lastError.decline_code ?? lastError.code ?? 'card_declined', message: lastError.message ?? 'Your card was declined.' };
        return { status: 'pending', detail: 'requires_payment_method' };
      }
    }
  }

  async refundCardSetup(intentId: string, idempotencyKey: string): Promise<void> {
    await this.call('verification refund', () => this.stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey }));
  }

  async chargeOffSession(input: ChargeInput): Promise<ChargeResult> {
    return this.charge(input, true);
  }

  async chargeOnSession(input: ChargeInput): Promise<ChargeResult> {
    return this.charge(input, false);
  }

  private async charge(input: ChargeInput, offSession: boolean): Promise<ChargeResult> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: CURRENCY,
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          allowed_payment_method_types: ['card'],
          off_session: offSession,
          confirm: true,
          description: input.description,
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return chargeResultOf(intent);
    } catch (error) {
      // A refused card is an answer, not a failure: Stripe reports it as a card error with the payment.
      if (error instanceof Stripe.errors.StripeCardError) {
        const intent = error.payment_intent;
        if (error.code === 'authentication_required' && intent?.client_secret) {
          return {
            status: 'requires_action',
            ref: intent.id,
            clientSecret: intent.client_secret,
            code: 'authentication_required',
            message: error.message,
          };
        }
        return { status: 'declined', ref: intent?.id ?? null, code: error.decline_code ?? error.code ?? 'card_declined', message: error.message };
      }
      if (isStripeError(error)) throw new GatewayError(`Stripe charge failed: ${error.type} ${error.code ?? ''} ${error.message}`);
      throw error;
    }
  }

  async retrieveCharge(ref: string): Promise<ChargeResult> {
    return chargeResultOf(await this.call('payment read', () => this.stripe.paymentIntents.retrieve(ref)));
  }

  async refundCharge(input: { ref: string; amountCents: number; idempotencyKey: string }): Promise<{ refundRef: string }> {
    const refund = await this.call('refund', () =>
      this.stripe.refunds.create({ payment_intent: input.ref, amount: input.amountCents }, { idempotencyKey: input.idempotencyKey }),
    );
    return { refundRef: refund.id };
  }

  /** Verifies a webhook body against its Stripe-Signature header; throws when it does not match. */
  constructEvent(rawBody: Buffer, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
  }
}

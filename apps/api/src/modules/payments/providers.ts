import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import type { PaymentGateway } from './gateway';
import { StripeGateway } from './stripe-gateway';
import { TestGateway } from './test-gateway';

// One gateway per configuration (the Stripe SDK keeps its connections); no state lives in it.
const stripeGateways = new WeakMap<Config, StripeGateway>();

/** The configured provider (PAYMENTS_PROVIDER). */
export function gatewayFor(ctx: Pick<AppContext, 'config' | 'db'>): PaymentGateway {
  return ctx.config.payments.provider === 'stripe' ? stripeGatewayFor(ctx) : new TestGateway(ctx.db);
}

export function stripeGatewayFor(ctx: Pick<AppContext, 'config'>): StripeGateway {
  const settings = ctx.config.payments.stripe;
  if (ctx.config.payments.provider !== 'stripe' || !settings) throw notFound('Stripe payments');
  let gateway = stripeGateways.get(ctx.config);
  if (!gateway) {
    gateway = new StripeGateway(settings);
    stripeGateways.set(ctx.config, gateway);
  }
  return gateway;
}

/** The built-in gateway's own calls (its card form), only while it is the configured provider. */
export function testGatewayFor(ctx: Pick<AppContext, 'config' | 'db'>): TestGateway {
  if (ctx.config.payments.provider !== 'test') throw notFound('Test payments');
  return new TestGateway(ctx.db);
}

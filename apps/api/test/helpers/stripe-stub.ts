import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server standing in for Stripe's API (the SDK is pointed at it via STRIPE_API_BASE).
 * It records every request (method, path, form body, headers) so tests can assert what we send,
 * honours idempotency keys like Stripe, and knows Stripe's test payment methods:
 * pm_card_visa succeeds, pm_card_chargeDeclined is declined, pm_card_authenticationRequired needs
 * authentication (off-session: the authentication_required card error).
 */

export interface RecordedRequest {
  method: string;
  path: string;
  body: Record<string, string>;
  headers: http.IncomingHttpHeaders;
}

interface StubIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  status: string;
  client_secret: string;
  setup_future_usage: string | null;
  metadata: Record<string, string>;
  last_payment_error: null | { type: string; code: string; decline_code?: string; message: string };
}

const TEST_PAYMENT_METHODS: Record<string, { brand: string; last4: string; behavior: 'succeed' | 'decline' | 'authenticate' }> = {
  pm_card_visa: { brand: 'visa', last4: '4242', behavior: 'succeed' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', behavior: 'decline' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3155', behavior: 'authenticate' },
};

const DECLINE = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
const AUTH_REQUIRED = { type: 'card_error', code: 'authentication_required', message: 'Your card was declined. This transaction requires authentication.' };

export interface StripeStub {
  url: string;
  requests: RecordedRequest[];
  /** Requests to one method and path (e.g. 'POST', '/v1/payment_intents'). */
  calls: (method: string, path: string) => RecordedRequest[];
  intents: Map<string, StubIntent>;
  refunds: { id: string; payment_intent: string; amount: number }[];
  /** What Stripe.js does in the browser: confirms a payment with a card. */
  confirmIntent: (intentId: string, paymentMethodId: string) => StubIntent;
  /** The shopper completes 3-D Secure. */
  authenticate: (intentId: string) => StubIntent;
  close: () => Promise<void>;
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startStripeStub(): Promise<StripeStub> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, StubIntent>();
  const refunds: StripeStub['refunds'] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  // Stripe's test methods, plus the methods created when a shopper's card is confirmed.
  const PAYMENT_METHODS = { ...TEST_PAYMENT_METHODS };
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_stub${++counter}`;

  function paymentMethodObject(id: string) {
    const method = PAYMENT_METHODS[id];
    if (!method) return id;
    return { id, object: 'payment_method', type: 'card', card: { brand: method.brand, last4: method.last4, exp_month: 12, exp_year: 2034 } };
  }

  function present(intent: StubIntent, expand: string[]) {
    return expand.includes('payment_method') && intent.payment_method ? { ...intent, payment_method: paymentMethodObject(intent.payment_method) } : intent;
  }

  function handle(method: string, path: string, body: Record<string, string>, expand: string[]): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/customers') {
      return { status: 200, body: { id: nextId('cus'), object: 'customer', email: body.email ?? null, name: body.name ?? null } };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = nextId('pi');
      const metadata = Object.fromEntries(
        Object.entries(body).flatMap(([key, value]) => {
          const match = /^metadata\[(.+)\]$/.exec(key);
          return match ? [[match[1]!, value]] : [];
        }),
      );
      const intent: StubIntent = {
        id,
        object: 'payment_intent',
        amount: Number(body.amount),
        currency: body.currency ?? 'usd',
        customer: body.customer ?? null,
        payment_method: body.payment_method ?? null,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_stub`,
        setup_future_usage: body.setup_future_usage ?? null,
        metadata,
        last_payment_error: null,
      };
      intents.set(id, intent);
      if (body.confirm === 'true') {
        const pm = PAYMENT_METHODS[intent.payment_method ?? ''];
        if (!pm) return { status: 400, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentMethod' } } };
        if (pm.behavior === 'succeed') intent.status = 'succeeded';
        else if (pm.behavior === 'decline') {
          intent.last_payment_error = DECLINE;
          return { status: 402, body: { error: { ...DECLINE, payment_intent: intent } } };
        } else if (body.off_session === 'true') {
          intent.last_payment_error = AUTH_REQUIRED;
          return { status: 402, body: { error: { ...AUTH_REQUIRED, payment_intent: intent } } };
        } else intent.status = 'requires_action';
      }
      return { status: 200, body: intent };
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && intentPath) {
      const intent = intents.get(intentPath[1]!);
      if (!intent) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } } };
      return { status: 200, body: present(intent, expand) };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(body.payment_intent ?? '');
      if (!intent || intent.status !== 'succeeded') {
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_not_refundable', message: 'This payment cannot be refunded' } } };
      }
      const refund = { id: nextId('re'), object: 'refund', payment_intent: intent.id, amount: body.amount ? Number(body.amount) : intent.amount, status: 'succeeded' };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `stub: no route ${method} ${path}` } } };
  }

  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stub');
      const raw = await readBody(request);
      const body = Object.fromEntries(new URLSearchParams(raw));
      const expand = [...url.searchParams.entries(), ...new URLSearchParams(raw).entries()].filter(([key]) => key.startsWith('expand')).map(([, value]) => value);
      const method = request.method ?? 'GET';
      requests.push({ method, path: url.pathname, body, headers: request.headers });
      const key = request.headers['idempotency-key'];
      const cacheKey = typeof key === 'string' && method === 'POST' ? `${url.pathname} ${key}` : undefined;
      const answer = (cacheKey && idempotent.get(cacheKey)) || handle(method, url.pathname, body, expand);
      if (cacheKey && !idempotent.has(cacheKey)) idempotent.set(cacheKey, JSON.parse(JSON.stringify(answer)) as { status: number; body: unknown });
      response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_stub${counter}` });
      response.end(JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    calls: (method, path) => requests.filter((request) => request.method === method && request.path === path),
    intents,
    refunds,
    confirmIntent(intentId, paymentMethodId) {
      const intent = intents.get(intentId);
      const pm = PAYMENT_METHODS[paymentMethodId];
      if (!intent || !pm) throw new Error(`stub: unknown intent ${intentId} or payment method ${paymentMethodId}`);
      // Like Stripe, a card entered in the browser becomes a new payment method of its own.
      const created = nextId('pm');
      PAYMENT_METHODS[created] = pm;
      intent.payment_method = created;
      if (pm.behavior === 'decline') {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = DECLINE;
      } else {
        intent.status = pm.behavior === 'succeed' ? 'succeeded' : 'requires_action';
        intent.last_payment_error = null;
      }
      return intent;
    },
    authenticate(intentId) {
      const intent = intents.get(intentId);
      if (!intent || intent.status !== 'requires_action') throw new Error(`stub: ${intentId} does not wait for an authentication`);
      intent.status = 'succeeded';
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

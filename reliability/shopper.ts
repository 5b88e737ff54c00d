/**
 * A shopper of the real shop over HTTP, calling the API the way the web app does: used by the soak
 * (reliability/soak-worker.ts) and by the crash test (apps/api/test/faults/crash.test.ts). Every
 * call answers the HTTP status and the envelope; a call the server never answered throws.
 */
import { API_PREFIX, Header, PUBLIC_CLIENT_KEY, RESPONSE_VERSION } from '@wine/contract/api';
import type { Cart } from '@wine/contract/cart';
import type { AddCardInitializeResult, AddCardResult } from '@wine/contract/cards';
import type { PlacedOrder } from '@wine/contract/checkout';
import { SHOP_TENANT_ID } from '@wine/contract/constants';
import type { OwnUser } from '@wine/contract/users';
import pg from 'pg';

export interface Answer<T = unknown> {
  status: number;
  body: { status: 1; result: T } | { status: 0; error: { errorCode: number; errorMessage: string } };
  ms: number;
}

/** The result of a 2xx answer; anything else throws with the server's words. */
export function resultOf<T>(answer: Answer<T>): T {
  if (answer.status >= 200 && answer.status < 300 && answer.body.status === 1) return answer.body.result;
  throw new Error(`HTTP ${answer.status}: ${JSON.stringify(answer.body)}`);
}

export class ShopApi {
  constructor(
    readonly origin: string,
    private readonly timeoutMs = 15_000,
  ) {}

  /** A call under the API's prefix: `path` is what follows `/api`. */
  call<T>(method: string, path: string, options: { token?: string; json?: unknown; form?: FormData } = {}): Promise<Answer<T>> {
    return this.request<T>(method, `${API_PREFIX}${path}`, options);
  }

  /** An anonymous read of a full URL path (`/api/...`), as the storefront's public client sends it. */
  get<T>(url: string): Promise<Answer<T>> {
    return this.request<T>('GET', url);
  }

  private async request<T>(method: string, url: string, options: { token?: string; json?: unknown; form?: FormData } = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = {
      [Header.authorization]: `Bearer ${options.token ?? PUBLIC_CLIENT_KEY}`,
      [Header.tenantId]: SHOP_TENANT_ID,
      [Header.responseVersion]: RESPONSE_VERSION,
    };
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    const response = await fetch(`${this.origin}${url}`, {
      method,
      headers,
      body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const body = (await response.json()) as Answer<T>['body'];
    return { status: response.status, body, ms: performance.now() - started };
  }
}

/** A billing address in New York (the shop's test addresses use real zips: city and state come from them). */
const BILLING_ADDRESS = {
  address: { addressLine1: '100 Vineyard Avenue', zip: '10118', customData: { firstName: 'Soak', lastName: 'Tester' } },
  contactDetails: { contactNumber: '2125550123' },
};

/** Stripe's always-succeeding test card, as the built-in test gateway knows it. */
export const TEST_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' };

export class Shopper {
  private constructor(
    readonly api: ShopApi,
    readonly email: string,
    readonly token: string,
    readonly userId: string,
  ) {}

  /** Registers a new account through the API. */
  static async register(api: ShopApi, email: string, password = 'Shopper123!'): Promise<Shopper> {
    const body = { email, password, givenName: 'Soak', familyName: 'Shopper', type: 'user' };
    const { token, user } = resultOf(await api.call<{ token: string; user: OwnUser }>('POST', '/user/register', { json: body }));
    return new Shopper(api, email, token, user._id);
  }

  /**
   * Follows the verification link mailed to the account, read from the shop's outbox in
   * `databaseUrl` (these runs have no mail server): placing an order needs a verified email
   * (decision 0059). The mail is queued with the registration, so it is waited for only briefly.
   */
  async verifyEmail(databaseUrl: string, timeoutMs = 30_000): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await client.query<{ text: string }>(
          `SELECT text FROM outbox_emails WHERE "to" = $1 AND text LIKE '%/email-link?%' ORDER BY created_at DESC LIMIT 1`,
          [this.email],
        );
        const link = rows[0] && /https?:\/\/\S+\/email-link\?\S+/.exec(rows[0].text)?.[0];
        const token = link ? new URL(link).searchParams.get('t') : null;
        if (token) {
          resultOf(await this.api.call('POST', '/user/email-link', { json: { token } }));
          return;
        }
        if (Date.now() > deadline) throw new Error(`no verification mail to ${this.email}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } finally {
      await client.end();
    }
  }

  /** The same signed-in shopper calling through another address (another instance of the shop). */
  through(api: ShopApi): Shopper {
    return new Shopper(api, this.email, this.token, this.userId);
  }

  private call<T>(method: string, path: string, options: { json?: unknown; form?: FormData } = {}) {
    return this.api.call<T>(method, path, { ...options, token: this.token });
  }

  /** Saves the billing address the checkout uses; answers its id. */
  async saveBillingAddress(): Promise<string> {
    const user = resultOf(await this.call<OwnUser>('PATCH', `/users/${this.userId}`, { json: { billingAddress: [BILLING_ADDRESS] } }));
    const saved = user.billingAddress[0];
    if (!saved) throw new Error('the billing address was not saved');
    return saved._id;
  }

  /** Adds the test card through the add-card flow (verification payment, then completion); answers its id. */
  async addTestCard(): Promise<string> {
    const started = resultOf(await this.call<AddCardInitializeResult>('POST', `/user/${this.userId}/add-card/initialize`));
    resultOf(await this.api.call('POST', '/payments/test/confirm-setup', { json: { clientSecret: started.stripe_data.client_secret, ...TEST_CARD } }));
    return resultOf(await this.call<AddCardResult>('POST', `/user/${this.userId}/add-card/complete`, { json: { txnId: started.txnId } })).card.id;
  }

  openCart = () => this.call<Cart>('POST', '/order', { json: { status: 'OPEN' } });

  setItem = (cartId: string, catalogueId: string, quantity: number) =>
    this.call<Cart>('PATCH', `/order/${cartId}/item`, { json: { catalogueId, quantity } });

  /** Places the cart for pickup, paid later with the saved card (the nightly charge). */
  confirmPickup = (cart: Pick<Cart, '_id' | 'businessId' | 'eventId'>, cardId: string, billingAddressId: string) =>
    this.call<PlacedOrder>('PATCH', `/order/${cart._id}/confirm`, {
      json: { paymentMethod: { type: 'CARD', cardId }, deliveryType: 'pickup', billingAddressId, businessId: cart.businessId, eventId: cart.eventId },
    });

  like = (catalogueId: string) => this.call<{ _id: string; catalogueId: string }>('POST', '/post/action/feed', { json: { type: 'BOOKMARK', catalogueId } });

  unlike = (actionId: string) => this.call('DELETE', `/post/action/${actionId}`);

  upload(image: Buffer, filename = 'photo.png', contentType = 'image/png') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(image)], { type: contentType }), filename);
    return this.call<{ image_url: string }>('POST', '/media/upload/path', { form });
  }
}

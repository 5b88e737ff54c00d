/**
 * Child process of the bench's mixed run: reads a WritersSpec as JSON on stdin, signs up `writers`
 * shoppers (each with a billing address and the test card), then has each write in a loop for the
 * warm-up and the measured window: a like (and its unlike), a cart line, a quantity change, and now
 * and then an order placed. Prints one WritersResult as JSON: the latency of the measured writes.
 */
import { ShopApi, Shopper, type Answer } from '../reliability/shopper';
import { quantile } from './quantile';
import { readSpec } from './worker-spec';

export interface WritersSpec {
  origin: string;
  /** The shop's database, where the writers read their verification mail (no mail server here). */
  databaseUrl: string;
  writers: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** Wines that can be bought, with their retailer: a cart holds one retailer's wines. */
  wines: { id: string; businessId: string }[];
}

export interface WritersResult {
  writes: number;
  writesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  orders: number;
  /** Each kind of write's count and p99: an order is few of the writes but most of the tail. */
  byKind: Record<string, { writes: number; p99Ms: number }>;
  /** Writes the shop refused or did not answer, with the first few. */
  errors: number;
  errorSamples: string[];
}

/** One order in this many rounds: most visits fill a cart, few check out. */
const ORDER_EVERY = 5;

const spec = await readSpec<WritersSpec>();
const api = new ShopApi(spec.origin);
const retailers = [...new Set(spec.wines.map((wine) => wine.businessId))];
const latencies = new Map<string, number[]>();
const errorSamples: string[] = [];
let errors = 0;
let orders = 0;
let measuring = false;
let stop = false;

async function write<T>(label: string, call: () => Promise<Answer<T>>): Promise<T | undefined> {
  try {
    const answer = await call();
    if (measuring) {
      const kind = latencies.get(label) ?? [];
      kind.push(answer.ms);
      latencies.set(label, kind);
    }
    if (answer.status >= 200 && answer.status < 300 && answer.body.status === 1) return answer.body.result;
    errors += 1;
    if (errorSamples.length < 5) errorSamples.push(`${label}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
  } catch (failure) {
    errors += 1;
    if (errorSamples.length < 5) errorSamples.push(`${label}: ${(failure as Error).message}`);
  }
  return undefined;
}

/** A signed-up shopper with what an order needs, buying from one retailer. */
async function signUp(index: number) {
  const shopper = await Shopper.register(api, `bench-writer-${index}-${Date.now()}@example.com`);
  await shopper.verifyEmail(spec.databaseUrl);
  const billingAddressId = await shopper.saveBillingAddress();
  const cardId = await shopper.addTestCard();
  const retailer = retailers[index % retailers.length];
  return { shopper, billingAddressId, cardId, own: spec.wines.filter((wine) => wine.businessId === retailer).map((wine) => wine.id) };
}

async function writeLoop(index: number, { shopper, billingAddressId, cardId, own }: Awaited<ReturnType<typeof signUp>>) {
  for (let round = index; !stop; round++) {
    const wine = own[(round * 7) % own.length]!;
    const mark = await write('like', () => shopper.like(wine));
    if (mark) await write('unlike', () => shopper.unlike(mark._id));
    const cart = await write('open cart', () => shopper.openCart());
    if (!cart) continue;
    await write('cart line', () => shopper.setItem(cart._id, wine, 1));
    const changed = await write('quantity', () => shopper.setItem(cart._id, wine, 2 + (round % 3)));
    if (changed && round % ORDER_EVERY === 0) {
      if (await write('order', () => shopper.confirmPickup(changed, cardId, billingAddressId))) orders += 1;
    }
  }
}

// Sign-ups first (argon2 and the card check are not what this measures), then the timed window.
const signedUp = await Promise.allSettled(Array.from({ length: spec.writers }, (_, index) => signUp(index)));
const loops: Promise<void>[] = [];
for (const [index, outcome] of signedUp.entries()) {
  if (outcome.status === 'fulfilled') loops.push(writeLoop(index, outcome.value));
  else {
    errors += 1;
    if (errorSamples.length < 5) errorSamples.push(`sign-up: ${(outcome.reason as Error).message}`);
  }
}
console.log(JSON.stringify({ phase: 'ready' }));
await new Promise((resolve) => setTimeout(resolve, spec.warmupSeconds * 1000));
measuring = true;
const measuredFrom = performance.now();
await new Promise((resolve) => setTimeout(resolve, spec.durationSeconds * 1000));
measuring = false;
stop = true;
const seconds = (performance.now() - measuredFrom) / 1000;
await Promise.allSettled(loops);
const ascending = (values: number[]) => values.sort((a, b) => a - b);
const sorted = ascending([...latencies.values()].flat());
const byKind = Object.fromEntries([...latencies].map(([label, values]) => [label, { writes: values.length, p99Ms: quantile(ascending(values), 0.99) }]));
const result: WritersResult = { writes: sorted.length, writesPerSecond: sorted.length / seconds, p50Ms: quantile(sorted, 0.5), p99Ms: quantile(sorted, 0.99), orders, byKind, errors, errorSamples };
console.log(JSON.stringify(result));
process.exit(0);

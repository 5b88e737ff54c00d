/**
 * Child process of the soak (reliability/soak.ts): reads a SoakSpec as JSON on stdin and drives
 * the shop with `shoppers` virtual shoppers, each visiting in a loop: a page of the storefront
 * (home, wine list, search or the shop filter) and a wine's page, a like (and sometimes an unlike),
 * a wine into the cart, and every third visit a checkout with the test card (a new shopper signs up
 * in place of one whose unpaid orders would pass the shop's bounds). Prints
 * `{"phase":"warm"}` when the warm-up ends, then one `{"phase":"done","result":...}`.
 * Every answer that is not a 2xx, and every call the shop did not answer, is an error.
 */
import { homeCalls, shopFilter, titleSearch, urlOf, wineDetail, wineList } from '../bench/scenarios';
import type { Cart } from '@wine/contract/cart';
import { UNPAID_BOTTLES_PER_ACCOUNT, UNPAID_BOTTLES_PER_WINE } from '@wine/contract/constants';
import { ShopApi, Shopper, type Answer } from './shopper';
import { readSpec } from '../bench/worker-spec';

export interface SoakSpec {
  origin: string;
  /** The shop's database, where the shoppers read their verification mail (no mail server here). */
  databaseUrl: string;
  /** Measured seconds, after the warm-up. */
  seconds: number;
  warmupSeconds: number;
  shoppers: number;
  /** Wines that can be bought, with their retailer: a cart holds one retailer's wines. */
  wines: { id: string; businessId: string }[];
  searchTerms: string[];
}

export type CallKind = 'browse' | 'like' | 'cart' | 'checkout';

export interface SoakResult {
  /** Calls answered within the measured window. */
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Calls of each kind answered within the measured window. */
  calls: Record<CallKind, number>;
  /** These two over the whole run, warm-up included. */
  errors: number;
  checkouts: number;
  errorSamples: string[];
  seconds: number;
}

const spec = await readSpec<SoakSpec>();
const api = new ShopApi(spec.origin);
const started = performance.now();
const warmEnd = started + spec.warmupSeconds * 1000;
const end = warmEnd + spec.seconds * 1000;
const latencies: number[] = [];
const calls: Record<CallKind, number> = { browse: 0, like: 0, cart: 0, checkout: 0 };
const errorSamples: string[] = [];
let errors = 0;
let checkouts = 0;

function error(what: string) {
  errors += 1;
  if (errorSamples.length < 10) errorSamples.push(what);
}

/** Makes one call, counting it; answers the result of a 2xx, undefined otherwise. */
async function measure<T>(kind: CallKind, label: string, call: () => Promise<Answer<T>>): Promise<T | undefined> {
  let answer: Answer<T>;
  try {
    answer = await call();
  } catch (failure) {
    error(`${label}: no answer (${(failure as Error).message})`);
    return undefined;
  }
  if (performance.now() > warmEnd) {
    latencies.push(answer.ms);
    calls[kind] += 1;
  }
  if (answer.status < 200 || answer.status >= 300 || answer.body.status !== 1) {
    error(`${label}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    return undefined;
  }
  return answer.body.result;
}

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length]!;

async function browse(visit: number, wine: string) {
  const page = visit % 4;
  if (page === 0) {
    for (const home of homeCalls) await measure('browse', home.key, () => api.get(urlOf(home)));
  } else {
    const call = page === 1 ? wineList : page === 2 ? titleSearch(pick(spec.searchTerms, visit)) : shopFilter;
    await measure('browse', call.key, () => api.get(urlOf(call)));
  }
  await measure('browse', 'detail', () => api.get(urlOf(wineDetail(wine))));
}

/** A signed-up shopper with a verified email, a billing address and the test card saved. */
async function signUp(index: number, account: number) {
  const shopper = await Shopper.register(api, `soak-${index}-${account}-${Date.now()}@example.com`);
  await shopper.verifyEmail(spec.databaseUrl);
  const billingAddressId = await shopper.saveBillingAddress();
  const cardId = await shopper.addTestCard();
  return { shopper, billingAddressId, cardId, held: new Map<string, number>() };
}

type Account = Awaited<ReturnType<typeof signUp>>;

/**
 * Whether the account's orders not yet charged leave room for the cart: the shop refuses an order
 * past these bounds (issue 44), and the soak's orders are never charged while it runs.
 */
function roomFor(account: Account, cart: Cart): boolean {
  const inAll = [...account.held.values()].reduce((sum, quantity) => sum + quantity, 0);
  const asked = cart.items.reduce((sum, line) => sum + line.quantity, 0);
  return inAll + asked <= UNPAID_BOTTLES_PER_ACCOUNT && cart.items.every((line) => (account.held.get(line.catalogueId) ?? 0) + line.quantity <= UNPAID_BOTTLES_PER_WINE);
}

async function shopperLoop(index: number) {
  let accounts = 0;
  let account = await signUp(index, accounts);
  const retailer = pick([...new Set(spec.wines.map((wine) => wine.businessId))], index);
  const ownWines = spec.wines.filter((wine) => wine.businessId === retailer).map((wine) => wine.id);
  const allWines = spec.wines.map((wine) => wine.id);
  for (let visit = index; performance.now() < end; visit++) {
    const { shopper } = account;
    const wine = pick(allWines, visit * 7 + index);
    await browse(visit, wine);
    const mark = await measure('like', 'like', () => shopper.like(wine));
    if (mark && visit % 2 === 0) await measure('like', 'unlike', () => shopper.unlike(mark._id));
    const cart = await measure('cart', 'open cart', () => shopper.openCart());
    if (!cart) continue;
    const filled = await measure('cart', 'cart add', () => shopper.setItem(cart._id, pick(ownWines, visit), 1 + (visit % 3)));
    if (!filled || visit % 3 !== 0) continue;
    // A real shopper this far past the bounds waits for the nightly charge; the soak lets the next one arrive.
    if (!roomFor(account, filled)) {
      accounts += 1;
      account = await signUp(index, accounts);
      continue;
    }
    const placed = await measure('checkout', 'checkout', () => shopper.confirmPickup(filled, account.cardId, account.billingAddressId));
    if (!placed) continue;
    checkouts += 1;
    for (const line of filled.items) account.held.set(line.catalogueId, (account.held.get(line.catalogueId) ?? 0) + line.quantity);
  }
}

const warm = setTimeout(() => console.log(JSON.stringify({ phase: 'warm' })), Math.max(0, warmEnd - performance.now()));
const loops = await Promise.allSettled(Array.from({ length: spec.shoppers }, (_, index) => shopperLoop(index)));
clearTimeout(warm);
for (const loop of loops) if (loop.status === 'rejected') error(`shopper setup: ${(loop.reason as Error).message}`);

const sorted = latencies.sort((a, b) => a - b);
const at = (quantile: number) => sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))] ?? 0;
const measuredSeconds = Math.max(0.001, (performance.now() - warmEnd) / 1000);
const result: SoakResult = {
  requests: sorted.length,
  requestsPerSecond: sorted.length / measuredSeconds,
  p50Ms: at(0.5),
  p99Ms: at(0.99),
  maxMs: sorted.at(-1) ?? 0,
  errors,
  errorSamples,
  calls,
  checkouts,
  seconds: measuredSeconds,
};
console.log(JSON.stringify({ phase: 'done', result }));
// Keep-alive sockets would hold the process open.
process.exit(0);

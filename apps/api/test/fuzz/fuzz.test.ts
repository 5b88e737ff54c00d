import v8 from 'node:v8';
import vm from 'node:vm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { passwordFailuresMail } from '../../src/modules/mail/templates/account';
import { createTestApp, type TestApp } from '../helpers/app';
import { isAllowed, ownerOf, prepareCall, send, type MatrixSetup } from '../authorization/matrix';
import { policy, type PolicyEntry } from '../authorization/policy';
import { documentedRoutes, type DocumentedRoute } from '../authorization/routes';
import { accountOf, createCast, type Identity } from '../authorization/scene';
import { countCases } from '../helpers/reliability';
import { openSession } from '../helpers/users';
import { DataGuard } from './data-guard';
import { mutationsOf, seeded } from './mutations';

/**
 * Schema fuzzing: for every route of the OpenAPI document, requests built from a valid one (made
 * by the access policy's `prepare`, sent by an identity allowed to call the route) with malformed
 * types, huge strings, odd unicode, bad numbers, extra and missing fields, unknown query keys and
 * bad path ids. The server never answers 5xx, a refused (4xx) request answers in the envelope and
 * changes no data (but for the owner's wrong-password alert, below), and the heap stays bounded.
 *
 * FUZZ_SEED replays another sequence; FUZZ_ROUNDS (default 1) scales the requests per route
 * (npm run reliability runs more).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const ROUNDS = Math.max(1, Number(process.env.FUZZ_ROUNDS ?? 1));
const BUDGET = { singles: 24 * ROUNDS, combos: 6 * ROUNDS };
/** Each base request is prepared again after this many mutations, so later ones still hit a live resource. */
const PREPARE_EVERY = 10;
/** Allowed growth of the heap (after a full gc) from the end of the first route to the end. */
const HEAP_BOUND_MB = 48;

/** A request still unanswered after this long is a hang (the server would hold its socket forever); generous for a busy machine. */
const ANSWER_WITHIN_MS = 60_000;

function answerWithin<T>(answer: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
  return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
}

/** `{status: 0, error: {errorCode, errorMessage}}`, the shape of every refusal. */
function isErrorEnvelope(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { status?: unknown; error?: { errorCode?: unknown; errorMessage?: unknown } };
    return parsed.status === 0 && typeof parsed.error?.errorCode === 'number' && typeof parsed.error.errorMessage === 'string';
  } catch {
    return false;
  }
}

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const heapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

let t: TestApp;
let setup: MatrixSetup;
let routes: DocumentedRoute[];
beforeAll(async () => {
  // One cast asks for every route's fresh resource again and again: a return request among them.
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000000', RETURN_REQUEST_RATE_LIMIT_MAX: '1000000' });
  setup = { app: t.app, db: t.db, cast: await createCast(t.app, t.db) };
  routes = documentedRoutes(t.app);
});
afterAll(() => t.close());

/** The subject of the mail that tells an account's owner wrong passwords were tried on it. */
const OWNER_ALERT_SUBJECT = passwordFailuresMail({ to: '', name: '', failures: 0, minutes: 0, profileLink: '' }).subject;

/**
 * The one change a refused request makes on purpose: the wrong password that reaches
 * PASSWORD_FAILURES_MAIL_AT on an account queues a mail to its owner (issue 30). True when the
 * outbox is all that changed and every row written since `since` is that mail.
 */
async function onlyAlertedTheOwner(changed: string[], since: bigint): Promise<boolean> {
  if (changed.length !== 1 || changed[0] !== 'outbox_emails') return false;
  // A fresh test cluster's transaction ids are far below 2^32: a row's xmin is its transaction's xid8.
  const written = await t.db.execute<{ subject: string }>(sql`SELECT subject FROM outbox_emails WHERE xmin::text::bigint >= ${since.toString()}::bigint`);
  return written.rows.length > 0 && written.rows.every((row) => row.subject === OWNER_ALERT_SUBJECT);
}

/** The signed-in identity the fuzzer calls a route as: the most privileged one the route is meant for. */
const FUZZ_ORDER: Identity[] = ['owner', 'retailer', 'admin', 'sommelier', 'other'];
const fuzzIdentity = (entry: PolicyEntry) => FUZZ_ORDER.find((identity) => isAllowed(entry, identity)) ?? 'other';

it('never answers 5xx, answers every 4xx in the envelope changing no data, and keeps the heap bounded', { timeout: (15 + ROUNDS / 2) * 60_000 }, async (context) => {
  const random = seeded(SEED);
  const guard = await DataGuard.install(t.db);
  const failures: string[] = [];
  let requests = 0;
  const statuses = new Map<number, number>();
  let heapAfterFirstRoute: number | undefined;

  for (const route of routes) {
    const entry = policy[route.key];
    if (!entry) {
      failures.push(`${route.key}: no policy entry to build a valid request from`);
      continue;
    }
    const identity = fuzzIdentity(entry);
    const account = accountOf(setup.cast, identity, ownerOf(setup.cast, entry))!;
    /** A valid request on a fresh resource, and a session of its own (a mutation may log out). */
    const freshBase = async () => {
      try {
        return { ...(await prepareCall(setup, entry, identity)), session: await openSession(t.db, account.row.id) };
      } catch (error) {
        failures.push(`${route.key}: prepare failed: ${(error as Error).message.slice(0, 300)}`);
        return undefined;
      }
    };
    let prepared = await freshBase();
    if (!prepared) continue;
    const mutations = mutationsOf(route, prepared.call, random, BUDGET);
    for (const [index, mutation] of mutations.entries()) {
      if (index % PREPARE_EVERY === 0) {
        if (index > 0) prepared = await freshBase();
        if (!prepared) break;
        await guard.rebase();
      }
      const call = mutation.apply(prepared.call);
      const before = await guard.xmax();
      const response = await answerWithin(send(setup, route, prepared.scene, call, prepared.session), ANSWER_WITHIN_MS);
      requests += 1;
      statuses.set(response?.statusCode ?? 0, (statuses.get(response?.statusCode ?? 0) ?? 0) + 1);
      const where = `${route.key} as ${identity} [${mutation.label}]`;
      if (!response) {
        failures.push(`${where}: no answer within ${ANSWER_WITHIN_MS / 1000} s`);
        await guard.rebase();
        continue;
      }
      if (response.statusCode >= 500) {
        failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      } else if (response.statusCode >= 400 && !isErrorEnvelope(response.body)) {
        failures.push(`${where}: ${response.statusCode} outside the envelope: ${response.body.slice(0, 200)}`);
      } else if (response.statusCode < 300) {
        // What an accepted request left to run after its answer (a reset mail) belongs to it, not to the next request.
        await t.app.background.idle();
        await guard.rebase();
      } else {
        const changed = await guard.changedTables();
        if (changed.length > 0 && (await onlyAlertedTheOwner(changed, before))) {
          await t.app.background.idle();
          await guard.rebase();
        } else if (changed.length > 0) {
          failures.push(`${where}: ${response.statusCode} but changed ${changed.join(', ')}`);
          await guard.rebase();
        }
      }
    }
    heapAfterFirstRoute ??= heapMb();
  }

  countCases(context, requests);
  const heapAtEnd = heapMb();
  const answers = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status || 'none'}×${n}`).join(' ');
  console.info(`fuzz: ${requests} requests over ${routes.length} routes (seed ${SEED}, rounds ${ROUNDS}): ${answers}; heap ${heapAfterFirstRoute?.toFixed(1)} → ${heapAtEnd.toFixed(1)} MB`);
  expect(failures).toEqual([]);
  expect(heapAtEnd - (heapAfterFirstRoute ?? heapAtEnd)).toBeLessThan(HEAP_BOUND_MB);
});

import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { ErrorCode } from '@wine/contract/errors';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../../src/db/client';
import { bookmarks, follows, users } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { createTestApp, type TestApp } from '../helpers/app';
import { userRow } from '../helpers/db';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeBusiness, makeSommelier, makeWine } from '../helpers/fixtures';
import { urlOf } from '../helpers/payments';
import { countCases } from '../helpers/reliability';
import { eventually } from '../helpers/smtp';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { signUp } from '../helpers/users';

/**
 * The database goes away while the shop runs. The app reaches PostgreSQL through a relay that the
 * test cuts (a restart: connections dropped, new ones refused) or freezes (a hung server: nothing
 * comes back). Requests must answer 503 in the envelope, quickly, and the shop must serve again by
 * itself once the database is back, with no half-done transaction left behind.
 */

interface LogError {
  message: string;
  cause?: LogError;
}
interface LogLine {
  reqId?: string;
  msg?: string;
  err?: LogError;
}
const logLines: LogLine[] = [];

/**
 * Why the app gave up on the request `answer` answers: the driver's error, as the app logged it.
 * A refused database is known at once (the connection is refused or cut); a hung one only when a
 * deadline passes. Read from the log rather than timed, so a busy machine cannot blur the two.
 */
function whyFailed(answer: { headers: Record<string, unknown> }): string {
  const line = logLines.find((entry) => entry.msg === 'request failed' && entry.reqId === answer.headers['x-request-id']);
  return line?.err?.cause?.message ?? line?.err?.message ?? 'not logged';
}
const REFUSED = /ECONNREFUSED|Connection terminated/;
const DEADLINE = /timeout|canceling statement/i;

let t: TestApp;
let proxy: TcpProxy;
let relayedUrl: (url: string) => string;
beforeAll(async () => {
  // Every test database lives on the run's one cluster: relay that cluster's port.
  const cluster = new URL(inject('pgUrlPattern').replace('{db}', 'postgres'));
  proxy = await startTcpProxy({ host: cluster.hostname, port: Number(cluster.port) });
  relayedUrl = (url) => {
    const relayed = new URL(url);
    relayed.port = String(proxy.port);
    return relayed.toString();
  };
  t = await createTestApp({}, { connectThrough: (url) => relayedUrl(url), logStream: { write: (line) => logLines.push(JSON.parse(line) as LogLine) } });
});
afterAll(async () => {
  await t?.close();
  await proxy?.close();
});

type Headers = Record<string, string>;
const health = () => t.app.inject({ method: 'GET', url: '/api/health' });
const wineList = () => t.app.inject({ method: 'GET', url: '/api/catalogue?offset=0&limit=20&sort=name&type=PRODUCT&isActive=true' });
const cart = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/order?skip=0&limit=1&status=OPEN', headers });
const like = (headers: Headers, catalogueId: string) =>
  t.app.inject({ method: 'POST', url: '/api/post/action/feed', headers, payload: { type: 'BOOKMARK', catalogueId } });
const follow = (headers: Headers, followId: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/social/follow', headers, payload: { followId } });

const likesOf = async (userId: string) => (await t.db.select().from(bookmarks).where(eq(bookmarks.userId, userId))).length;

/** Sessions of this test's database still inside a transaction nobody will finish. */
async function abandonedTransactions(): Promise<number> {
  const rows = await t.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
  );
  return rows.rows[0]?.n ?? 0;
}

/** Once the requests are answered, every connection is back in the pool: none leaked by the outage. */
const noConnectionHeld = (pool: { totalCount: number; idleCount: number }) =>
  eventually(async () => expect(pool.totalCount - pool.idleCount).toBe(0), 30_000, 50);

/** The shop serves again: health first, then every kind of call. */
const servesAgain = () => eventually(async () => expectSuccess(await health()), 60_000, 200);

describe('the database being restarted under the shop', () => {
  it('answers 503 at once while it is down, stores nothing, and serves again by itself', async (context) => {
    const shopper = await signUp(t.app);
    const wine = await makeWine(t.db, { businessId: (await makeBusiness(t.db)).id });
    expectSuccess(await cart(shopper.auth));
    expectSuccess(await wineList());

    await proxy.refuse();
    countCases(context, 1);
    const calls = [health, wineList, () => cart(shopper.auth), () => like(shopper.auth, wine.id)];
    for (const call of calls) {
      const answer = await call();
      expectFailure(answer, 503, ErrorCode.SERVICE_UNAVAILABLE, 'Service temporarily unavailable');
      // At once: no deadline was waited for.
      expect(whyFailed(answer)).toMatch(REFUSED);
    }
    expect(await likesOf(shopper.user._id)).toBe(0);

    await proxy.restore();
    await servesAgain();
    expectSuccess(await wineList());
    expectSuccess(await cart(shopper.auth));
    expectSuccess(await like(shopper.auth, wine.id));
    expect(await likesOf(shopper.user._id)).toBe(1);
    await noConnectionHeld(t.pool);
  });

  it('cut in the middle of a burst of requests: every answer is 200 or 503, and the process lives on', async (context) => {
    const shoppers = await Promise.all(Array.from({ length: 4 }, () => signUp(t.app)));
    const business = await makeBusiness(t.db);
    const sommelier = await makeSommelier(t.db);
    const wines = await Promise.all(Array.from({ length: 5 }, () => makeWine(t.db, { businessId: business.id })));
    // Likes are single statements; follows run in transactions, on connections taken from the pool.
    let answered = 0;
    const burst = shoppers
      .flatMap((shopper) => [...wines.map((wine) => like(shopper.auth, wine.id)), follow(shopper.auth, sommelier.id), cart(shopper.auth), wineList()])
      .map((request) => request.finally(() => (answered += 1)));
    // Cut the database once a quarter of the burst is answered: the rest is in flight, at every stage.
    while (answered < burst.length / 4) await new Promise((resolve) => setImmediate(resolve));
    await proxy.refuse();
    countCases(context, 1);
    const answers = await Promise.all(burst);
    for (const answer of answers) {
      if (answer.statusCode === 200) continue;
      expectFailure(answer, 503, ErrorCode.SERVICE_UNAVAILABLE);
    }

    await proxy.restore();
    await servesAgain();
    // What was acknowledged is stored; the rest can be sent again and lands once.
    for (const shopper of shoppers) {
      for (const wine of wines) expectSuccess(await like(shopper.auth, wine.id));
      expectSuccess(await follow(shopper.auth, sommelier.id));
      expect(await likesOf(shopper.user._id)).toBe(wines.length);
    }
    expect((await userRow(t.db, sommelier.id)).followersCount).toBe(shoppers.length);
    await noConnectionHeld(t.pool);
  });
});

describe('the database hanging (a stopped server)', () => {
  it('answers 503 within the deadline, then recovers with no transaction left open', async (context) => {
    const fan = await signUp(t.app);
    const sommelier = await makeSommelier(t.db);
    const wine = await makeWine(t.db, { businessId: (await makeBusiness(t.db)).id });
    // Warm the pool: the hang must also catch connections that were already open.
    await Promise.all([wineList(), cart(fan.auth), health()]);

    proxy.freeze();
    countCases(context, 1);
    // Answered while the database still hangs: only a deadline can have ended them.
    const answers = await Promise.all([health, wineList, () => cart(fan.auth), () => follow(fan.auth, sommelier.id), () => like(fan.auth, wine.id)].map((call) => call()));
    for (const answer of answers) {
      expectFailure(answer, 503, ErrorCode.SERVICE_UNAVAILABLE, 'Service temporarily unavailable');
      expect(whyFailed(answer)).toMatch(DEADLINE);
    }

    await proxy.restore();
    await servesAgain();
    // A write cut off by the deadline is rolled back with its connection, or it had committed:
    // either way the follower count matches the follow rows, and sending it again lands once.
    expectSuccess(await follow(fan.auth, sommelier.id));
    expectSuccess(await like(fan.auth, wine.id));
    const [rows] = await t.db.select({ n: count() }).from(follows).where(eq(follows.followId, sommelier.id));
    expect(rows?.n).toBe(1);
    expect((await userRow(t.db, sommelier.id)).followersCount).toBe(1);
    expect(await likesOf(fan.user._id)).toBe(1);
    // Many calls in a row go through every pooled connection: none may still sit in the old transaction.
    for (let round = 0; round < 10; round++) expectSuccess(await wineList());
    await eventually(async () => expect(await abandonedTransactions()).toBe(0), 30_000, 100);
    await noConnectionHeld(t.pool);
  });
});

describe('the shop\'s connection pool when the database hangs inside a transaction', () => {
  it('gives up on the transaction, which rolls back, and never reuses its connection', async (context) => {
    const database = connect(relayedUrl(urlOf(t.db)), { max: 2 });
    try {
      const id = newId();
      const email = `hung-${id}@example.com`;
      const transaction = database.db.transaction(async (tx) => {
        await tx.insert(users).values({ id, tenantId: SHOP_TENANT_ID, email, givenName: 'Hung', familyName: 'Writer' });
        proxy.freeze();
        countCases(context, 1);
        await tx.update(users).set({ bio: 'never' }).where(eq(users.id, id));
      });
      // Ended while the database still hangs: only the reply deadline, which drops the connection, can do that.
      await expect(transaction).rejects.toThrow();

      await proxy.restore();
      // Every pooled connection is used again: none may carry on inside the abandoned transaction.
      for (let round = 0; round < 6; round++) {
        const row = { id: newId(), tenantId: SHOP_TENANT_ID, email: `after-${round}-${id}@example.com`, givenName: 'After', familyName: 'Hang' };
        await database.db.insert(users).values(row);
      }
      const after = await t.db.select().from(users).where(sql`${users.email} LIKE ${`after-%-${id}@example.com`}`);
      expect(after).toHaveLength(6);
      expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
      await eventually(async () => expect(await abandonedTransactions()).toBe(0), 30_000, 100);
      await noConnectionHeld(database.pool);
    } finally {
      await database.close();
    }
  });
});

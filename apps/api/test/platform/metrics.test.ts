import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../src/db/schema';
import { runChargeOrders } from '../../src/jobs';
import { newId } from '../../src/lib/ids';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeWine } from '../helpers/fixtures';
import { Cards, makeConfirmedOrder, saveTestCard, serviceContext } from '../helpers/payments';
import { signUp } from '../helpers/users';

const TOKEN = 'metrics-token-for-tests-0123456789';
const NIGHT = new Date('2030-01-16T04:45:00Z');

let t: TestApp;
let quiet: TestApp;
beforeAll(async () => {
  [t, quiet] = await Promise.all([createTestApp({ METRICS_TOKEN: TOKEN }), createTestApp()]);
});
afterAll(async () => Promise.all([t.close(), quiet.close()]));

const scrape = async (app = t) => app.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

/** The value of one series in the text format, or undefined when it is absent. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('is served only with the configured token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-token-wrong-token-0000' } })).statusCode).toBe(401);
    expect((await scrape(quiet)).statusCode).toBe(404);
  });

  it('counts requests by route pattern and status, and reports the pool, the outbox and the process', async () => {
    const wine = await makeWine(t.db, { priceCents: 1999 });
    const before = (await scrape()).body;
    const countOf = (text: string, route: string, status: number) =>
      valueOf(text, `http_request_duration_seconds_count{method="GET",route="${route}",status="${status}"}`) ?? 0;
    for (let index = 0; index < 3; index += 1) await t.app.inject({ method: 'GET', url: `/api/catalogue/${wine.id}` });
    await t.app.inject({ method: 'GET', url: `/api/catalogue/${newId()}` });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    await t.db.insert(outboxEmails).values([
      { id: newId(), to: 'a@shop.test', subject: 'Waiting', text: 'x', createdAt: new Date(Date.now() - 90_000) },
      { id: newId(), to: 'b@shop.test', subject: 'Given up', text: 'x', status: 'failed', attempts: 5 },
    ]);

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const after = response.body;
    expect(countOf(after, '/api/catalogue/:id', 200) - countOf(before, '/api/catalogue/:id', 200)).toBe(3);
    expect(countOf(after, '/api/catalogue/:id', 404) - countOf(before, '/api/catalogue/:id', 404)).toBe(1);
    expect(countOf(after, 'unmatched', 404) - countOf(before, 'unmatched', 404)).toBe(1);
    // No series names an id: one per route, whatever the traffic.
    expect(after).not.toContain(wine.id);

    expect(valueOf(after, 'db_pool_connections{state="waiting"}')).toBe(0);
    expect(valueOf(after, 'db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
    expect(valueOf(after, 'shop_outbox_mails{status="pending"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, 'shop_outbox_mails{status="failed"}')).toBe(1);
    expect(valueOf(after, 'shop_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(89);
    expect(valueOf(after, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(after).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it('counts the nightly charge job and its charges by outcome', async () => {
    const before = (await scrape()).body;
    for (const number of [Cards.visa, Cards.declined]) {
      const shopper = await signUp(t.app);
      const card = await saveTestCard(t.db, shopper.user._id, number);
      const wine = await makeWine(t.db, { priceCents: 2500 });
      await makeConfirmedOrder(t.db, {
        userId: shopper.user._id,
        cardId: card.id,
        totalCents: 2500,
        placedAt: new Date('2030-01-15T14:00:00Z'),
        lines: [{ catalogueId: wine.id, quantity: 1, unitPriceCents: 2500 }],
      });
    }
    await runChargeOrders(t.pool, serviceContext(t.db), NIGHT);
    const after = (await scrape()).body;
    const delta = (series: string) => (valueOf(after, series) ?? 0) - (valueOf(before, series) ?? 0);
    expect(delta('shop_charges_total{outcome="succeeded"}')).toBe(1);
    expect(delta('shop_charges_total{outcome="failed"}')).toBe(1);
    expect(delta('shop_job_runs_total{job="chargeOrders",outcome="ran"}')).toBe(1);
  });
});

describe('the request id', () => {
  it('is answered in X-Request-Id and written on every log line of the request, the services\' too', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(line) } });
    try {
      const parsed = () => lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string; req?: { url: string } });
      const health = await logged.app.inject({ method: 'GET', url: '/api/health' });
      const id = health.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(parsed().filter((line) => line.reqId === id).map((line) => line.msg)).toEqual(['incoming request', 'request completed']);

      // The sign-up's mail is queued by the mail service on the app's logger, inside the request.
      await signUp(logged.app);
      const queued = parsed().find((line) => line.msg === 'mail queued');
      expect(queued?.reqId).toMatch(/^[0-9a-f-]{36}$/);
      expect(parsed().find((line) => line.msg === 'incoming request' && line.reqId === queued?.reqId)?.req?.url).toBe('/api/user/register');
      expect(lines.filter((line) => line.includes('"mail queued"'))[0]?.match(/"reqId"/g)).toHaveLength(1);

      // Without a trusted proxy in front, a caller cannot choose its id.
      const chosen = await logged.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'forged-id' } });
      expect(chosen.headers['x-request-id']).not.toBe('forged-id');
    } finally {
      await logged.close();
    }
  });
});

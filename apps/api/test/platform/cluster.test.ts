/**
 * The shop as several instances (issue 17): PostgreSQL primary and streaming replica, Redis, the S3
 * stand-in and shop instances behind HAProxy, all real processes (reliability/cluster.ts). `npm
 * test` runs two instances; `npm run reliability` runs three (CLUSTER_INSTANCES) with a soak
 * (CLUSTER_SOAK_SECONDS) and an instance killed with SIGKILL in the middle of it.
 */
import { spawn } from 'node:child_process';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { S3_BUCKET, startCluster, waitForReplay, type Cluster } from '../../../../reliability/cluster';
import { resultOf, ShopApi, Shopper } from '../../../../reliability/shopper';
import { buyableWines, runWorker } from '../../../../reliability/soak';
import type { SoakResult } from '../../../../reliability/soak-worker';
import { ROOT } from '../../../../bench/server';
import { TEST_DEADLINE_SCALE } from '../helpers/database';
import { countCases } from '../helpers/reliability';

const INSTANCES = Number(process.env.CLUSTER_INSTANCES ?? 2);
const SOAK_SECONDS = Number(process.env.CLUSTER_SOAK_SECONDS ?? 0);
const SOAK_SHOPPERS = 12;
/** Reads and writes, per test, that must all succeed while something is taken away. */
const STEADY_CALLS = SOAK_SECONDS > 0 ? 400 : 120;

let cluster: Cluster;
let lb: ShopApi;
let direct: ShopApi[];
let primary: pg.Pool;

beforeAll(async () => {
  cluster = await startCluster({ instances: INSTANCES, env: { DATABASE_DEADLINE_SCALE: String(TEST_DEADLINE_SCALE) } });
  lb = new ShopApi(cluster.origin);
  direct = cluster.instances.map((instance) => new ShopApi(instance.origin));
  primary = new pg.Pool({ connectionString: cluster.primaryUrl, max: 4 });
}, 240_000);

afterAll(async () => {
  await primary?.end();
  await cluster?.stop();
}, 120_000);

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 178, g: 86, b: 97 } } })
    .png()
    .toBuffer();

async function signIn(api: ShopApi, email: string, password: string) {
  return resultOf(await api.call<{ token: string }>('POST', '/user/tokensignin', { json: { strategy: 'basic_email', idToken: email, idTokenSecret: password } })).token;
}

const bucketKeys = async (prefix: string) => {
  const s3 = new S3Client({ region: 'us-east-1', endpoint: cluster.s3Endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  const page = await s3.send(new ListObjectsV2Command({ Bucket: S3_BUCKET, Prefix: prefix }));
  s3.destroy();
  return (page.Contents ?? []).map((object) => object.Key);
};

/**
 * Sends anonymous catalogue and event reads through the load balancer, one after another, while
 * `during` runs and until at least `count` were sent; answers the failures. `during` can wait for
 * a number of reads answered so far.
 */
async function readsWhile(count: number, during: (answered: (atLeast: number) => Promise<number>) => Promise<unknown>): Promise<string[]> {
  const failures: string[] = [];
  let finished = false;
  let sent = 0;
  const loop = (async () => {
    for (; !finished || sent < count; sent++) {
      const answer = await lb
        .get(sent % 2 === 0 ? '/api/catalogue?type=PRODUCT&limit=5' : '/api/event?limit=5')
        .catch((error: Error) => ({ status: 0, body: `${error.message}: ${String(error.cause)}` }));
      if (answer.status !== 200) failures.push(`${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
    }
  })();
  const answered = async (atLeast: number) => {
    await vi.waitUntil(() => sent >= atLeast, { timeout: 60_000, interval: 20 });
    return sent;
  };
  await during(answered);
  finished = true;
  await loop;
  return failures;
}

/** The soak's virtual shoppers (reliability/soak-worker.ts) through the load balancer for `seconds`, after a 5 s warm-up. */
async function soak(seconds: number) {
  const wines = await buyableWines(cluster.primaryUrl);
  const spec = { origin: cluster.origin, databaseUrl: cluster.primaryUrl, seconds, warmupSeconds: 5, shoppers: SOAK_SHOPPERS, wines, searchTerms: ['pinot', 'cabernet', 'napa', 'reserve'] };
  return runWorker(spec, () => undefined);
}

const describeSoak = (result: SoakResult) =>
  `${result.requests} requests, ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms.toFixed(0)} ms, ${result.checkouts} orders, ${result.errors} errors` +
  (result.errorSamples.length > 0 ? ` (${result.errorSamples.slice(0, 3).join('; ')})` : '');

/** Polls the health answer through the load balancer until `fits` holds (every instance), for at most `ms`. */
async function healthUntil(fits: (health: { reads: string }) => boolean, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const answers = await Promise.all(direct.map(async (api) => resultOf(await api.get<{ reads: string; replicas: unknown[] }>('/api/health'))));
    if (answers.every(fits) || Date.now() > deadline) return answers;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// Each test starts processes or waits on several of them: on a busy 2-core machine that takes more than vitest's 20 s.
describe('several instances behind HAProxy', { timeout: 180_000 }, () => {
  it('answers through the load balancer with public reads on the replica', async () => {
    const health = resultOf(await lb.get<{ reads: string; replicas: { state: string }[] }>('/api/health'));
    expect(health).toMatchObject({ reads: 'replica', replicas: [{ state: 'up' }] });
  });

  it("runs anonymous public reads on the replica, and a signed-in shopper's on the primary", async () => {
    const shopper = await Shopper.register(lb, `browser-${Date.now()}@sommlike.test`);
    const replica = new pg.Client(cluster.replicaUrl);
    await replica.connect();
    /**
     * Statements the replica ran that read the wines' cards, counted by pg_stat_statements as each ends:
     * no need to wait for the figures (pg_stat_database's arrive up to 10 s late), and the
     * replicas' replay checks, once a second, are not among them.
     */
    const replicaWineReads = async () =>
      Number((await replica.query<{ n: string }>(`SELECT coalesce(sum(calls), 0) AS n FROM pg_stat_statements WHERE query LIKE '%"catalogue_cards"%'`)).rows[0]!.n);
    try {
      const reads = 200;
      const browse = async (token?: string) => {
        for (let i = 0; i < reads; i++) resultOf(await lb.call('GET', `/catalogue?type=PRODUCT&limit=3&offset=${i}`, token ? { token } : {}));
      };
      const start = await replicaWineReads();
      await browse();
      const afterAnonymous = await replicaWineReads();
      await browse(shopper.token);
      const afterSignedIn = await replicaWineReads();
      // A read sent to the primary while the replica briefly lagged is allowed for.
      expect(afterAnonymous - start).toBeGreaterThanOrEqual(reads * 0.75);
      expect(afterSignedIn - afterAnonymous).toBe(0);
    } finally {
      await replica.end();
    }
  }, 120_000);

  it('serves a picture uploaded through one instance from every other, and keeps nothing of a refused one', async (context) => {
    const shopper = await Shopper.register(direct[0]!, `uploader-${Date.now()}@sommlike.test`);
    const image = await png();
    const { image_url } = resultOf(await shopper.upload(image));
    expect(image_url).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.webp$/);
    const stored = await fetch(`${cluster.instances[0]!.origin}${image_url}`).then(async (response) => Buffer.from(await response.arrayBuffer()));
    for (const instance of cluster.instances.slice(1)) {
      const response = await fetch(`${instance.origin}${image_url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=604800, immutable');
      expect(Buffer.from(await response.arrayBuffer()).equals(stored)).toBe(true);
    }
    expect((await sharp(stored).metadata()).format).toBe('webp');

    const refused = await shopper.upload(Buffer.from('not an image'), 'note.png', 'image/png');
    expect(refused.status).toBe(400);
    expect(await bucketKeys('pending/')).toEqual([]);
    expect((await fetch(`${cluster.origin}/media/uploads/../demo`)).status).toBe(404);
    countCases(context, cluster.instances.length);
  });

  it('shows a catalogue change made through one instance on the next request to the others', async () => {
    const admin = await signIn(direct[0]!, 'admin@sommlike.test', 'Admin123!');
    const [wine] = (await buyableWines(cluster.primaryUrl)).slice(-1);
    // Each instance keeps the wine list answer first.
    const listUrl = '/api/catalogue?type=PRODUCT&sort=-_id&limit=100';
    for (const api of direct) resultOf(await api.get(listUrl));

    const title = `Cuvée ${Date.now()}`;
    resultOf(await direct[0]!.call('PATCH', `/admin/wines/${wine!.id}`, { token: admin, json: { title } }));
    for (const api of direct.slice(1)) {
      // The writer reads from the primary: their change is there on the very next request.
      const seen = resultOf(await api.call<{ title: string }>('GET', `/catalogue/${wine!.id}`, { token: admin }));
      expect(seen.title).toBe(title);
      const listed = resultOf(await api.call<{ categories: { _id: string; title: string }[] }>('GET', listUrl.slice('/api'.length), { token: admin }));
      expect(listed.categories.find((item) => item._id === wine!.id)?.title).toBe(title);
    }
    // Anonymous readers, on the replica, once it has replayed the write.
    await waitForReplay(cluster.primaryUrl, cluster.replicaUrl);
    for (const api of direct) {
      const listed = resultOf(await api.get<{ categories: { _id: string; title: string }[] }>(listUrl));
      expect(listed.categories.find((item) => item._id === wine!.id)?.title).toBe(title);
    }
  });

  it('places one order for 20 parallel confirmations spread over the instances, and charges it once when every instance runs the nightly charge', async (context) => {
    const [wine] = await buyableWines(cluster.primaryUrl);
    const shopper = await Shopper.register(lb, `buyer-${Date.now()}@sommlike.test`);
    await shopper.verifyEmail(cluster.primaryUrl);
    const addressId = await shopper.saveBillingAddress();
    const cardId = await shopper.addTestCard();
    const cart = resultOf(await shopper.openCart());
    resultOf(await shopper.setItem(cart._id, wine!.id, 2));
    const filled = resultOf(await shopper.setItem(cart._id, wine!.id, 2));

    const confirmations = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        return shopper.through(direct[index % direct.length]!).confirmPickup(filled, cardId, addressId);
      }),
    );
    // A confirmation is idempotent: every one answers the same placed order, which is placed once.
    expect(confirmations.map((answer) => resultOf(answer)._id)).toEqual(Array(20).fill(cart._id));
    const count = async (sql: string, value: string) => Number((await primary.query<{ n: string }>(sql, [value])).rows[0]!.n);
    expect(await count(`SELECT count(*) AS n FROM order_events WHERE order_id = $1 AND to_status = 'CONFIRMED'`, cart._id)).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM outbox_emails WHERE "to" = $1 AND subject LIKE '%is placed%'`, shopper.email)).toBe(1);

    // As if every instance's timer fired at once, past the next 23:30 cut-off.
    const night = new Date(Date.now() + 36 * 3600_000).toISOString();
    const runs = await Promise.all(cluster.instances.map((instance) => chargeJob(instance.dataDir, night)));
    expect(runs.every((run) => run.code === 0)).toBe(true);
    const { rows: charges } = await primary.query<{ status: string }>(`SELECT status FROM payments WHERE order_id = $1 AND kind = 'charge'`, [cart._id]);
    expect(charges).toEqual([{ status: 'succeeded' }]);
    countCases(context, 20 + cluster.instances.length);
  });

  it('shows a signed-in shopper each of their writes on their next read, whichever instance answers', async (context) => {
    const shopper = await Shopper.register(lb, `reader-${Date.now()}@sommlike.test`);
    const wines = (await buyableWines(cluster.primaryUrl)).slice(0, 20);
    for (const [index, wine] of wines.entries()) {
      resultOf(await shopper.through(direct[index % direct.length]!).like(wine.id));
      const next = direct[(index + 1) % direct.length]!;
      const liked = resultOf(await next.call<{ total: number }>('GET', '/post/action/catalogue?type=BOOKMARK&limit=1', { token: shopper.token }));
      expect(liked.total).toBe(index + 1);
    }
    countCases(context, wines.length);
  });

  it('sends reads to the primary while the replica lags past the bound, and back once it catches up', async () => {
    const admin = await signIn(direct[0]!, 'admin@sommlike.test', 'Admin123!');
    const [wine] = await buyableWines(cluster.primaryUrl);
    const replica = new pg.Client(cluster.replicaUrl);
    await replica.connect();
    try {
      await replica.query('SELECT pg_wal_replay_pause()');
      const title = `Lagging ${Date.now()}`;
      resultOf(await direct[0]!.call('PATCH', `/admin/wines/${wine!.id}`, { token: admin, json: { title } }));
      const lagging = await healthUntil((answer) => answer.reads === 'primary', 60_000);
      expect(lagging.map((answer) => answer.replicas)).toEqual(direct.map(() => [{ state: 'lagging', lagMs: expect.any(Number) }]));
      // Anonymous readers now read the primary: the change is there although the replica has not replayed it.
      for (const api of direct) expect(resultOf(await api.get<{ title: string }>(`/api/catalogue/${wine!.id}`)).title).toBe(title);
    } finally {
      await replica.query('SELECT pg_wal_replay_resume()');
      await replica.end();
    }
    expect((await healthUntil((answer) => answer.reads === 'replica', 60_000)).map((answer) => answer.reads)).toEqual(direct.map(() => 'replica'));
  });

  it('holds a rate limit hit through one instance on the others (shared through Redis)', async () => {
    const email = `limited-${Date.now()}@sommlike.test`;
    // The per-account limit: 5 sign-ins per 15 minutes.
    for (let i = 0; i < 5; i++) {
      const answer = await direct[0]!.call('POST', '/user/tokensignin', { json: { strategy: 'basic_email', idToken: email, idTokenSecret: 'Wrong123!' } });
      expect(answer.status).toBe(401);
    }
    for (const api of direct.slice(1)) {
      const answer = await api.call('POST', '/user/tokensignin', { json: { strategy: 'basic_email', idToken: email, idTokenSecret: 'Wrong123!' } });
      expect(answer.status).toBe(429);
    }
  });

  it.runIf(SOAK_SECONDS > 0)(
    'carries the mixed shopper soak through the load balancer with 0 errors',
    async (context) => {
      const result = await soak(SOAK_SECONDS);
      console.log(`cluster soak: ${describeSoak(result)}`);
      expect(result.errors, result.errorSamples.join('\n')).toBe(0);
      expect(result.checkouts).toBeGreaterThan(0);
      countCases(context, result.requests);
    },
    SOAK_SECONDS * 1000 + 60_000,
  );

  it.runIf(SOAK_SECONDS > 0)(
    'loses no acknowledged write when an instance is killed (SIGKILL) mid-soak; the load balancer stops sending to it and the rest carry on',
    async (context) => {
      const wines = await buyableWines(cluster.primaryUrl);
      const victim = cluster.instances.at(-1)!;
      const load = soak(SOAK_SECONDS);
      // Writes acknowledged through the load balancer while the instance dies: each must be stored.
      const liker = await Shopper.register(lb, `liker-${Date.now()}@sommlike.test`);
      const acknowledged: string[] = [];
      let unanswered = 0;
      const likes = (async () => {
        for (const wine of wines.slice(0, STEADY_CALLS)) {
          const answer = await liker.like(wine.id).catch(() => undefined);
          if (answer?.status === 200) acknowledged.push(wine.id);
          else unanswered += 1;
          await new Promise((resolve) => setTimeout(resolve, (SOAK_SECONDS * 1000) / STEADY_CALLS));
        }
      })();
      // Halfway through the measured part, after the 5 s warm-up.
      await new Promise((resolve) => setTimeout(resolve, 5000 + (SOAK_SECONDS * 1000) / 2));
      process.kill(victim.pid, 'SIGKILL');
      const [result] = await Promise.all([load, likes]);
      await victim.stop();
      cluster.instances.pop();
      direct.pop();

      console.log(`cluster soak with SIGKILL: ${describeSoak(result)}; likes acknowledged ${acknowledged.length}, unanswered ${unanswered}`);
      const { rows } = await primary.query<{ catalogue_id: string }>('SELECT catalogue_id FROM bookmarks WHERE user_id = $1', [liker.userId]);
      expect(rows.map((row) => row.catalogue_id).sort()).toEqual(expect.arrayContaining([...acknowledged].sort()));
      // Only calls the killed instance was answering at that moment may go unanswered: one per shopper at most.
      expect(unanswered).toBeLessThanOrEqual(1);
      expect(result.errors, result.errorSamples.join('\n')).toBeLessThanOrEqual(SOAK_SHOPPERS);
      // The load balancer has taken it out: nothing fails any more.
      expect(await readsWhile(STEADY_CALLS, async () => undefined)).toEqual([]);
      countCases(context, result.requests + STEADY_CALLS * 2);
    },
    SOAK_SECONDS * 1000 + 60_000,
  );

  it('falls back to the primary with 0 errors when the replica stops, and says so in the health answer', async (context) => {
    const failures = await readsWhile(STEADY_CALLS, async (answered) => {
      const beforeStop = await answered(20);
      await cluster.stopReplica();
      // Reads go on for a while on the primary alone.
      await answered(beforeStop + 40);
    });
    expect(failures).toEqual([]);
    // Each instance checks its replica every second.
    const health = await healthUntil((answer) => answer.reads === 'primary', 60_000);
    expect(health).toEqual(direct.map(() => ({ database: 'up', reads: 'primary', replicas: [{ state: 'down', lagMs: null }] })));

    countCases(context, STEADY_CALLS);
  });

  it('drains an instance on SIGTERM: it leaves the load balancer and fails no request', async (context) => {
    const leaving = cluster.instances[cluster.instances.length - 1]!;
    const failures = await readsWhile(STEADY_CALLS, async () => {
      process.kill(leaving.pid, 'SIGTERM');
      await leaving.stop();
    });
    expect(failures).toEqual([]);
    countCases(context, STEADY_CALLS);
  });
});

/** `npm run jobs -- charge-orders --now <night>`, as an instance's timer would run it, with the cluster's settings. */
function chargeJob(dataDir: string, night: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/jobs-cli.ts', 'charge-orders', '--now', night], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: cluster.primaryUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', INIT_CWD: ROOT },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/**
 * deploy/haproxy.cfg's shared cache in front of the API, both real (issue 48, decision 0066): what
 * it keeps, what it must never keep, and how soon a change shows through it. An answer served from
 * the cache repeats the request id of the request that filled it (the API gives each request its own).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PUBLIC_CLIENT_KEY } from '@wine/contract/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../src/db/embedded';
import { haproxyConfig, waitForPort } from '../../../../reliability/cluster';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeSommelier, makeWine, type UserRow } from '../helpers/fixtures';
import { eventually } from '../helpers/smtp';
import { insertAccount, openSession } from '../helpers/users';

let t: TestApp;
let haproxy: ChildProcess;
let workDir: string;
let origin: string;
let sommelier: UserRow;
let wine: { id: string };

const publicKey = { authorization: `Bearer ${PUBLIC_CLIENT_KEY}` };

interface Answer {
  status: number;
  requestId: string;
  cacheControl: string | null;
  body: string;
}

async function ask(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${origin}${url}`, { headers });
  return { status: response.status, requestId: response.headers.get('x-request-id') ?? '', cacheControl: response.headers.get('cache-control'), body: await response.text() };
}

beforeAll(async () => {
  t = await createTestApp();
  sommelier = await makeSommelier(t.db, { givenName: 'Ada', familyName: 'Vine' });
  wine = await makeWine(t.db, { title: 'Door Pinot' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const apiPort = (t.app.server.address() as AddressInfo).port;
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wine-proxy-cache-'));
  const configFile = path.join(workDir, 'haproxy.cfg');
  await fs.writeFile(configFile, await haproxyConfig([{ name: 'api1', port: apiPort }]));
  const lbPort = await freePort();
  haproxy = spawn('haproxy', ['-db', '-f', configFile], { env: { ...process.env, LB_PORT: String(lbPort) }, stdio: 'ignore' });
  await waitForPort(lbPort, haproxy, 'HAProxy');
  origin = `http://127.0.0.1:${lbPort}`;
  // Ready once the catalogue's read model is built; HAProxy's checks need two answers in a row.
  await eventually(async () => expect((await ask('/api/health/ready')).status).toBe(200), 60_000);
  await eventually(async () => expect(JSON.parse((await ask('/api/catalogue?type=PRODUCT&limit=5')).body).result.categories).toHaveLength(1), 60_000);
}, 120_000);

afterAll(async () => {
  if (haproxy && haproxy.exitCode === null) {
    const exited = new Promise((resolve) => haproxy.once('exit', resolve));
    haproxy.kill('SIGTERM');
    await exited;
  }
  await t?.close();
  if (workDir) await fs.rm(workDir, { recursive: true, force: true });
});

/** Asks `url` twice in a row until the second answer comes from the cache (within its one second). */
async function cachedPair(url: string, headers: Record<string, string>): Promise<[Answer, Answer]> {
  return eventually(async () => {
    const first = await ask(url, headers);
    const second = await ask(url, headers);
    expect(second.requestId).toBe(first.requestId);
    return [first, second] as [Answer, Answer];
  });
}

describe("deploy/haproxy.cfg's cache", () => {
  it('answers the next anonymous visitor from the cache, with or without the public key', async () => {
    const url = '/api/catalogue?type=PRODUCT&isActive=true&sort=name&limit=20';
    const [first, second] = await cachedPair(url, publicKey);
    expect(second.body).toBe(first.body);
    expect(second.cacheControl).toBe('public, max-age=1');
    await cachedPair(url, {});
  });

  it('never stores a signed-in answer, nor gives a signed-in visitor or a cookie the shared one, on the same address', async () => {
    const url = `/api/users/${sommelier.id}`;
    const signedIn = await openSession(t.db, sommelier.id);
    const anonymousIds = new Set<string>();
    const privateIds = new Set<string>();
    let fromCache = 0;
    for (let round = 0; round < 10; round++) {
      for (const headers of [signedIn, { ...publicKey, cookie: 'sommlike=1' }]) {
        const own = await ask(url, headers);
        expect(own.cacheControl).toBe('private, no-store');
        // Fresh from the API every time: neither a stored answer of theirs nor the shared one.
        expect(anonymousIds.has(own.requestId) || privateIds.has(own.requestId)).toBe(false);
        privateIds.add(own.requestId);
      }
      expect(JSON.parse((await ask(url, signedIn)).body).result.email).toBe(sommelier.email);
      for (let i = 0; i < 2; i++) {
        const shared = await ask(url, publicKey);
        expect(shared.status).toBe(200);
        expect(shared.body).not.toContain(sommelier.email);
        expect(privateIds.has(shared.requestId)).toBe(false);
        if (anonymousIds.has(shared.requestId)) fromCache += 1;
        anonymousIds.add(shared.requestId);
      }
    }
    // The cache was at work all along: the check above could have failed.
    expect(fromCache).toBeGreaterThan(0);
  });

  it('shows a change made in the console to anonymous visitors through the cache within 2 s', async () => {
    const admin = await openSession(t.db, (await insertAccount(t.db, { roles: ['admin'] })).row.id);
    const list = '/api/catalogue?type=PRODUCT&isActive=true&sort=-_id&limit=20';
    const detail = `/api/catalogue/${wine.id}?skip=0&limit=1&status=OPEN`;
    await cachedPair(list, publicKey);
    await cachedPair(detail, publicKey);
    const title = `Door Pinot ${Date.now()}`;
    const patched = await fetch(`${origin}/api/admin/wines/${wine.id}`, {
      method: 'PATCH',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ title }),
    });
    expect(patched.status).toBe(200);
    const titles = async (url: string) => (await ask(url, publicKey)).body.includes(title);
    await vi.waitUntil(async () => (await titles(list)) && (await titles(detail)), { timeout: 2000, interval: 50 });
  });
});

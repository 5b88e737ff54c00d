/**
 * deploy/ cannot be built or run on this machine (no container engine): these checks keep its
 * files in step with the shop (config.ts, the readiness route) and with each other.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CLIENT_KEY } from '@wine/contract/api';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/app';
import { eventually } from '../helpers/smtp';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface Service {
  environment?: Record<string, string>;
  ports?: string[];
  stop_grace_period?: string;
}
const compose = parse(read('deploy/compose.yaml')) as { services: Record<string, Service> };
const apiServices = Object.entries(compose.services).filter(([name]) => /^api\d+$/.test(name));
const lb = compose.services.lb!.environment!;
const haproxy = read('deploy/haproxy.cfg');
const dockerfile = read('deploy/Dockerfile');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('deploy/', () => {
  it('gives the instances only variables the shop reads, with values it accepts', () => {
    expect(apiServices.map(([name]) => name)).toEqual(['api1', 'api2', 'api3']);
    for (const [, service] of apiServices) {
      const environment = service.environment!;
      expect(CONFIG_VARIABLES).toEqual(expect.arrayContaining(Object.keys(environment)));
      const config = loadConfig(environment);
      expect(config).toMatchObject({ media: { kind: 's3' }, trustProxy: true });
      expect(config.replicaUrls.length).toBeGreaterThan(0);
      expect(config.redisUrl).toBeDefined();
      // Docker's SIGKILL must not come before the drain is over.
      expect(Number.parseInt(service.stop_grace_period!, 10) * 1000).toBeGreaterThan(config.drain.graceMs + config.drain.timeoutMs);
    }
    const envLines = [...dockerfile.matchAll(/^ENV (.+)$/gm)].flatMap((match) => match[1]!.split(/\s+/).map((pair) => pair.split('=')[0]));
    expect(envLines.length).toBeGreaterThan(0);
    expect(CONFIG_VARIABLES).toEqual(expect.arrayContaining(envLines));
  });

  it('points the load balancer at the port every instance listens on, and exposes it in the image', () => {
    for (const [index, [name, service]] of apiServices.entries()) {
      const port = loadConfig(service.environment!).port;
      expect(lb[`API${index + 1}_ADDR`]).toBe(`${name}:${port}`);
      expect(dockerfile).toMatch(new RegExp(`^EXPOSE ${port}$`, 'm'));
    }
    expect(compose.services.lb!.ports).toEqual([`${lb.LB_PORT}:${lb.LB_PORT}`]);
    const used = [...haproxy.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]!);
    expect(Object.keys(lb).sort()).toEqual([...new Set(used)].sort());
  });

  it("checks readiness on the shop's readiness route", async () => {
    const check = /option httpchk GET (\S+)/.exec(haproxy)?.[1];
    expect(check).toBe('/api/health/ready');
    // Ready once the catalogue's read model is built, which a new instance does in the background.
    await eventually(async () => expect((await t.app.inject({ method: 'GET', url: check! })).statusCode).toBe(200));
  });

  it("lets the cache answer the web app's public client, and only it, as anonymous", () => {
    const dropped = [...haproxy.matchAll(/del-header authorization if \{ req\.hdr\(authorization\) -m str "([^"]+)" \}/g)].map((match) => match[1]);
    expect(dropped).toEqual([`Bearer ${PUBLIC_CLIENT_KEY}`]);
  });

  it('is a configuration HAProxy accepts', () => {
    const file = path.join(os.tmpdir(), `haproxy-${process.pid}.cfg`);
    writeFileSync(file, haproxy);
    const env = { ...process.env, LB_PORT: '18080', API1_ADDR: '127.0.0.1:3001', API2_ADDR: '127.0.0.1:3002', API3_ADDR: '127.0.0.1:3003' };
    expect(() => execFileSync('haproxy', ['-c', '-q', '-f', file], { env, stdio: 'pipe' })).not.toThrow();
  });

  it('is described in the README, whose configuration table lists every variable', () => {
    const readme = read('README.md');
    const table = readme.slice(readme.indexOf('## Configuration'));
    for (const name of CONFIG_VARIABLES) expect(table, name).toContain(`| \`${name}\` |`);
  });
});

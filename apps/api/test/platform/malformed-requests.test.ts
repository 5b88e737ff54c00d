import net from 'node:net';
import { ErrorCode } from '@wine/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_LIMIT_PER_MINUTE } from '../../src/plugins/security';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectFailure } from '../helpers/envelope';

/**
 * Requests refused before any route runs (by Fastify's router, or by Node's HTTP parser) answer in
 * the shop's envelope like every other failure; not-found answers are rate limited per client.
 */

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** Sends raw bytes on a new connection and answers what the server wrote back before closing it. */
function rawRequest(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function parseRaw(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  return { statusCode: status, body, json: () => JSON.parse(body) as unknown, head };
}

describe('URLs the router cannot read', () => {
  it.each([
    ['an overlong UTF-8 sequence in a media path', '/media/..%c0%af..%c0%afetc%c0%afpasswd'],
    ['a lone surrogate in an API path id', '/api/users/%ED%A0%80'],
    ['a broken escape in an API path id', '/api/post/feed/%zz'],
    ['a path id past the router length limit', `/api/users/${'x'.repeat(5000)}`],
  ])('answers %s with 400 in the envelope, without echoing the path', async (_name, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expectFailure(response, 400, ErrorCode.VALIDATION_FAILED, 'Malformed request URL');
  });

  it('answers the same through a real socket', async () => {
    const response = parseRaw(await rawRequest('GET /media/..%c0%af..%c0%afetc%c0%afpasswd HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n'));
    expectFailure(response, 400, ErrorCode.VALIDATION_FAILED, 'Malformed request URL');
  });
});

describe('requests the HTTP parser refuses', () => {
  it('answers a malformed header line with 400 in the envelope', async () => {
    const response = parseRaw(await rawRequest('GET /api/health HTTP/1.1\r\nHost: shop.test\r\nno colon here\r\n\r\n'));
    expectFailure(response, 400, ErrorCode.VALIDATION_FAILED, 'Malformed request');
  });

  it('answers headers past the size limit with 431 in the envelope', async () => {
    const response = parseRaw(await rawRequest(`GET /api/health HTTP/1.1\r\nHost: shop.test\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`));
    expectFailure(response, 431, ErrorCode.HEADERS_TOO_LARGE);
  });
});

describe('not-found answers', () => {
  it(`are limited to ${NOT_FOUND_LIMIT_PER_MINUTE} a minute per client, then answer 429 with Retry-After`, async () => {
    const miss = (n: number, remoteAddress = '203.0.113.7') =>
      t.app.inject({ method: 'GET', url: n % 2 === 0 ? `/api/no-such-route/${n}` : `/media/no-such-file-${n}.webp`, remoteAddress });
    for (let n = 0; n < NOT_FOUND_LIMIT_PER_MINUTE; n += 1) expectFailure(await miss(n), 404, ErrorCode.NOT_FOUND);
    const refused = await miss(NOT_FOUND_LIMIT_PER_MINUTE);
    expectFailure(refused, 429, ErrorCode.TOO_MANY_REQUESTS);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected, and routes that exist still answer the limited one.
    expectFailure(await miss(0, '203.0.113.8'), 404, ErrorCode.NOT_FOUND);
    expect((await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
  });
});

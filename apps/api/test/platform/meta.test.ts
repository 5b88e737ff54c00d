import { ERROR_CODE_MEANINGS } from '@wine/contract/error-meanings';
import { ErrorCode } from '@wine/contract/errors';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers that the database is up, and that reads go to it without replicas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 1, result: { database: 'up', reads: 'primary', replicas: [] } });
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('GET /api/health/ready', () => {
  it('answers ready, then 503 once the instance drains', async () => {
    // Ready once the catalogue read model is built, which starts with the app and takes longer on a busy machine.
    const ready = await vi.waitFor(
      async () => {
        const answer = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
        expect(answer.statusCode).toBe(200);
        return answer;
      },
      { timeout: 60_000, interval: 50 },
    );
    expect(ready.json()).toEqual({ status: 1, result: { ready: true } });

    t.app.readiness.draining = true;
    try {
      const draining = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ status: 0, error: { errorCode: 503000, errorMessage: 'This instance is shutting down' } });
      // Alive all the same: requests in flight and the liveness check still get answers.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      t.app.readiness.draining = false;
    }
  });
});

describe('unknown routes', () => {
  it('answer 404 in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 0, error: { errorCode: 404000 } });
  });
});

describe('GET /api/docs', () => {
  it('serves the OpenAPI document with the account calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/user/register', '/api/user/tokensignin', '/api/users/{id}']));
  });

  it('lists every error code with its meaning, the spec\'s 400001 and 400008 among them', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const refusal = document.paths['/api/users/{id}'].patch.responses['403'].content['application/json'].schema;
    const errorCode = refusal.properties.error.properties.errorCode;
    expect([...errorCode.enum].sort()).toEqual(Object.values(ErrorCode).sort());
    expect(errorCode.enum).toEqual(expect.arrayContaining([400001, 400008]));
    for (const code of Object.values(ErrorCode)) expect(errorCode.description).toContain(`- ${code}: ${ERROR_CODE_MEANINGS[code]}`);
    // The first three digits of a code are the status it travels with.
    for (const code of Object.values(ErrorCode)) expect(Math.floor(code / 1000), String(code)).toBeGreaterThanOrEqual(400);
  });
});

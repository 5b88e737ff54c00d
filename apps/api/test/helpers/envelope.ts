import { expect } from 'vitest';

interface InjectResponse {
  statusCode: number;
  body: string;
  json: () => unknown;
}

/** Asserts the failure envelope: HTTP status, error code, and (optionally) the message. */
export function expectFailure(response: InjectResponse, statusCode: number, errorCode: number, message?: string | RegExp) {
  expect(response.statusCode, response.body).toBe(statusCode);
  const body = response.json() as { status: number; error: { errorCode: number; errorMessage: string } };
  expect(body).toEqual({ status: 0, error: { errorCode, errorMessage: expect.any(String) } });
  if (message !== undefined) {
    if (typeof message === 'string') expect(body.error.errorMessage).toContain(message);
    else expect(body.error.errorMessage).toMatch(message);
  }
  return body.error;
}

/** Asserts the success envelope and answers its result. */
export function expectSuccess<T = Record<string, unknown>>(response: InjectResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { status: number; result: T };
  expect(body.status).toBe(1);
  return body.result;
}

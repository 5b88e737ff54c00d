import { ErrorCode } from '@wine/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectFailure, expectSuccess } from '../helpers/envelope';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lookup = (zip: string) => t.app.inject({ method: 'GET', url: `/api/geo/zip/${zip}` });

describe('GET /api/geo/zip/{zip}', () => {
  it('answers the city and state of a US zip code', async () => {
    expect(expectSuccess(await lookup('10001'))).toEqual({
      zip: '10001',
      city: 'New York',
      state: 'NY',
      country: 'US',
      latitude: expect.closeTo(40.75, 1),
      longitude: expect.closeTo(-74.0, 1),
    });
    expect(expectSuccess(await lookup('94558'))).toMatchObject({ city: 'Napa', state: 'CA' });
  });

  it('answers 404 "Invalid zip code." for a zip that does not exist', async () => {
    expectFailure(await lookup('00000'), 404, ErrorCode.NOT_FOUND, 'Invalid zip code.');
  });

  it.each(['1000', '100011', 'abcde', 'K1A0B1'])('answers 400 "Invalid zip code." for %s', async (zip) => {
    expectFailure(await lookup(zip), 400, ErrorCode.VALIDATION_FAILED, 'Invalid zip code.');
  });
});

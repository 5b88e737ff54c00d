import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { countCases } from '../helpers/reliability';
import { checkCall, levelsOf, type MatrixSetup } from './matrix';
import { policy } from './policy';
import { documentedRoutes, type DocumentedRoute } from './routes';
import { createCast, IDENTITIES } from './scene';

/**
 * The authorization matrix: every route of the OpenAPI document, called as anonymous, another
 * user, the owner of the resource, an approved sommelier, a retailer and an admin, answers as the
 * access policy (policy.ts, docs/access-policy.md) says.
 */

let t: TestApp;
let setup: MatrixSetup;
let routes: DocumentedRoute[];

beforeAll(async () => {
  // The matrix signs in and asks for resets far more often than a person would.
  // The owner asks for a fresh return for each entry that needs one, far more than a shopper would in an hour.
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', RETURN_REQUEST_RATE_LIMIT_MAX: '100000' });
  setup = { app: t.app, db: t.db, cast: await createCast(t.app, t.db) };
  routes = documentedRoutes(t.app);
});
afterAll(() => t.close());

it('has a policy entry for every documented route, and a documented route for every entry', (context) => {
  // It calls no route: the calls are counted by the tests below.
  countCases(context, 0);
  const documented = new Set(routes.map((route) => route.key));
  expect({
    withoutEntry: [...documented].filter((key) => !(key in policy)).sort(),
    withoutRoute: Object.keys(policy).filter((key) => !documented.has(key)).sort(),
  }).toEqual({ withoutEntry: [], withoutRoute: [] });
});

describe.each(Object.entries(policy))('%s', (key, entry) => {
  it(`answers each identity as the policy says (${levelsOf(entry).join(', ')})`, async (context) => {
    const route = routes.find((candidate) => candidate.key === key);
    expect(route, `${key} is not in the OpenAPI document`).toBeDefined();
    const failures: string[] = [];
    let calls = 0;
    const check = async (...args: Parameters<typeof checkCall> extends [unknown, unknown, unknown, ...infer Rest] ? Rest : never) => {
      calls += 1;
      const failure = await checkCall(setup, route!, entry, ...args);
      if (failure) failures.push(failure);
    };
    for (const identity of IDENTITIES) await check(identity);
    if (levelsOf(entry).includes('retailer-own-business') && route!.pathParams.length > 0) await check('retailer', { business: setup.cast.otherBusiness, expected: 404 });
    countCases(context, calls);
    expect(failures).toEqual([]);
  });
});

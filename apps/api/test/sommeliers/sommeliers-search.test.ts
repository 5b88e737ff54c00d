import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { ErrorCode } from '@wine/contract/errors';
import { sommelierQuery } from '@wine/contract/sommeliers';
import type { PublicUser } from '@wine/contract/users';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { pageOf } from '../../src/lib/paging';
import { sommelierListStatements } from '../../src/modules/sommeliers/queries';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeSommelier, makeUser, type UserRow } from '../helpers/fixtures';

let t: TestApp;
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });

/** The console's picker call: approved sommeliers whose name holds `name`. */
const search = (name: string, overrides: Record<string, string> = {}) =>
  `/users?${new URLSearchParams({ type: 'sommelier', activeStatus: 'approved', $sort: 'createdAt', $limit: '20', name, ...overrides })}`;

const names = async (url: string) => {
  const result = expectSuccess<{ data: PublicUser[]; total: number }>(await get(url));
  return { names: result.data.map((user) => user.name), total: result.total };
};

let marco: UserRow;
beforeAll(async () => {
  t = await createTestApp();
  const day = (n: number) => new Date(`2024-05-0${n}T09:00:00Z`);
  // Created out of sign-up order, so that id order cannot pass for it.
  await makeSommelier(t.db, { givenName: 'Marta', familyName: 'Diaz', createdAt: day(3) });
  marco = await makeSommelier(t.db, { givenName: 'Marco', familyName: 'Rossi', createdAt: day(1) });
  await makeSommelier(t.db, { givenName: 'Hannah', familyName: 'Marlowe', createdAt: day(2) });
  await makeSommelier(t.db, { givenName: 'Perce', familyName: '100%_Sure', createdAt: day(4) });
  // Whom discovery never shows, whatever their name.
  await makeSommelier(t.db, { givenName: 'Marcel', familyName: 'Reviewing', activeStatus: 'in-review' });
  await makeSommelier(t.db, { givenName: 'Marcus', familyName: 'Gone', isActive: false });
  await makeSommelier(t.db, { givenName: 'Mara', familyName: 'Admin', roles: ['admin'] });
  await makeSommelier(t.db, { givenName: 'Marek', familyName: 'Elsewhere', tenantId: newId() });
  await makeUser(t.db, { givenName: 'Marty', familyName: 'Shopper' });
});
afterAll(() => t.close());

describe('GET /api/users?name= (the console\'s sommelier picker)', () => {
  it('finds approved sommeliers of the shop whose name holds the text, any case, in sign-up order', async () => {
    expect(await names(search('mar'))).toEqual({ names: ['Marco Rossi', 'Hannah Marlowe', 'Marta Diaz'], total: 3 });
    expect(await names(search('ROSSI'))).toEqual({ names: ['Marco Rossi'], total: 1 });
    // The shown name: given name, a space, family name.
    expect(await names(search('co ro'))).toEqual({ names: ['Marco Rossi'], total: 1 });
    expect(await names(search('  marco  '))).toEqual({ names: ['Marco Rossi'], total: 1 });
    expect(await names(search('Zinfandel'))).toEqual({ names: [], total: 0 });
  });

  it('pages the matches and keeps the total', async () => {
    expect(await names(search('mar', { $limit: '2', $skip: '1' }))).toEqual({ names: ['Hannah Marlowe', 'Marta Diaz'], total: 3 });
    expect(await names(search('mar', { $sort: '-createdAt', $limit: '1' }))).toEqual({ names: ['Marta Diaz'], total: 3 });
  });

  it('matches LIKE wildcards literally', async () => {
    expect(await names(search('%'))).toEqual({ names: ['Perce 100%_Sure'], total: 1 });
    expect(await names(search('0%_s'))).toEqual({ names: ['Perce 100%_Sure'], total: 1 });
    expect(await names(search('_'))).toEqual({ names: ['Perce 100%_Sure'], total: 1 });
    expect(await names(search('M%a'))).toEqual({ names: [], total: 0 });
  });

  it('refuses an empty or overlong name with a 400', async () => {
    for (const name of ['', '   ', 'x'.repeat(101)]) {
      expectFailure(await get(search(name)), 400, ErrorCode.VALIDATION_FAILED, /name/);
    }
  });

  it('answers public fields only, as discovery does', async () => {
    const result = expectSuccess<{ data: PublicUser[] }>(await get(search('Rossi')));
    expect(result.data[0]).toMatchObject({ _id: marco.id, name: 'Marco Rossi', type: 'sommelier' });
    for (const field of ['email', 'roles', 'contactNumber']) expect(result.data[0]).not.toHaveProperty(field);
  });
});

describe('the name search\'s query plan', () => {
  it('reads the shop\'s approved sommeliers from users_sommeliers_idx, never the whole users table', async () => {
    // A shop where shoppers far outnumber sommeliers, with the statistics autovacuum keeps.
    await t.db.insert(users).values(
      Array.from({ length: 5000 }, (_, n) => ({
        id: newId(),
        tenantId: SHOP_TENANT_ID,
        email: `plan-shopper-${n}@example.com`,
        givenName: 'Shopper',
        familyName: `Number${n}`,
      })),
    );
    await t.db.execute(sql`VACUUM ANALYZE users`);
    const query = sommelierQuery.parse({ type: 'sommelier', activeStatus: 'approved', name: 'mar', $limit: '20' });
    const statements = sommelierListStatements(t.db, { tenantId: SHOP_TENANT_ID, newestFirst: false, nameContains: query.name }, pageOf(query.$skip, query.$limit));
    for (const statement of [statements.rows, statements.total]) {
      const plan = (await t.db.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${statement}`)).rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toContain('users_sommeliers_idx');
      expect(plan).not.toMatch(/Seq Scan on users/);
    }
  });
});

import { ErrorCode } from '@wine/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissions, orders } from '../../src/db/schema';
import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { newId } from '../../src/lib/ids';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeWine } from '../helpers/fixtures';
import { bearer, insertAccount, signIn, signUp } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STORE_TIMEZONE: 'America/New_York' });
});
afterAll(() => t.close());

type Row = { identifier: { year: number; month: number; day?: number }; totalAmount: string };
const report = (headers: Record<string, string>, groupby: string) =>
  t.app.inject({ method: 'GET', url: `/api/commission?groupby=${groupby}`, headers });

describe('GET /commission', () => {
  it("sums only the caller's commission per month and per day of the store's calendar", async () => {
    const { row: somm, password } = await insertAccount(t.db, { type: 'sommelier', activeStatus: 'approved' });
    const auth = bearer(expectSuccess<{ token: string }>(await signIn(t.app, somm.email, password)).token);
    const other = await insertAccount(t.db, { type: 'sommelier', activeStatus: 'approved' });
    const buyer = await signUp(t.app);
    const wine = await makeWine(t.db);
    const [order] = await t.db.insert(orders).values({ id: newId(), tenantId: SHOP_TENANT_ID, userId: buyer.user._id, status: 'CHARGED' }).returning();
    const [second] = await t.db.insert(orders).values({ id: newId(), tenantId: SHOP_TENANT_ID, userId: buyer.user._id, status: 'CHARGED' }).returning();
    const [third] = await t.db.insert(orders).values({ id: newId(), tenantId: SHOP_TENANT_ID, userId: buyer.user._id, status: 'CHARGED' }).returning();
    const [fourth] = await t.db.insert(orders).values({ id: newId(), tenantId: SHOP_TENANT_ID, userId: buyer.user._id, status: 'CHARGED' }).returning();
    await t.db.insert(commissions).values([
      // 03:30 UTC on March 1st is still February 28th in New York.
      { id: newId(), sommelierUserId: somm.id, orderId: order!.id, catalogueId: wine.id, amountCents: 250, createdAt: new Date('2026-03-01T03:30:00Z') },
      { id: newId(), sommelierUserId: somm.id, orderId: second!.id, catalogueId: wine.id, amountCents: 199, createdAt: new Date('2026-02-10T15:00:00Z') },
      { id: newId(), sommelierUserId: somm.id, orderId: third!.id, catalogueId: wine.id, amountCents: 1001, createdAt: new Date('2026-03-15T15:00:00Z') },
      { id: newId(), sommelierUserId: other.row.id, orderId: fourth!.id, catalogueId: wine.id, amountCents: 9999, createdAt: new Date('2026-03-15T15:00:00Z') },
    ]);

    const monthly = expectSuccess<{ commissions: Row[] }>(await report(auth, 'month')).commissions;
    expect(monthly).toEqual([
      { identifier: { year: 2026, month: 3 }, totalAmount: '10.01' },
      { identifier: { year: 2026, month: 2 }, totalAmount: '4.49' },
    ]);
    const daily = expectSuccess<{ commissions: Row[] }>(await report(auth, 'day')).commissions;
    expect(daily.map((row) => [row.identifier.day, row.totalAmount])).toEqual([
      [15, '10.01'],
      [28, '2.50'],
      [10, '1.99'],
    ]);
  });

  it('answers an empty list to a shopper, and refuses bad groupings and anonymous callers', async () => {
    const shopper = await signUp(t.app);
    expect(expectSuccess<{ commissions: Row[] }>(await report(shopper.auth, 'month')).commissions).toEqual([]);
    expectFailure(await report(shopper.auth, 'year'), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await report({}, 'month'), 401, ErrorCode.UNAUTHENTICATED);
  });
});

import { ErrorCode } from '@wine/contract/errors';
import type { StockAlertState } from '@wine/contract/stock-alerts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, stockAlerts, users } from '../../src/db/schema';
import { recordPublicOrigin } from '../../src/lib/public-origin';
import { putBackBottles, setBottles, takeBottles } from '../../src/modules/catalogue/stock';
import { callApi, createTestApp, type TestApp } from '../helpers/app';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeBusiness, makeWine } from '../helpers/fixtures';
import { fileUpload } from '../helpers/uploads';
import { bearer, insertAccount, signIn } from '../helpers/users';

/**
 * "Tell me when it's back" (issue 32, decision 0052): a signed-in shopper waits for an out-of-stock
 * wine and is mailed once, through the outbox, in the transaction that takes its count from 0 to
 * more, whichever path that is.
 */

type Headers = Record<string, string>;

let t: TestApp;
let business: { id: string };
let retailer: Headers;
const shoppers: { headers: Headers; email: string; id: string }[] = [];

async function account(overrides: Parameters<typeof insertAccount>[1]) {
  const { row, password } = await insertAccount(t.db, overrides);
  return { headers: bearer(expectSuccess<{ token: string }>(await signIn(t.app, row.email, password)).token), email: row.email, id: row.id };
}

beforeAll(async () => {
  t = await createTestApp();
  // Mails link to where the shop announced itself at start (decision 0044).
  await recordPublicOrigin(t.db, 'http://shop.test');
  business = await makeBusiness(t.db);
  retailer = (await account({ roles: ['retailer'], businessId: business.id })).headers;
  for (const givenName of ['Ada', 'Grace', 'Edsger']) shoppers.push(await account({ givenName }));
});
afterAll(() => t.close());

const BACK = /is back in stock at Sommlike$/;
const mailsTo = async (email: string) => (await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email))).filter((mail) => BACK.test(mail.subject));
const setStock = (wineId: string, stock: number) => callApi(t, 'PATCH', `/retailer/wines/${wineId}/stock`, retailer, { stock });
const alert = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', wineId: string, headers: Headers) =>
  t.app.inject({ method, url: `/api/catalogue/${wineId}/stock-alert`, headers });

describe('tell me when it\'s back', () => {
  it('mails each waiting shopper once when the count goes from 0 to more, with a link to the wine', async () => {
    const [ada, grace, edsger] = shoppers as [(typeof shoppers)[0], (typeof shoppers)[0], (typeof shoppers)[0]];
    const wine = await makeWine(t.db, { businessId: business.id, title: 'Ridge Monte Bello 2018', stock: 0 });
    expect(expectSuccess<StockAlertState>(await alert('GET', wine.id, ada.headers))).toEqual({ waiting: false });
    expect(expectSuccess<StockAlertState>(await alert('PUT', wine.id, ada.headers))).toEqual({ waiting: true });
    // A second press while waiting changes nothing.
    expect(expectSuccess<StockAlertState>(await alert('PUT', wine.id, ada.headers))).toEqual({ waiting: true });
    expectSuccess(await alert('PUT', wine.id, grace.headers));
    expect(expectSuccess<StockAlertState>(await alert('GET', wine.id, ada.headers))).toEqual({ waiting: true });
    expect(expectSuccess<StockAlertState>(await alert('GET', wine.id, edsger.headers))).toEqual({ waiting: false });

    expectSuccess(await setStock(wine.id, 6));
    const [mail] = await mailsTo(ada.email);
    expect(await mailsTo(ada.email)).toHaveLength(1);
    expect(await mailsTo(grace.email)).toHaveLength(1);
    expect(await mailsTo(edsger.email)).toHaveLength(0);
    expect(mail).toMatchObject({ subject: 'Ridge Monte Bello 2018 is back in stock at Sommlike', status: 'pending' });
    expect(mail!.text).toContain(`http://shop.test/wine/${wine.id}/Ridge-Monte-Bello-2018`);
    expect(mail!.html).toContain(`href="http://shop.test/wine/${wine.id}/Ridge-Monte-Bello-2018"`);
    expect(expectSuccess<StockAlertState>(await alert('GET', wine.id, ada.headers))).toEqual({ waiting: false });

    // Sold out and back again: nobody is waiting any more, so nobody is mailed twice.
    expectSuccess(await setStock(wine.id, 0));
    expectSuccess(await setStock(wine.id, 4));
    expect(await mailsTo(ada.email)).toHaveLength(1);
    expect(await mailsTo(grace.email)).toHaveLength(1);

    // Pressing again after the mail makes a new alert, mailed on the next restock.
    expectSuccess(await setStock(wine.id, 0));
    expectSuccess(await alert('PUT', wine.id, ada.headers));
    expectSuccess(await setStock(wine.id, 2));
    expect(await mailsTo(ada.email)).toHaveLength(2);
    expect(await mailsTo(grace.email)).toHaveLength(1);
    const rows = await t.db.select().from(stockAlerts).where(and(eq(stockAlerts.wineId, wine.id), eq(stockAlerts.userId, ada.id)));
    expect(rows.map((row) => row.notifiedAt !== null)).toEqual([true, true]);
  });

  it('never mails an address that was not verified; its alert waits for a restock after it is (issue 44)', async () => {
    const unverified = await account({ givenName: 'Mallory', emailVerifiedAt: null });
    const [ada] = shoppers as [(typeof shoppers)[0]];
    const wine = await makeWine(t.db, { businessId: business.id, stock: 0 });
    const adaBefore = (await mailsTo(ada.email)).length;
    expectSuccess(await alert('PUT', wine.id, unverified.headers));
    expectSuccess(await alert('PUT', wine.id, ada.headers));
    expectSuccess(await setStock(wine.id, 5));
    expect(await mailsTo(unverified.email)).toHaveLength(0);
    expect(await mailsTo(ada.email)).toHaveLength(adaBefore + 1);
    expect(expectSuccess<StockAlertState>(await alert('GET', wine.id, unverified.headers))).toEqual({ waiting: true });

    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, unverified.id));
    expectSuccess(await setStock(wine.id, 0));
    expectSuccess(await setStock(wine.id, 2));
    expect(await mailsTo(unverified.email)).toHaveLength(1);
  });

  it('does not mail a shopper who cancelled, nor on a change that is not a restock', async () => {
    const [ada, grace] = shoppers as [(typeof shoppers)[0], (typeof shoppers)[0]];
    const wine = await makeWine(t.db, { businessId: business.id, stock: 0 });
    const adaBefore = (await mailsTo(ada.email)).length;
    const graceBefore = (await mailsTo(grace.email)).length;
    expectSuccess(await alert('PUT', wine.id, ada.headers));
    expectSuccess(await alert('PUT', wine.id, grace.headers));
    expect(expectSuccess<StockAlertState>(await alert('DELETE', wine.id, ada.headers))).toEqual({ waiting: false });
    expectSuccess(await setStock(wine.id, 0));
    expect(await mailsTo(grace.email)).toHaveLength(graceBefore);
    expectSuccess(await setStock(wine.id, 3));
    expect(await mailsTo(ada.email)).toHaveLength(adaBefore);
    expect(await mailsTo(grace.email)).toHaveLength(graceBefore + 1);
  });

  it('mails on every path that brings bottles back: a cancelled order\'s, a stock CSV', async () => {
    const [ada] = shoppers as [(typeof shoppers)[0]];
    const wine = await makeWine(t.db, { businessId: business.id, stock: 1, code: `BACK-${Date.now().toString(36)}` });
    const actor = { tenantId: wine.tenantId, id: null };
    await t.db.transaction((tx) => takeBottles(tx, [{ wineId: wine.id, quantity: 1 }], { actor, reason: 'sale' }));
    expectSuccess(await alert('PUT', wine.id, ada.headers));
    const before = (await mailsTo(ada.email)).length;
    // The cancelled order's bottles go back in its transaction: a rollback there would take the mail with it.
    await expect(
      t.db.transaction(async (tx) => {
        await putBackBottles(tx, [{ wineId: wine.id, quantity: 1 }], { actor, reason: 'cancellation' });
        throw new Error('the cancellation failed after');
      }),
    ).rejects.toThrow('the cancellation failed after');
    expect(await mailsTo(ada.email)).toHaveLength(before);
    await t.db.transaction((tx) => putBackBottles(tx, [{ wineId: wine.id, quantity: 1 }], { actor, reason: 'cancellation' }));
    expect(await mailsTo(ada.email)).toHaveLength(before + 1);

    await t.db.transaction((tx) => setBottles(tx, wine.id, 0, { actor, reason: 'correction' }));
    expectSuccess(await alert('PUT', wine.id, ada.headers));
    const form = fileUpload(`code,count\r\n${wine.code},5\r\n`, 'stock.csv', 'text/csv');
    expectSuccess(await t.app.inject({ method: 'POST', url: '/api/retailer/stock/import', headers: { ...retailer, ...form.headers }, payload: form.payload }));
    expect(await mailsTo(ada.email)).toHaveLength(before + 2);
  });

  it('refuses guests, an in-stock wine and an unknown or inactive one', async () => {
    const [ada] = shoppers as [(typeof shoppers)[0]];
    const out = await makeWine(t.db, { businessId: business.id, stock: 0 });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) expectFailure(await alert(method, out.id, {}), 401, ErrorCode.UNAUTHENTICATED);
    const inStock = await makeWine(t.db, { businessId: business.id, stock: 3 });
    expectFailure(await alert('PUT', inStock.id, ada.headers), 400, ErrorCode.VALIDATION_FAILED, 'in stock');
    const inactive = await makeWine(t.db, { businessId: business.id, stock: 0, isActive: false });
    expectFailure(await alert('PUT', inactive.id, ada.headers), 404, ErrorCode.NOT_FOUND);
    expectFailure(await alert('PUT', business.id, ada.headers), 404, ErrorCode.NOT_FOUND);
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.wineId, inStock.id))).toEqual([]);
  });
});

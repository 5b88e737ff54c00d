import type { WineImportReport } from '@wine/contract/admin/wine-import';
import { ErrorCode } from '@wine/contract/errors';
import type { RetailerStockList, RetailerStockWine, StockImportReport } from '@wine/contract/retailer-stock';
import { STOCK_CSV_MAX_ROWS } from '@wine/contract/retailer-stock';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, catalogueItems } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { auditCount } from '../helpers/admin';
import { callApi, createTestApp, type TestApp } from '../helpers/app';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeBusiness, makeWine } from '../helpers/fixtures';
import { fileUpload } from '../helpers/uploads';
import { bearer, insertAccount, signIn } from '../helpers/users';

/**
 * Stock set by people (issue 32): the console's wine import with its `stock` column, and a
 * retailer's staff setting their own wines' counts one at a time or by a till's CSV, dry run first.
 * Every change goes through the catalogue's stock rules (catalogue/stock.ts): one audit entry per wine, with who and why.
 */

type Headers = Record<string, string>;

let t: TestApp;
let ours: { id: string; name: string };
let theirs: { id: string };
let retailer: Headers;
let retailerId: string;
let otherRetailer: Headers;
let shopper: Headers;
let admin: Headers;

async function tokenOf(overrides: Parameters<typeof insertAccount>[1]): Promise<{ headers: Headers; id: string }> {
  const { row, password } = await insertAccount(t.db, overrides);
  return { headers: bearer(expectSuccess<{ token: string }>(await signIn(t.app, row.email, password)).token), id: row.id };
}

beforeAll(async () => {
  t = await createTestApp();
  ours = await makeBusiness(t.db, { name: 'Hudson Valley Wine Merchants' });
  theirs = await makeBusiness(t.db, { name: 'Golden Gate Cellars' });
  const staff = await tokenOf({ roles: ['retailer'], businessId: ours.id });
  retailer = staff.headers;
  retailerId = staff.id;
  otherRetailer = (await tokenOf({ roles: ['retailer'], businessId: theirs.id })).headers;
  shopper = (await tokenOf({})).headers;
  admin = (await tokenOf({ roles: ['admin'] })).headers;
});
afterAll(() => t.close());

let codes = 0;
const code = (label: string) => `${label}-${Date.now().toString(36)}-${++codes}`;
const stockOf = async (wineId: string) => (await t.db.select({ stock: catalogueItems.stock }).from(catalogueItems).where(eq(catalogueItems.id, wineId)))[0]?.stock;
const stockAudits = (wineIds: string[]) =>
  t.db.select().from(auditLog).where(and(eq(auditLog.action, 'wine.stock'), inArray(auditLog.entityId, wineIds)));

function upload(url: string, headers: Headers, content: string, fileName = 'stock.csv') {
  const form = fileUpload(content, fileName, 'text/csv');
  return t.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...headers, ...form.headers }, payload: form.payload });
}

describe('a retailer\'s stock page', () => {
  it('lists only the business\'s wines, by title, searchable by title or code, a page at a time', async () => {
    const business = await makeBusiness(t.db);
    const staff = (await tokenOf({ roles: ['retailer'], businessId: business.id })).headers;
    const mine = [
      await makeWine(t.db, { businessId: business.id, title: 'Cabernet Franc', code: code('CF'), stock: 3 }),
      await makeWine(t.db, { businessId: business.id, title: 'Albarino', code: code('AL'), stock: 0, isActive: false }),
      await makeWine(t.db, { businessId: business.id, title: 'Barolo', code: code('BA'), stock: 12 }),
    ];
    await makeWine(t.db, { businessId: theirs.id, title: 'Albarino elsewhere', code: code('AL') });
    const list = async (query: string) => expectSuccess<RetailerStockList>(await callApi(t, 'GET', `/retailer/wines${query}`, staff));

    const all = await list('');
    expect(all.total).toBe(3);
    expect(all.wines.map((wine) => [wine.title, wine.stock, wine.isActive])).toEqual([['Albarino', 0, false], ['Barolo', 12, true], ['Cabernet Franc', 3, true]]);
    expect((await list('?search=albar')).wines.map((wine) => wine._id)).toEqual([mine[1]!.id]);
    expect((await list(`?search=${mine[2]!.code}`)).wines.map((wine) => wine._id)).toEqual([mine[2]!.id]);
    const page = await list('?skip=1&limit=1');
    expect([page.total, page.wines.map((wine) => wine.title)]).toEqual([3, ['Barolo']]);
    expectFailure(await callApi(t, 'GET', '/retailer/wines?limit=500', staff), 400, ErrorCode.VALIDATION_FAILED);
  });

  it('sets one wine\'s count as a correction by that person; another business\'s wine is not found', async () => {
    const wine = await makeWine(t.db, { businessId: ours.id, code: code('ONE'), stock: 5 });
    const saved = expectSuccess<RetailerStockWine>(await callApi(t, 'PATCH', `/retailer/wines/${wine.id}/stock`, retailer, { stock: 17 }));
    expect(saved).toMatchObject({ _id: wine.id, stock: 17 });
    const [audit] = await stockAudits([wine.id]);
    expect(audit).toMatchObject({ actorUserId: retailerId, before: { stock: 5 }, after: { stock: 17, reason: 'correction' } });

    const before = await auditCount(t.db);
    expectFailure(await callApi(t, 'PATCH', `/retailer/wines/${wine.id}/stock`, otherRetailer, { stock: 1 }), 404, ErrorCode.NOT_FOUND);
    expectFailure(await callApi(t, 'PATCH', `/retailer/wines/${newId()}/stock`, retailer, { stock: 1 }), 404, ErrorCode.NOT_FOUND);
    expectFailure(await callApi(t, 'PATCH', `/retailer/wines/${wine.id}/stock`, shopper, { stock: 1 }), 403, ErrorCode.FORBIDDEN);
    expectFailure(await callApi(t, 'PATCH', `/retailer/wines/${wine.id}/stock`, admin, { stock: 1 }), 403, ErrorCode.FORBIDDEN);
    expectFailure(await callApi(t, 'PATCH', `/retailer/wines/${wine.id}/stock`, {}, { stock: 1 }), 401, ErrorCode.UNAUTHENTICATED);
    for (const stock of [-1, 2.5, '4', null, 1_000_000]) {
      expectFailure(await callApi(t, 'PATCH', `/retailer/wines/${wine.id}/stock`, retailer, { stock }), 400, ErrorCode.VALIDATION_FAILED, /stock: must/);
    }
    expect(await auditCount(t.db)).toBe(before);
    expect(await stockOf(wine.id)).toBe(17);
  });
});

describe('a retailer\'s stock CSV', () => {
  it('shows on a dry run what would change and changes nothing, then applies it in one go, audited per wine', async () => {
    const a = await makeWine(t.db, { businessId: ours.id, code: code('TILL'), title: 'Till Red', stock: 4 });
    const b = await makeWine(t.db, { businessId: ours.id, code: code('TILL'), title: 'Till White', stock: 0 });
    const same = await makeWine(t.db, { businessId: ours.id, code: code('TILL'), stock: 9 });
    // As a till exports it: a header, quoted cells, CRLF line ends, a blank line.
    const file = `"SKU","Qty"\r\n"${a.code}","12"\r\n${b.code},3\r\n\r\n${same.code}, 9 \r\n`;
    const auditsBefore = await auditCount(t.db);

    const dry = expectSuccess<StockImportReport>(await upload('/retailer/stock/import?dryRun=true', retailer, file));
    expect(dry).toEqual({
      fileName: 'stock.csv',
      dryRun: true,
      applied: false,
      rows: 3,
      unchanged: 1,
      changes: [
        { row: 2, wineId: a.id, code: a.code, title: 'Till Red', before: 4, after: 12 },
        { row: 3, wineId: b.id, code: b.code, title: 'Till White', before: 0, after: 3 },
      ],
      errorCount: 0,
      errors: [],
    });
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([4, 0]);
    expect(await auditCount(t.db)).toBe(auditsBefore);

    const done = expectSuccess<StockImportReport>(await upload('/retailer/stock/import', retailer, file));
    expect(done).toMatchObject({ dryRun: false, applied: true, changes: dry.changes, errorCount: 0 });
    expect([await stockOf(a.id), await stockOf(b.id), await stockOf(same.id)]).toEqual([12, 3, 9]);
    const audits = await stockAudits([a.id, b.id, same.id]);
    expect(audits.map((audit) => [audit.entityId, audit.actorUserId, audit.before, audit.after]).sort()).toEqual(
      [
        [a.id, retailerId, { stock: 4 }, { stock: 12, reason: 'import' }],
        [b.id, retailerId, { stock: 0 }, { stock: 3, reason: 'import' }],
      ].sort(),
    );
  });

  it('refuses unknown codes, another business\'s codes and bad counts per row, and then writes nothing', async () => {
    const mine = await makeWine(t.db, { businessId: ours.id, code: code('MINE'), stock: 2 });
    const foreign = await makeWine(t.db, { businessId: theirs.id, code: code('THEIRS'), stock: 2 });
    const file = [`${mine.code},20`, `${foreign.code},5`, 'NO-SUCH-CODE,5', `${mine.code},21`, 'X1,-3', 'X2,2.5', 'X3,', ',4', 'X4,abc', 'X5,1,extra'].join('\n');
    const before = await auditCount(t.db);
    for (const query of ['?dryRun=true', '']) {
      const report = expectSuccess<StockImportReport>(await upload(`/retailer/stock/import${query}`, retailer, file));
      expect(report.applied).toBe(false);
      expect(report.changes).toEqual([{ row: 1, wineId: mine.id, code: mine.code, title: mine.title, before: 2, after: 20 }]);
      expect(report.errors).toEqual([
        { row: 2, code: foreign.code, message: `none of your wines has the code "${foreign.code}"` },
        { row: 3, code: 'NO-SUCH-CODE', message: 'none of your wines has the code "NO-SUCH-CODE"' },
        { row: 4, code: mine.code, message: `"${mine.code}" is already on row 1: give each wine one row` },
        { row: 5, code: 'X1', message: 'count must be 0 or more (got "-3")' },
        { row: 6, code: 'X2', message: 'count must be a whole number of bottles (got "2.5")' },
        { row: 7, code: 'X3', message: 'count is missing' },
        { row: 8, code: null, message: 'code is missing' },
        { row: 9, code: 'X4', message: 'count must be a whole number of bottles (got "abc")' },
        { row: 10, code: 'X5', message: 'has 3 cells: a row is code,count' },
      ]);
      expect(report.errorCount).toBe(9);
    }
    expect([await stockOf(mine.id), await stockOf(foreign.id)]).toEqual([2, 2]);
    expect(await auditCount(t.db)).toBe(before);
  });

  it('refuses a file over its size or row bound, an empty one and strangers', async () => {
    const rows = Array.from({ length: STOCK_CSV_MAX_ROWS + 1 }, (_, index) => `C${index},1`).join('\n');
    expectFailure(await upload('/retailer/stock/import?dryRun=true', retailer, rows), 400, ErrorCode.VALIDATION_FAILED, 'more than 10,000 rows');
    expectFailure(await upload('/retailer/stock/import?dryRun=true', retailer, `${'x'.repeat(1024 * 1024)},1`), 413, ErrorCode.PAYLOAD_TOO_LARGE, 'too large');
    expectFailure(await upload('/retailer/stock/import?dryRun=true', retailer, 'code,count\r\n'), 400, ErrorCode.VALIDATION_FAILED, 'holds no counts');
    expectFailure(await upload('/retailer/stock/import?dryRun=true', retailer, 'a,"1'), 400, ErrorCode.VALIDATION_FAILED, 'not valid CSV');
    expectFailure(await upload('/retailer/stock/import', shopper, 'A,1'), 403, ErrorCode.FORBIDDEN);
    expectFailure(await upload('/retailer/stock/import', {}, 'A,1'), 401, ErrorCode.UNAUTHENTICATED);
  });
});

describe('the console\'s wine import with a stock column', () => {
  it('sets counts through the stock rules: empty keeps today\'s, a new wine\'s empty is 0, a bad one is a row error', async () => {
    const kept = await makeWine(t.db, { businessId: ours.id, code: code('IMP'), stock: 8 });
    const set = await makeWine(t.db, { businessId: ours.id, code: code('IMP'), stock: 8 });
    const fresh = [code('NEW'), code('NEW')];
    const file = [
      'code,title,price,retailer,stock',
      `${kept.code},Kept,10.00,${ours.id},`,
      `${set.code},Set,10.00,${ours.id},40`,
      `${fresh[0]},New Empty,10.00,${ours.id},`,
      `${fresh[1]},New Counted,10.00,${ours.id},6`,
    ].join('\n');
    const done = expectSuccess<WineImportReport>(await upload('/admin/wines/import?mode=upsert', admin, file, 'wines.csv'));
    expect(done).toMatchObject({ imported: true, created: 2, updated: 2, errorCount: 0 });
    const rows = await t.db.select({ code: catalogueItems.code, stock: catalogueItems.stock, id: catalogueItems.id }).from(catalogueItems).where(inArray(catalogueItems.code, [kept.code!, set.code!, ...fresh]));
    expect(Object.fromEntries(rows.map((row) => [row.code, row.stock]))).toEqual({ [kept.code!]: 8, [set.code!]: 40, [fresh[0]!]: 0, [fresh[1]!]: 6 });
    const audits = await stockAudits(rows.map((row) => row.id));
    expect(audits.map((audit) => audit.after).sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)))).toEqual([
      { stock: 40, reason: 'import' },
      { stock: 6, reason: 'import' },
    ]);

    const bad = ['code,title,price,retailer,stock', `${set.code},Set,10.00,${ours.id},-2`, `${kept.code},Kept,10.00,${ours.id},1.5`].join('\n');
    const refused = expectSuccess<WineImportReport>(await upload('/admin/wines/import?mode=upsert', admin, bad, 'wines.csv'));
    expect(refused).toMatchObject({ imported: false, errorCount: 2 });
    expect(refused.errors).toEqual([
      { row: 2, column: 'stock', message: 'must be a whole number of bottles (got "-2")' },
      { row: 3, column: 'stock', message: 'must be a whole number of bottles (got "1.5")' },
    ]);
    expect([await stockOf(set.id), await stockOf(kept.id)]).toEqual([40, 8]);
  });
});

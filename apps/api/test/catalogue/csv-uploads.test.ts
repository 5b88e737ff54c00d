import type net from 'node:net';
import { ErrorCode } from '@wine/contract/errors';
import { WINE_IMPORT_COLUMNS } from '@wine/contract/admin/wine-import';
import { STOCK_CSV_MAX_BYTES, STOCK_CSV_UPLOADS_PER_HOUR } from '@wine/contract/retailer-stock';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueItems } from '../../src/db/schema';
import { auditCount } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeBusiness, makeWine } from '../helpers/fixtures';
import { fileUpload } from '../helpers/uploads';
import { bearer, insertAccount, signIn } from '../helpers/users';

/**
 * Uploaded CSV files are read a slice at a time and refused at their first broken row (issue 44):
 * the worst files a megabyte can hold get a clear refusal and change nothing, and while four
 * clients send them the shop goes on answering at its usual pace.
 */

type Headers = Record<string, string>;

let t: TestApp;
let origin: string;
let retailers: { headers: Headers; businessId: string }[];
let admin: Headers;
let retailerName: string;

async function tokenOf(overrides: Parameters<typeof insertAccount>[1]): Promise<Headers> {
  const { row, password } = await insertAccount(t.db, overrides);
  return bearer(expectSuccess<{ token: string }>(await signIn(t.app, row.email, password)).token);
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
  retailers = [];
  for (let index = 0; index < 6; index += 1) {
    const business = await makeBusiness(t.db);
    retailerName = business.name;
    retailers.push({ headers: await tokenOf({ roles: ['retailer'], businessId: business.id }), businessId: business.id });
  }
  admin = await tokenOf({ roles: ['admin'] });
});
afterAll(() => t.close());

/**
 * Files of just under a megabyte: after the header, newlines only; or one good row and then a
 * broken one, refused whole (the good row is not applied either).
 */
const worstFiles = (header: string, goodRow: string) => {
  const room = STOCK_CSV_MAX_BYTES - header.length - goodRow.length - 16;
  return {
    newlines: `${header}\n${'\n'.repeat(room)}`,
    commas: `${header}\n${goodRow}\n${','.repeat(room)}\n`,
    hugeCell: `${header}\n${goodRow}\n${'x'.repeat(room)},1\n`,
    unclosedQuote: `${header}\n${goodRow}\n"${'y'.repeat(room)}\n`,
  };
};

function inject(url: string, headers: Headers, content: string) {
  const form = fileUpload(content, 'stock.csv', 'text/csv');
  return t.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...headers, ...form.headers }, payload: form.payload });
}

async function post(url: string, headers: Headers, content: string): Promise<number> {
  const form = fileUpload(content, 'stock.csv', 'text/csv');
  const response = await fetch(`${origin}/api${url}`, { method: 'POST', headers: { ...headers, ...form.headers }, body: form.payload });
  await response.arrayBuffer();
  return response.status;
}

const stockOf = async (wineId: string) => (await t.db.select({ stock: catalogueItems.stock }).from(catalogueItems).where(eq(catalogueItems.id, wineId)))[0]?.stock;

/** A refusal says what is wrong in a sentence: it never hands back the cell that broke the bound. */
function expectShortRefusal(response: Awaited<ReturnType<typeof inject>>, pattern: RegExp) {
  expect([400, 413, 422]).toContain(response.statusCode);
  const message = (response.json() as { error: { errorMessage: string } }).error.errorMessage;
  expect(message).toMatch(pattern);
  expect(message.length).toBeLessThan(300);
  expect(message).not.toMatch(/x{50}|y{50}/);
}

describe('the worst stock files', () => {
  it('get a clear refusal and change nothing', async () => {
    const { headers, businessId } = retailers[0]!;
    const wine = await makeWine(t.db, { businessId, code: `WORST-${Date.now()}`, stock: 3 });
    const files = worstFiles('code,count', `${wine.code},7`);
    const audits = await auditCount(t.db);
    expectShortRefusal(await inject('/retailer/stock/import', headers, files.newlines), /holds no counts/);
    expectShortRefusal(await inject('/retailer/stock/import', headers, files.commas), /Row 3 has more than 20 cells/);
    expectShortRefusal(await inject('/retailer/stock/import', headers, files.hugeCell), /Row 3 is longer than 4,096 characters/);
    expectShortRefusal(await inject('/retailer/stock/import', headers, files.unclosedQuote), /Row 3 is longer than 4,096 characters/);
    expect(await stockOf(wine.id)).toBe(3);
    expect(await auditCount(t.db)).toBe(audits);
  });

  it('the console\'s wine import refuses the same files the same way', async () => {
    const header = WINE_IMPORT_COLUMNS.filter((column) => column.required).map((column) => column.name).join(',');
    const code = `IMPORT-WORST-${Date.now()}`;
    const files = worstFiles(header, `${code},Worst wine,10.00,${retailerName}`);
    const audits = await auditCount(t.db);
    expectShortRefusal(await inject('/admin/wines/import', admin, files.newlines), /holds no wines/);
    expectShortRefusal(await inject('/admin/wines/import', admin, files.commas), new RegExp(`Row 3 has more than ${2 * WINE_IMPORT_COLUMNS.length} cells`));
    expectShortRefusal(await inject('/admin/wines/import', admin, files.hugeCell), /Row 3 is longer than 262,144 characters/);
    expectShortRefusal(await inject('/admin/wines/import', admin, files.unclosedQuote), /Row 3 is longer than 262,144 characters/);
    expect(await t.db.select().from(catalogueItems).where(eq(catalogueItems.code, code))).toEqual([]);
    expect(await auditCount(t.db)).toBe(audits);
  });

  it('are limited per account: past the hour\'s uploads the account is refused, others are not', async () => {
    const { headers } = retailers[4]!;
    for (let upload = 0; upload < STOCK_CSV_UPLOADS_PER_HOUR; upload += 1) {
      expectFailure(await inject('/retailer/stock/import?dryRun=true', headers, 'code,count\n'), 400, ErrorCode.VALIDATION_FAILED, 'holds no counts');
    }
    expectFailure(await inject('/retailer/stock/import?dryRun=true', headers, 'code,count\n'), 429, ErrorCode.TOO_MANY_REQUESTS, 'Too many requests for this account');
    expectFailure(await inject('/retailer/stock/import?dryRun=true', retailers[5]!.headers, 'code,count\n'), 400, ErrorCode.VALIDATION_FAILED, 'holds no counts');
  });
});

describe('the shop while four clients upload the worst files', () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  async function timedShopRequest(): Promise<number> {
    const started = performance.now();
    const response = await fetch(`${origin}/api/catalogue?limit=1`);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    return performance.now() - started;
  }

  it('answers a catalogue request about as fast as with no upload going on', async () => {
    const files = Object.values(worstFiles('code,count', 'A,1'));
    // Warm up, then the shop's pace alone.
    for (let index = 0; index < 5; index += 1) await timedShopRequest();
    const alone: number[] = [];
    for (let index = 0; index < 30; index += 1) alone.push(await timedShopRequest());

    const during: number[] = [];
    let uploading = 4;
    const statuses: number[] = [];
    // Each client keeps sending until the shop has been timed often enough, within its hour's uploads.
    const client = async (headers: Headers) => {
      for (let sent = 0; sent < 24 && during.length < 30; sent += 1) statuses.push(await post('/retailer/stock/import?dryRun=true', headers, files[sent % files.length]!));
      uploading -= 1;
    };
    const clients = retailers.slice(0, 4).map((retailer) => client(retailer.headers));
    // Timed only while every client is still sending.
    while (uploading === 4) {
      const took = await timedShopRequest();
      if (uploading === 4) during.push(took);
    }
    await Promise.all(clients);

    expect(statuses.every((status) => status === 400 || status === 413)).toBe(true);
    expect(during.length).toBeGreaterThanOrEqual(10);
    // Generous: the refusals cost a little; a parse of a whole file at once cost the shop a hundred times its pace.
    expect(median(during)).toBeLessThan(median(alone) * 8);
  }, 180_000);
});

import type { WineImportReport } from '@wine/contract/admin/wine-import';
import type { Wine } from '@wine/contract/catalogue';
import { ErrorCode } from '@wine/contract/errors';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, catalogueItems } from '../../src/db/schema';
import { consoleSuite } from '../helpers/admin';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeBusiness, makeWine } from '../helpers/fixtures';
import { fileUpload } from '../helpers/uploads';

const suite = consoleSuite();

/** What `work` answers, and how many statements the app sent meanwhile, on any of its connections. */
/**
 * The catalogue read model's own reads (it polls the change log on the same pool while idle, and
 * re-reads the wines the import changed): how many fall inside the import depends on how long the
 * import takes, so they are not the import's statements.
 */
function readModelOwn(query: unknown): boolean {
  const { text = '', name = '' } = typeof query === 'string' ? { text: query } : ((query ?? {}) as { text?: string; name?: string });
  return name.startsWith('catalogue_model_') || /catalogue_changes|pg_current_snapshot/.test(text);
}

async function statementsDuring<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  let statements = 0;
  const counted = new WeakSet<PoolClient>();
  const count = (client: PoolClient) => {
    if (counted.has(client)) return;
    counted.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      if (counting && !readModelOwn(args[0])) statements += 1;
      return query(...args);
    }) as typeof client.query;
  };
  let counting = true;
  suite.t.pool.on('acquire', count);
  try {
    const result = await work();
    return { result, statements };
  } finally {
    counting = false;
    suite.t.pool.off('acquire', count);
  }
}
let admin: Record<string, string>;
let retailer: { id: string; name: string };
beforeAll(async () => {
  admin = await suite.cast.admin();
  retailer = await makeBusiness(suite.t.db, { name: 'Vine & Barrel Napa' });
});

const HEADER = ['code', 'title', 'producer', 'color', 'region', 'vintage', 'price', 'discountPercent', 'volumeInMl', 'retailer', 'active'];

/** Cells are quoted as a spreadsheet writes them: commas, quotes and newlines survive. */
const quote = (cell: string) => (/[",\n\r]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
const csvOf = (header: string[], rows: string[][]) => [header, ...rows].map((row) => row.map(quote).join(',')).join('\r\n');

let counter = 0;
/** A unique code prefix per test, so the tests' wines never meet. */
const prefix = () => `T${(counter += 1)}-${Date.now().toString(36)}`;

const wineRow = (code: string, overrides: Partial<Record<(typeof HEADER)[number], string>> = {}) => {
  const cells: Record<string, string> = {
    code,
    title: `Imported ${code}`,
    producer: 'Domaine Import',
    color: 'Red',
    region: 'Napa Valley',
    vintage: '2019',
    price: '24.99',
    discountPercent: '',
    volumeInMl: '750',
    retailer: retailer.name,
    active: 'true',
    ...overrides,
  };
  return HEADER.map((column) => cells[column] ?? '');
};

function importFile(content: string, headers: Record<string, string>, query = '', fileName = 'wines.csv') {
  const upload = fileUpload(content, fileName, 'text/csv');
  return suite.t.app.inject({ method: 'POST', url: `/api/admin/wines/import${query}`, headers: { ...headers, ...upload.headers }, payload: upload.payload });
}

const winesWithPrefix = (code: string) => suite.t.db.select().from(catalogueItems).where(like(catalogueItems.code, `${code}%`));
const importAudits = () => suite.t.db.select().from(auditLog).where(eq(auditLog.action, 'wine.import'));

describe('POST /admin/wines/import', () => {
  it('validates a good file on a dry run without writing, then imports it in one go', async () => {
    const p = prefix();
    const file = csvOf(HEADER, [
      wineRow(`${p}-1`, { title: 'Oakville "Reserve", Cabernet', price: '24.99', discountPercent: '10' }),
      wineRow(`${p}-2`, { color: 'rose', region: 'bordeaux', retailer: retailer.id, price: '9.5' }),
      wineRow(`${p}-3`, { title: 'Two\nline title', color: 'White', vintage: 'nv', active: 'no', price: '120' }),
    ]);
    const auditsBefore = (await importAudits()).length;

    const dry = expectSuccess<WineImportReport>(await importFile(file, admin, '?dryRun=true'));
    expect(dry).toEqual({ fileName: 'wines.csv', dryRun: true, mode: 'create', rows: 3, created: 3, updated: 0, imported: false, errorCount: 0, errors: [] });
    expect(await winesWithPrefix(p)).toEqual([]);
    expect(await importAudits()).toHaveLength(auditsBefore);

    const done = expectSuccess<WineImportReport>(await importFile(file, admin));
    expect(done).toMatchObject({ dryRun: false, rows: 3, created: 3, updated: 0, imported: true, errorCount: 0 });
    const rows = (await winesWithPrefix(p)).sort((a, b) => (a.code ?? '').localeCompare(b.code ?? ''));
    expect(rows.map((row) => [row.code, row.title, row.priceCents, row.discountPercent, row.color, row.vintage, row.isActive, row.businessId])).toEqual([
      [`${p}-1`, 'Oakville "Reserve", Cabernet', 2499, 10, 'Red', '2019', true, retailer.id],
      [`${p}-2`, `Imported ${p}-2`, 950, null, 'Rosé', '2019', true, retailer.id],
      [`${p}-3`, 'Two\nline title', 12000, null, 'White', 'NV', false, retailer.id],
    ]);
    expect(rows.map((row) => [row.type, row.name === row.title, row.volumeInMl, row.region])).toEqual([
      ['PRODUCT', true, 750, 'Napa Valley'],
      ['PRODUCT', true, 750, 'Bordeaux'],
      ['PRODUCT', true, 750, 'Napa Valley'],
    ]);

    // One audit row for the file, with its counts and name.
    const audits = await importAudits();
    expect(audits).toHaveLength(auditsBefore + 1);
    expect(audits.at(-1)).toMatchObject({ actorUserId: suite.cast.adminRow.id, entityType: 'wine', after: { fileName: 'wines.csv', mode: 'create', rows: 3, created: 3, updated: 0 } });

    // The active imported wines are in the shop.
    const shop = expectSuccess<{ categories: Wine[] }>(await suite.t.app.inject({ method: 'GET', url: `/api/catalogue?type=PRODUCT&title=${encodeURIComponent('Oakville "Reserve"')}` }));
    expect(shop.categories.map((wine) => [wine.customData.product.code, wine.price])).toEqual([[`${p}-1`, '24.99']]);
  });

  it('reports a row with a bad price and imports nothing of the file', async () => {
    const p = prefix();
    const file = csvOf(HEADER, [wineRow(`${p}-1`), wineRow(`${p}-2`, { price: '12,50' }), wineRow(`${p}-3`, { price: '-3' }), wineRow(`${p}-4`, { price: '0' })]);
    const auditsBefore = (await importAudits()).length;
    for (const query of ['?dryRun=true', '']) {
      const report = expectSuccess<WineImportReport>(await importFile(file, admin, query));
      expect(report).toMatchObject({ rows: 4, imported: false, errorCount: 3 });
      expect(report.errors).toEqual([
        { row: 3, column: 'price', message: 'must be an amount in dollars, e.g. 24.99 (got "12,50")' },
        { row: 4, column: 'price', message: 'must be an amount in dollars, e.g. 24.99 (got "-3")' },
        { row: 5, column: 'price', message: 'must be more than 0 (got "0")' },
      ]);
    }
    expect(await winesWithPrefix(p)).toEqual([]);
    expect(await importAudits()).toHaveLength(auditsBefore);
  });

  it('reports every problem of a row with its column: retailer, colour, region, numbers, required cells', async () => {
    const p = prefix();
    const file = csvOf(HEADER, [
      wineRow(`${p}-1`, { retailer: 'Nobody Wines', color: 'Orange', region: 'Atlantis', vintage: '19', discountPercent: '95', volumeInMl: '0.75', active: 'maybe' }),
      wineRow('', { title: '' }),
      wineRow('has space'),
    ]);
    const report = expectSuccess<WineImportReport>(await importFile(file, admin));
    expect(report.imported).toBe(false);
    expect(report.errors.map((error) => [error.row, error.column])).toEqual([
      [2, 'retailer'], [2, 'discountPercent'], [2, 'color'], [2, 'region'], [2, 'vintage'], [2, 'volumeInMl'], [2, 'active'],
      [3, 'code'], [3, 'title'],
      [4, 'code'],
    ]);
    expect(report.errors[0]?.message).toBe('no retailer is called "Nobody Wines"');
    expect(report.errors.find((error) => error.column === 'discountPercent')?.message).toBe('must be at most 90 (got "95")');
    expect(report.errors.find((error) => error.column === 'color')?.message).toBe('must be Red, White or Rosé (got "Orange")');
    expect(report.errors.find((error) => error.column === 'region')?.message).toBe('must be one of the shop\'s regions, e.g. Napa Valley (got "Atlantis")');
    expect(report.errors.find((error) => error.row === 3 && error.column === 'code')?.message).toBe('is required');
    expect(await winesWithPrefix(p)).toEqual([]);
  });

  it('refuses a code given twice in the file, naming the first row', async () => {
    const p = prefix();
    const file = csvOf(HEADER, [wineRow(`${p}-1`), wineRow(`${p}-2`), wineRow(`${p}-1`, { title: 'Again' })]);
    const report = expectSuccess<WineImportReport>(await importFile(file, admin, '?mode=upsert'));
    expect(report).toMatchObject({ imported: false, errorCount: 1, errors: [{ row: 4, column: 'code', message: `"${p}-1" is already on row 2: a code names one wine` }] });
    expect(await winesWithPrefix(p)).toEqual([]);
  });

  it('refuses codes the shop already has in create mode, and updates those wines in upsert mode', async () => {
    const p = prefix();
    const existing = await makeWine(suite.t.db, { code: `${p}-old`, title: 'Old title', priceCents: 1000, tastingNotes: '<p>Kept</p>', businessId: suite.cast.business.id });
    const file = csvOf(HEADER, [wineRow(`${p}-new`), wineRow(`${p}-old`, { title: 'New title', price: '15.00', active: 'false' })]);

    const refused = expectSuccess<WineImportReport>(await importFile(file, admin));
    expect(refused).toMatchObject({ imported: false, created: 1, updated: 0, errorCount: 1 });
    expect(refused.errors[0]).toMatchObject({ row: 3, column: 'code' });
    expect(refused.errors[0]?.message).toContain('is already in the shop');
    expect((await winesWithPrefix(p)).map((row) => row.code)).toEqual([`${p}-old`]);

    const upserted = expectSuccess<WineImportReport>(await importFile(file, admin, '?mode=upsert'));
    expect(upserted).toMatchObject({ imported: true, mode: 'upsert', created: 1, updated: 1, errorCount: 0 });
    const rows = await winesWithPrefix(p);
    expect(rows).toHaveLength(2);
    const updated = rows.find((row) => row.code === `${p}-old`);
    // The same wine (same id), its file columns replaced, the others (tasting notes) kept.
    expect(updated).toMatchObject({ id: existing.id, title: 'New title', name: 'New title', priceCents: 1500, isActive: false, businessId: retailer.id, tastingNotes: '<p>Kept</p>' });
  });

  it('reports header problems on row 1 and reads no row', async () => {
    const p = prefix();
    const file = csvOf(['code', 'title', 'colour', 'retailer', 'title'], [[`${p}-1`, 'A', 'Red', retailer.name, 'B']]);
    const report = expectSuccess<WineImportReport>(await importFile(file, admin));
    expect(report).toMatchObject({ rows: 1, imported: false, created: 0 });
    expect(report.errors.map((error) => [error.row, error.column])).toEqual([
      [1, 'colour'],
      [1, 'title'],
      [1, 'price'],
    ]);
    expect(report.errors[2]?.message).toBe('is required: add this column to the header');
  });

  it('reads headers in any case and order, a byte-order mark, blank lines, and reports a row of the wrong width', async () => {
    const p = prefix();
    const file = `\uFEFFPrice,RETAILER,Code,Title\n12.00,${quote(retailer.name)},${p}-1,First\n\n9.99,${quote(retailer.name)},${p}-2\n`;
    const report = expectSuccess<WineImportReport>(await importFile(file, admin));
    expect(report).toMatchObject({ rows: 2, imported: false, errors: [{ row: 4, column: null, message: 'has 3 cells but the header has 4' }] });
  });

  it('imports a 10,000-row file in a handful of statements', async () => {
    const p = prefix();
    const rows = Array.from({ length: 10_000 }, (_, index) =>
      wineRow(`${p}-${index}`, { title: `Bulk wine ${index}, "lot" ${p}`, price: `${(index % 200) + 5}.${String(index % 100).padStart(2, '0')}` }),
    );
    const file = csvOf(HEADER, rows);
    const { result, statements } = await statementsDuring(() => importFile(file, admin, '', 'big.csv'));
    const report = expectSuccess<WineImportReport>(result);
    expect(report).toMatchObject({ rows: 10_000, created: 10_000, imported: true, errorCount: 0 });
    // What keeps a large file fast, counted rather than timed: the rows go in batches, not one by one.
    expect(statements).toBeLessThanOrEqual(20);
    const stored = await suite.t.db.select({ code: catalogueItems.code, priceCents: catalogueItems.priceCents }).from(catalogueItems).where(like(catalogueItems.code, `${p}-%`));
    expect(stored).toHaveLength(10_000);
    expect(stored.find((row) => row.code === `${p}-1234`)?.priceCents).toBe((1234 % 200 + 5) * 100 + (1234 % 100));
    const audits = await suite.t.db.select().from(auditLog).where(and(eq(auditLog.action, 'wine.import')));
    expect(audits.filter((row) => (row.after as { fileName?: string }).fileName === 'big.csv')).toHaveLength(1);
  });

  it('refuses a file it cannot read with a clear error, writing nothing', async () => {
    const p = prefix();
    const broken = `${HEADER.join(',')}\n${p}-1,"Unclosed title,x,Red,Bordeaux,2019,10.00,,750,${retailer.name},true\n`;
    expectFailure(await importFile(broken, admin), 400, ErrorCode.VALIDATION_FAILED, /not valid CSV/);
    expectFailure(await importFile('', admin), 400, ErrorCode.VALIDATION_FAILED, 'The file is empty');
    expectFailure(await importFile(`${HEADER.join(',')}\n`, admin), 400, ErrorCode.VALIDATION_FAILED, 'holds no wines');
    expectFailure(
      await suite.t.app.inject({ method: 'POST', url: '/api/admin/wines/import', headers: admin, payload: { code: 'x' } }),
      400,
      ErrorCode.VALIDATION_FAILED,
      'multipart/form-data',
    );
    expectFailure(await importFile(csvOf(HEADER, [wineRow(`${p}-1`)]), admin, '?mode=replace'), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await importFile(csvOf(HEADER, [wineRow(`${p}-1`)]), admin, '?dryrun=true'), 400, ErrorCode.UNKNOWN_QUERY_KEY);
    expect(await winesWithPrefix(p)).toEqual([]);
  });

  it('refuses more than 20,000 rows and more than 20 MB', async () => {
    const p = prefix();
    const many = `code,title,price,retailer\n${Array.from({ length: 20_001 }, (_, index) => `${p}-${index},W,1.00,x`).join('\n')}`;
    expectFailure(await importFile(many, admin), 400, ErrorCode.VALIDATION_FAILED, 'more than 20,000 wines');
    // 210 rows of 100 KB each: every row is fine, the file as a whole is too large.
    const description = 'a'.repeat(100 * 1024);
    const huge = `code,title,price,retailer,description\n${Array.from({ length: 210 }, (_, index) => `${p}-${index},W,1.00,x,${description}`).join('\n')}`;
    expectFailure(await importFile(huge, admin), 413, ErrorCode.PAYLOAD_TOO_LARGE, 'limit is 20 MB');
    expect(await winesWithPrefix(p)).toEqual([]);
  });

  it('is for admins only: 401 anonymous, 403 shopper, sommelier and retailer, nothing imported', async () => {
    const p = prefix();
    const file = csvOf(HEADER, [wineRow(`${p}-1`)]);
    expectFailure(await importFile(file, {}), 401, ErrorCode.UNAUTHENTICATED);
    const refused = await suite.cast.refused();
    for (const headers of [refused.plain, refused.sommelier, refused.retailer]) {
      expectFailure(await importFile(file, headers), 403, ErrorCode.FORBIDDEN);
    }
    expect(await suite.t.db.select().from(catalogueItems).where(inArray(catalogueItems.code, [`${p}-1`]))).toEqual([]);
  });
});

import { STOCK_MAX } from '@wine/contract/admin/wines';
import { ErrorCode } from '@wine/contract/errors';
import {
  STOCK_CSV_ERRORS_SHOWN, STOCK_CSV_MAX_BYTES, STOCK_CSV_MAX_CELLS, STOCK_CSV_MAX_ROW_CHARS, STOCK_CSV_MAX_ROWS,
  type RetailerStockList, type RetailerStockWine, type RetailerWinesQuery, type StockImportChange, type StockImportError, type StockImportReport,
} from '@wine/contract/retailer-stock';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { csvRows, shownCell, type CsvBounds } from '../../lib/csv-upload';
import { bottlesHeldUnpaid } from '../orders/holds';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import type { AuthUser } from '../auth/auth-user';
import { businessWinesByCode, findBusinessWine, listBusinessWines } from '../catalogue/retailer-wines';
import { setBottles, setManyBottles } from '../catalogue/stock';
import { asRetailer } from '../accounts/roles';

/**
 * A retailer's staff set their own wines' stock (issue 32): one count at a time, or a till's CSV of
 * `code,count` rows, dry run first. Every count goes through the catalogue's stock rules
 * (catalogue/stock.ts), so the audit log keeps who and why; a wine of another business is not found.
 */

type StockWineRow = { id: string; code: string | null; title: string; iconUrl: string | null; isActive: boolean; stock: number };

/** The wines as the stock page lists them, each with the bottles its unpaid orders hold (one query for the page). */
async function toStockWines(db: Executor, rows: StockWineRow[]): Promise<RetailerStockWine[]> {
  const held = await bottlesHeldUnpaid(db, rows.map((row) => row.id));
  return rows.map((row) => ({
    _id: row.id,
    code: row.code,
    title: row.title,
    iconUrl: row.iconUrl,
    isActive: row.isActive,
    stock: row.stock,
    heldUnpaid: held.get(row.id) ?? 0,
  }));
}

/** GET /retailer/wines. */
export async function listRetailerWines(ctx: AppContext, viewer: AuthUser, query: RetailerWinesQuery & { skip?: number; limit?: number }): Promise<RetailerStockList> {
  const { retailerBusinessId } = asRetailer(viewer);
  const { rows, total } = await listBusinessWines(ctx.db, viewer.tenantId, retailerBusinessId, query.search, pageOf(query.skip, query.limit));
  return { wines: await toStockWines(ctx.db, rows), total };
}

/** PATCH /retailer/wines/{id}/stock: a person's count, a correction. */
export async function setRetailerWineStock(ctx: AppContext, viewer: AuthUser, wineId: string, stock: number): Promise<RetailerStockWine> {
  const { retailerBusinessId } = asRetailer(viewer);
  return ctx.db.transaction(async (tx) => {
    if (!(await findBusinessWine(tx, viewer.tenantId, retailerBusinessId, wineId))) throw notFound('Wine');
    await setBottles(tx, wineId, stock, { actor: viewer, reason: 'correction' });
    return (await toStockWines(tx, [(await findBusinessWine(tx, viewer.tenantId, retailerBusinessId, wineId))!]))[0]!;
  });
}

interface StockRow {
  row: number;
  code: string;
  count: number;
}

/** A count cell that reads as a number (a header's "count" or "Qty" does not). */
const NUMBER_LIKE = /^[-+]?[\d.,]+$/;

const tooLarge = () => new AppError(ErrorCode.PAYLOAD_TOO_LARGE, `The file is too large: the limit is ${STOCK_CSV_MAX_BYTES / 1024 / 1024} MB`);

const STOCK_CSV_BOUNDS: CsvBounds = { maxCells: STOCK_CSV_MAX_CELLS, maxRowChars: STOCK_CSV_MAX_ROW_CHARS, rowShape: 'a row is code,count', tooLarge };

/** Collects refused rows in file order, keeping the first ones for the report. */
class Refused {
  readonly list: StockImportError[] = [];
  count = 0;
  add(row: number, code: string | null, message: string) {
    this.count += 1;
    if (this.list.length < STOCK_CSV_ERRORS_SHOWN) this.list.push({ row, code, message });
  }
}

function countOf(text: string): number | string {
  if (text === '') return 'count is missing';
  if (/^\d+$/.test(text)) {
    const count = Number(text);
    return count <= STOCK_MAX ? count : `count must be at most ${STOCK_MAX} (got ${shownCell(text)})`;
  }
  if (/^-\d+(\.\d+)?$/.test(text)) return `count must be 0 or more (got ${shownCell(text)})`;
  return `count must be a whole number of bottles (got ${shownCell(text)})`;
}

/**
 * The file's rows as a till exports them: a header row or none, quoted cells, CRLF or LF, blank
 * lines skipped (row numbers still count them, as a spreadsheet shows them). Read as it arrives
 * and refused at the first row past a bound (lib/csv-upload.ts).
 */
async function readRows(upload: Readable, refused: Refused): Promise<{ rows: number; valid: StockRow[] }> {
  const valid: StockRow[] = [];
  const firstRowOf = new Map<string, number>();
  let rows = 0;
  let first = true;
  for await (const { row, cells } of csvRows(upload, STOCK_CSV_BOUNDS)) {
    const header = first && !NUMBER_LIKE.test(cells[1] ?? '');
    first = false;
    if (header) continue;
    rows += 1;
    if (rows > STOCK_CSV_MAX_ROWS) throw badRequest(`The file holds more than ${STOCK_CSV_MAX_ROWS.toLocaleString('en-US')} rows: split it in several files`);
    const [code = '', countText = '', ...rest] = cells;
    if (rest.some((cell) => cell !== '')) {
      refused.add(row, code || null, `has ${cells.length} cells: a row is code,count`);
      continue;
    }
    if (code === '') {
      refused.add(row, null, 'code is missing');
      continue;
    }
    const count = countOf(countText);
    if (typeof count === 'string') {
      refused.add(row, code, count);
      continue;
    }
    const firstRow = firstRowOf.get(code);
    if (firstRow !== undefined) {
      refused.add(row, code, `${shownCell(code)} is already on row ${firstRow}: give each wine one row`);
      continue;
    }
    firstRowOf.set(code, row);
    valid.push({ row, code, count });
  }
  if (rows === 0) throw badRequest('The file holds no counts: one row per wine, code,count');
  return { rows, valid };
}

/**
 * POST /retailer/stock/import. Nothing is written unless every row is good (one transaction, all or
 * nothing); a dry run answers the same report and writes nothing.
 */
export async function importRetailerStock(ctx: AppContext, viewer: AuthUser, upload: Readable, options: { fileName: string; dryRun: boolean }): Promise<StockImportReport> {
  const { retailerBusinessId } = asRetailer(viewer);
  const refused = new Refused();
  const { rows, valid } = await readRows(upload, refused);
  return ctx.db.transaction(async (tx) => {
    const wines = await businessWinesByCode(tx, viewer.tenantId, retailerBusinessId, valid.map((row) => row.code), !options.dryRun);
    const byCode = new Map(wines.map((wine) => [wine.code, wine]));
    const changes: StockImportChange[] = [];
    let unchanged = 0;
    for (const { row, code, count } of valid) {
      const wine = byCode.get(code);
      // Another business's code reads as unknown: the file learns nothing of other shops.
      if (!wine) refused.add(row, code, `none of your wines has the code ${shownCell(code)}`);
      else if (wine.stock === count) unchanged += 1;
      else changes.push({ row, wineId: wine.id, code, title: wine.title, before: wine.stock, after: count });
    }
    refused.list.sort((a, b) => a.row - b.row);
    const report = { fileName: options.fileName.slice(0, 200), dryRun: options.dryRun, rows, unchanged, changes, errorCount: refused.count, errors: refused.list };
    if (refused.count > 0 || options.dryRun) return { ...report, applied: false };
    await setManyBottles(tx, changes.map((change) => ({ wineId: change.wineId, stock: change.after })), { actor: viewer, reason: 'import' });
    return { ...report, applied: true };
  });
}


import { z } from 'zod';
import { listLimit, listSkip } from './admin/shared';
import { wineField } from './admin/wines';
import { id } from './envelope';

/**
 * A retailer's staff set their own wines' bottles in stock at /retailer/stock (issue 32): one at a
 * time, or by uploading the till's CSV of code and count, dry run first. Another business's wine
 * is not found (404), never refused in a way that says it exists.
 */

/** GET /retailer/wines: the business's wines by title; `search` matches part of a title or a code. */
export const retailerWinesQuery = z
  .object({
    search: z.string().trim().min(1).max(100).optional(),
    skip: listSkip.optional(),
    limit: listLimit.optional(),
  })
  .strict();
export type RetailerWinesQuery = z.input<typeof retailerWinesQuery>;

export const retailerStockWine = z.object({
  _id: id,
  code: z.string().nullable(),
  title: z.string(),
  iconUrl: z.string().nullable(),
  isActive: z.boolean(),
  stock: z.number().int(),
  /**
   * Bottles already off the shelf count in orders placed but not yet charged (their shoppers have
   * not paid yet; a failed charge waits PAYMENT_WINDOW_HOURS, then they come back). Issue 44.
   */
  heldUnpaid: z.number().int(),
});
export type RetailerStockWine = z.infer<typeof retailerStockWine>;

export const retailerStockList = z.object({ wines: z.array(retailerStockWine), total: z.number().int() });
export type RetailerStockList = z.infer<typeof retailerStockList>;

/** PATCH /retailer/wines/{id}/stock: the count on the shelf, a correction in the audit log. */
export const retailerStockBody = z.object({ stock: wineField.stock }).strict();
export type RetailerStockBody = z.input<typeof retailerStockBody>;

/** A stock CSV of `code,count` rows: a till's export is far smaller than this. */
export const STOCK_CSV_MAX_BYTES = 1024 * 1024;
export const STOCK_CSV_MAX_ROWS = 10_000;
/** A row wider or longer than these is not a till's row but a broken or hostile file: refused whole. */
export const STOCK_CSV_MAX_CELLS = 20;
export const STOCK_CSV_MAX_ROW_CHARS = 4096;
/** Uploads (dry runs included) per account and hour: a day's files several times over. */
export const STOCK_CSV_UPLOADS_PER_HOUR = 30;
/** The report lists this many refused rows at most; `errorCount` counts them all. */
export const STOCK_CSV_ERRORS_SHOWN = 200;

/** POST /retailer/stock/import?dryRun=, the CSV in the multipart field `file`. */
export const stockImportQuery = z
  .object({
    dryRun: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  })
  .strict();

/** A wine whose count the file changes: `row` counts lines as a spreadsheet does (the first is 1). */
export const stockImportChange = z.object({
  row: z.number().int(),
  wineId: id,
  code: z.string(),
  title: z.string(),
  before: z.number().int(),
  after: z.number().int(),
});
export type StockImportChange = z.infer<typeof stockImportChange>;

export const stockImportError = z.object({ row: z.number().int(), code: z.string().nullable(), message: z.string() });
export type StockImportError = z.infer<typeof stockImportError>;

/**
 * What an upload did, or would do on a dry run. With any refused row nothing is written (`applied`
 * false): the file is fixed and sent again, as with the console's wine import.
 */
export const stockImportReport = z.object({
  fileName: z.string(),
  dryRun: z.boolean(),
  applied: z.boolean(),
  rows: z.number().int(),
  /** Rows whose count is already the wine's. */
  unchanged: z.number().int(),
  changes: z.array(stockImportChange),
  errorCount: z.number().int(),
  errors: z.array(stockImportError),
});
export type StockImportReport = z.infer<typeof stockImportReport>;

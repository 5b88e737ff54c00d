// The console's CSV import of wines (decision 0015).

import { z } from 'zod';
import { WINE_ATTRIBUTES } from '../wine-attributes';
import { DISCOUNT_PERCENT_MAX } from './wines';

/** A file of up to 20,000 wines (about 4 MB of typical rows; descriptions make it longer). */
export const WINE_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const WINE_IMPORT_MAX_ROWS = 20_000;
/** The report lists this many row errors at most; `errorCount` counts them all. */
export const WINE_IMPORT_ERRORS_SHOWN = 500;
/** Uploads (dry runs included) per account and hour. */
export const WINE_IMPORT_UPLOADS_PER_HOUR = 30;

export const WINE_IMPORT_MODES = ['create', 'upsert'] as const;
export type WineImportMode = (typeof WINE_IMPORT_MODES)[number];

export interface WineImportColumn {
  name: string;
  required: boolean;
  description: string;
  example: string;
}

/**
 * The columns of a wine CSV, in the order of the template: the wine's own, then its attributes.
 * The header row names them (any order, any letter case); a column not listed here is refused,
 * never ignored.
 */
export const WINE_IMPORT_COLUMNS = [
  { name: 'code', required: true, description: 'The wine\'s code (SKU), unique in the shop: letters, digits and . _ / -', example: 'SL-NAPA-0001' },
  { name: 'title', required: true, description: 'The name shown to shoppers', example: 'Silver Oak Napa Valley Cabernet Sauvignon 2019' },
  { name: 'price', required: true, description: 'In dollars, at most 2 decimals, more than 0', example: '24.99' },
  { name: 'retailer', required: true, description: 'The retailer who sells it: its exact name or its id', example: 'Vine & Barrel Napa' },
  { name: 'name', required: false, description: 'The sort name; the title when empty', example: 'Silver Oak Cabernet' },
  { name: 'stock', required: false, description: 'Bottles in stock, a whole number 0 or more; empty keeps today\'s count (0 for a new wine)', example: '24' },
  { name: 'discountPercent', required: false, description: `Whole percent off, 0 to ${DISCOUNT_PERCENT_MAX}; empty for none`, example: '10' },
  ...WINE_ATTRIBUTES.map((attribute) => ({ name: attribute.key, required: false, ...attribute.csv })),
  { name: 'description', required: false, description: 'Plain text', example: 'Dark fruit and cedar.' },
  { name: 'tastingNotes', required: false, description: 'HTML allowed; cleaned when stored', example: '<p>Blackcurrant, cedar</p>' },
  { name: 'imageUrl', required: false, description: 'An uploaded image (/media/...) or an https address', example: 'https://example.com/bottle.webp' },
  { name: 'active', required: false, description: 'true or false (yes/no, 1/0); true when empty', example: 'true' },
] as const satisfies readonly WineImportColumn[];
export type WineImportColumnName = (typeof WINE_IMPORT_COLUMNS)[number]['name'];

/** POST /admin/wines/import?dryRun=&mode=, the CSV in the multipart field `file`. */
export const wineImportQuery = z
  .object({
    dryRun: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    mode: z.enum(WINE_IMPORT_MODES).optional(),
  })
  .strict();

/** One problem of the file: `row` counts the header as row 1, as a spreadsheet does. */
export const wineImportError = z.object({ row: z.number().int(), column: z.string().nullable(), message: z.string() });
export type WineImportError = z.infer<typeof wineImportError>;

/**
 * What an import did, or would do on a dry run. With any error nothing is written (`imported`
 * false) and the counts say what a corrected file would do.
 */
export const wineImportReport = z.object({
  fileName: z.string(),
  dryRun: z.boolean(),
  mode: z.enum(WINE_IMPORT_MODES),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  imported: z.boolean(),
  errorCount: z.number().int(),
  errors: z.array(wineImportError),
});
export type WineImportReport = z.infer<typeof wineImportReport>;

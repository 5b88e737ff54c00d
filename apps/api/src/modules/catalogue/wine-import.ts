import type { Readable } from 'node:stream';
import { WINE_IMPORT_COLUMNS, WINE_IMPORT_ERRORS_SHOWN, WINE_IMPORT_MAX_BYTES, WINE_IMPORT_MAX_ROWS, type WineImportColumnName, type WineImportError, type WineImportMode, type WineImportReport } from '@wine/contract/admin/wine-import';
import { wineField } from '@wine/contract/admin/wines';
import { ErrorCode } from '@wine/contract/errors';
import { imageUrl } from '@wine/contract/fields';
import { attributeRule } from '@wine/contract/wine-attribute-rules';
import { TAGS_SEPARATOR, WINE_ATTRIBUTES, type AttributeValue, type WineAttributeKey } from '@wine/contract/wine-attributes';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { csvRows, shownCell, type CsvBounds } from '../../lib/csv-upload';
import { AppError, badRequest } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/html';
import { newId } from '../../lib/ids';
import type { AuthUser } from '../auth/auth-user';
import { listRetailerRows } from '../retailers/service';
import type { Executor } from '../../db/client';
import { setManyBottles } from './stock';
import { existingWineCodes, upsertWines, wineIdsByCode, type ImportColumn, type WineInsert } from './console-queries';
import { isCodeConflict } from './console-wines';

/** Rows per INSERT statement: a few MB of JSON at most. */
const INSERT_BATCH = 5000;

type ColumnName = WineImportColumnName;
type Cells = Partial<Record<ColumnName, string>>;
type RowValues = Omit<WineInsert, 'id' | 'tenantId' | 'type' | 'stock'> & { code: string };
/** A row's wine and, when its stock cell is filled, the count to set. */
interface RowWine {
  values: RowValues;
  stock: number | undefined;
}

/** The table columns each CSV column fills; `code` is the key and never updated; an attribute fills its own. */
const TABLE_COLUMNS: Record<ColumnName, ImportColumn[]> = {
  code: [],
  title: ['title'],
  price: ['priceCents'],
  retailer: ['businessId'],
  // The count goes through ./stock.ts after the upsert (setManyBottles), never as a column.
  stock: [],
  name: ['name'],
  discountPercent: ['discountPercent'],
  ...(Object.fromEntries(WINE_ATTRIBUTES.map((attribute) => [attribute.key, [attribute.key]])) as Record<WineAttributeKey, ImportColumn[]>),
  description: ['description'],
  tastingNotes: ['tastingNotes'],
  imageUrl: ['iconUrl'],
  active: ['isActive'],
};

const COLUMN_BY_LOWER_NAME = new Map<string, ColumnName>(WINE_IMPORT_COLUMNS.map((column) => [column.name.toLowerCase(), column.name]));

const wholeNumber = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : Number.NaN);

/**
 * How a cell's text becomes an attribute's value before its rule judges it: a choice in any
 * letter case or by an alias, tags the same way (by their labels too) and separated by `;`, a
 * vintage in capitals, a number from digits.
 */
function attributeCellParser(value: AttributeValue): (text: string) => unknown {
  switch (value.kind) {
    case 'choice': {
      const byLowerName = new Map<string, string>([...value.choices.map((choice) => [choice.toLowerCase(), choice] as const), ...Object.entries(value.aliases ?? {})]);
      return (text) => byLowerName.get(text.toLowerCase()) ?? text;
    }
    case 'tags': {
      const byLowerName = new Map<string, string>([
        ...value.choices.flatMap((choice) => [[choice, choice] as const, [value.labels[choice]?.toLowerCase() ?? choice, choice] as const]),
        ...Object.entries(value.aliases ?? {}),
      ]);
      return (text) =>
        text
          .split(TAGS_SEPARATOR)
          .map((tag) => tag.trim())
          .filter(Boolean)
          .map((tag) => byLowerName.get(tag.toLowerCase()) ?? tag);
    }
    case 'vintage':
      return (text) => text.toUpperCase();
    case 'wholeNumber':
      return wholeNumber;
    case 'text':
      return (text) => text;
  }
}

const ATTRIBUTE_CELLS = WINE_ATTRIBUTES.map((attribute) => ({
  key: attribute.key,
  rule: attributeRule(attribute.value),
  parse: attributeCellParser(attribute.value),
  // A blank cell clears the attribute: no value, or no tags.
  blank: attribute.value.kind === 'tags' ? [] : null,
}));
const BOOLEANS = new Map([['true', true], ['yes', true], ['1', true], ['false', false], ['no', false], ['0', false]]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const tooLarge = () =>
  new AppError(ErrorCode.PAYLOAD_TOO_LARGE, `The file is too large: the limit is ${WINE_IMPORT_MAX_BYTES / 1024 / 1024} MB (split it in several files)`);

/**
 * A row longer than this is not a wine but a broken file (an unclosed quote swallowing the rest);
 * a row wider than every column twice over is not one either.
 */
const WINE_CSV_BOUNDS: CsvBounds = {
  maxCells: 2 * WINE_IMPORT_COLUMNS.length,
  maxRowChars: 256 * 1024,
  rowShape: 'a row holds the columns the header names',
  tooLarge,
};

interface Retailers {
  byId: Set<string>;
  byName: Map<string, string[]>;
}

/** Collects a file's problems in row order, keeping only the first ones for the report. */
class Problems {
  readonly list: WineImportError[] = [];
  count = 0;
  add(row: number, column: string | null, message: string) {
    this.count += 1;
    if (this.list.length < WINE_IMPORT_ERRORS_SHOWN) this.list.push({ row, column, message });
  }
}

/** Validates one cell with a field rule; answers the parsed value, or undefined after noting the problem. */
function checked<S extends z.ZodType>(rule: S, value: unknown, shownValue: string, at: { row: number; column: ColumnName; problems: Problems }): z.output<S> | undefined {
  const result = rule.safeParse(value);
  if (result.success) return result.data;
  at.problems.add(at.row, at.column, `${result.error.issues[0]?.message ?? 'is not valid'} (got ${shownCell(shownValue)})`);
  return undefined;
}


/** One data row's cells as a wine's columns, or null when any cell is wrong (each problem noted, in the template's column order). */
function rowValues(cells: Cells, row: number, retailers: Retailers, problems: Problems): RowWine | null {
  const before = problems.count;
  const at = (column: ColumnName) => ({ row, column, problems });
  const required = (column: ColumnName) => {
    const value = cells[column];
    if (value) return value;
    problems.add(row, column, 'is required');
    return undefined;
  };
  const optional = <S extends z.ZodType>(column: ColumnName, rule: S, parse: (text: string) => unknown = (text) => text, blank: z.output<S> | null = null): z.output<S> | null | undefined => {
    const text = cells[column];
    if (text === undefined) return undefined;
    if (text === '') return blank;
    return checked(rule, parse(text), text, at(column)) ?? undefined;
  };

  const codeText = required('code');
  const code = codeText === undefined ? undefined : checked(wineField.code, codeText, codeText, at('code'));
  const titleText = required('title');
  const title = titleText === undefined ? undefined : checked(wineField.title, titleText, titleText, at('title'));
  const priceText = required('price');
  const priceCents = priceText === undefined ? undefined : checked(wineField.price, priceText, priceText, at('price'));

  const retailer = required('retailer');
  let businessId: string | undefined;
  if (retailer) {
    const named = retailers.byName.get(retailer.toLowerCase()) ?? [];
    if (UUID.test(retailer) && retailers.byId.has(retailer.toLowerCase())) businessId = retailer.toLowerCase();
    else if (named.length === 1) businessId = named[0];
    else if (named.length > 1) problems.add(row, 'retailer', `${shownCell(retailer)} names ${named.length} retailers: use the retailer's id`);
    else problems.add(row, 'retailer', `no retailer is called ${shownCell(retailer)}`);
  }

  const name = optional('name', wineField.title);
  const stock = optional('stock', wineField.stock, wholeNumber);
  const optionals = {
    discountPercent: optional('discountPercent', wineField.discountPercent, wholeNumber),
    ...Object.fromEntries(ATTRIBUTE_CELLS.map((cell) => [cell.key, optional(cell.key, cell.rule, cell.parse, cell.blank)])),
    description: optional('description', wineField.description),
    tastingNotes: optional('tastingNotes', wineField.tastingNotes),
    iconUrl: optional('imageUrl', imageUrl),
  };
  let isActive: boolean | undefined;
  if (cells.active !== undefined) {
    isActive = cells.active === '' ? true : BOOLEANS.get(cells.active.toLowerCase());
    if (isActive === undefined) problems.add(row, 'active', `must be true or false (got ${shownCell(cells.active)})`);
  }

  if (problems.count > before || code === undefined || title === undefined || priceCents === undefined || businessId === undefined) return null;
  const values: RowValues = {
    code,
    title,
    // The sort name follows the title unless the file gives one.
    name: name || title,
    priceCents,
    businessId,
    ...(isActive !== undefined ? { isActive } : {}),
    ...Object.fromEntries(Object.entries(optionals).filter(([, value]) => value !== undefined)),
    // Tasting notes are HTML from a person: cleaned when stored (DESIGN §7).
    ...(optionals.tastingNotes ? { tastingNotes: sanitizeRichText(optionals.tastingNotes) || null } : {}),
  };
  return { values, stock: stock ?? undefined };
}

/** Maps the header row to known columns; every problem is a row-1 error. */
function readHeader(header: string[], problems: Problems): (ColumnName | null)[] {
  const seen = new Set<ColumnName>();
  const columns = header.map((cell) => {
    const label = cell.trim();
    const column = COLUMN_BY_LOWER_NAME.get(label.toLowerCase());
    if (!column) {
      problems.add(1, label || null, `unknown column ${shownCell(label)}: the columns are ${WINE_IMPORT_COLUMNS.map((known) => known.name).join(', ')}`);
      return null;
    }
    if (seen.has(column)) problems.add(1, column, 'appears twice in the header');
    seen.add(column);
    return column;
  });
  for (const column of WINE_IMPORT_COLUMNS) {
    if (column.required && !seen.has(column.name)) problems.add(1, column.name, 'is required: add this column to the header');
  }
  return columns;
}

async function loadRetailers(ctx: AppContext, tenantId: string): Promise<Retailers> {
  const rows = await listRetailerRows(ctx.db, tenantId);
  const byName = new Map<string, string[]>();
  for (const row of rows) {
    const key = row.name.trim().toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), row.id]);
  }
  return { byId: new Set(rows.map((row) => row.id)), byName };
}

interface ParsedFile {
  rows: number;
  /** Columns the header names, in table terms: what an upsert updates. */
  columns: Set<ColumnName>;
  wines: ({ row: number } & RowWine)[];
  problems: Problems;
}

/**
 * Reads the CSV as it arrives (lib/csv-upload.ts: quotes, escaped quotes and newlines inside cells,
 * each row bounded) and validates each row as it comes: a 20 MB file is never held whole in memory,
 * and the shop serves others meanwhile.
 */
async function parseFile(ctx: AppContext, tenantId: string, file: Readable & { truncated?: boolean }): Promise<ParsedFile> {
  const retailers = await loadRetailers(ctx, tenantId);
  const problems = new Problems();

  const parsed: ParsedFile = { rows: 0, columns: new Set(), wines: [], problems };
  const firstRowOf = new Map<string, number>();
  let header: (ColumnName | null)[] | null = null;
  let headerBroken = false;
  for await (const { row, cells: record } of csvRows(file, WINE_CSV_BOUNDS)) {
    if (header === null) {
      header = readHeader(record, problems);
      headerBroken = problems.count > 0;
      for (const column of header) if (column) parsed.columns.add(column);
      continue;
    }
    parsed.rows += 1;
    if (parsed.rows > WINE_IMPORT_MAX_ROWS) {
      throw badRequest(`The file holds more than ${WINE_IMPORT_MAX_ROWS.toLocaleString('en-US')} wines: split it in several files`);
    }
    // With a broken header the cells cannot be told apart: report the header alone.
    if (headerBroken) continue;
    if (record.length !== header.length) {
      problems.add(row, null, `has ${record.length} cells but the header has ${header.length}`);
      continue;
    }
    const cells: Cells = {};
    header.forEach((column, index) => {
      if (column) cells[column] = record[index] ?? '';
    });
    const wine = rowValues(cells, row, retailers, problems);
    const code = wine?.values.code ?? cells.code;
    if (code) {
      const first = firstRowOf.get(code);
      if (first !== undefined) {
        problems.add(row, 'code', `${shownCell(code)} is already on row ${first}: a code names one wine`);
        continue;
      }
      firstRowOf.set(code, row);
    }
    if (wine) parsed.wines.push({ row, ...wine });
  }
  if (header === null) throw badRequest('The file is empty: it needs a header row and one row per wine');
  if (parsed.rows === 0 && !headerBroken) throw badRequest('The file holds no wines: add one row per wine under the header');
  return parsed;
}

/**
 * The counts of the rows whose stock cell is filled, through ./stock.ts (audited as an
 * import, a restock mailing who waits); an empty cell keeps the count, a new wine's is 0.
 */
async function setImportedStock(tx: Executor, viewer: AuthUser, wines: ParsedFile['wines']) {
  const counted = wines.filter((wine) => wine.stock !== undefined);
  if (counted.length === 0) return;
  const ids = await wineIdsByCode(tx, viewer.tenantId, counted.map((wine) => wine.values.code));
  await setManyBottles(tx, counted.map((wine) => ({ wineId: ids.get(wine.values.code)!, stock: wine.stock! })), { actor: viewer, reason: 'import' });
}

export interface ImportOptions {
  fileName: string;
  dryRun: boolean;
  mode: WineImportMode;
}

/**
 * POST /admin/wines/import. Nothing is written unless every row is valid (one transaction, all or
 * nothing); a dry run validates the same way and writes nothing. A code the shop already has is
 * refused in `create` mode and updates that wine in `upsert` mode (docs/decisions/0015-wine-csv-import.md).
 */
export async function importWines(ctx: AppContext, viewer: AuthUser, file: Readable, options: ImportOptions): Promise<WineImportReport> {
  const parsed = await parseFile(ctx, viewer.tenantId, file);
  const { problems } = parsed;
  const fileName = options.fileName.slice(0, 200);
  try {
    return await ctx.db.transaction(async (tx) => {
      const existing = await existingWineCodes(tx, viewer.tenantId, parsed.wines.map((wine) => wine.values.code));
      let created = 0;
      let updated = 0;
      for (const { row, values } of parsed.wines) {
        if (!existing.has(values.code)) created += 1;
        else if (options.mode === 'upsert') updated += 1;
        else problems.add(row, 'code', `${shownCell(values.code)} is already in the shop: import with "Update existing wines" (mode upsert) to change it`);
      }
      problems.list.sort((a, b) => a.row - b.row);
      const report = { fileName, dryRun: options.dryRun, mode: options.mode, rows: parsed.rows, created, updated, errorCount: problems.count, errors: problems.list };
      if (problems.count > 0 || options.dryRun) return { ...report, imported: false };

      // A title without a name column renames the wine too: the sort name follows the title.
      const updateColumns = [...parsed.columns].flatMap((column) => TABLE_COLUMNS[column]);
      if (parsed.columns.has('title') && !parsed.columns.has('name')) updateColumns.push('name');
      const rows = parsed.wines.map(({ values }): WineInsert => ({ isActive: true, pairings: [], ...values, id: newId(), tenantId: viewer.tenantId, type: 'PRODUCT' }));
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        await upsertWines(tx, rows.slice(start, start + INSERT_BATCH), updateColumns);
      }
      await setImportedStock(tx, viewer, parsed.wines);
      // One audit row for the whole file: who imported what, not 10,000 rows.
      await recordAudit(tx, viewer, {
        action: 'wine.import',
        entityType: 'wine',
        entityId: null,
        after: { fileName, mode: options.mode, rows: parsed.rows, created, updated },
      });
      return { ...report, imported: true };
    });
  } catch (error) {
    // Another import or edit took one of these codes between the check and the write.
    if (isCodeConflict(error)) throw new AppError(ErrorCode.WINE_CODE_TAKEN, 'Another change added one of these codes meanwhile: nothing was imported, please try again');
    throw error;
  }
}

import type { adminWineCreateBody, adminWineQuery, adminWineUpdateBody, RetailerChoice } from '@wine/contract/admin/wines';
import type { Wine } from '@wine/contract/catalogue';
import { ErrorCode } from '@wine/contract/errors';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/html';
import { newId } from '../../lib/ids';
import { pageOf } from '../../lib/paging';
import type { AuthUser } from '../auth/auth-user';
import { findRetailer, listRetailerRows } from '../retailers/service';
import { setBottles } from './stock';
import { findWine, findWineIdByCode, insertWine, listWineRows, lockWine, updateWineRow, type WineInsert, type WineRow } from './console-queries';
import { toWine, toWineSummary } from './present';

type CreateInput = z.output<typeof adminWineCreateBody>;
type UpdateInput = z.output<typeof adminWineUpdateBody>;

export const wineCodeTaken = (code: string) => new AppError(ErrorCode.WINE_CODE_TAKEN, `code: another wine already has the code ${code}`);

/** PostgreSQL's unique violation of the one-code-per-wine index: two saves raced for one code. */
export const isCodeConflict = (error: unknown) => {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
  return cause?.code === '23505' && cause.constraint === 'catalogue_wines_code_key';
};

/** GET /admin/wines: newest first, inactive wines too. */
export async function listAdminWines(ctx: AppContext, viewer: AuthUser, query: z.output<typeof adminWineQuery>) {
  const status = query.status ?? 'all';
  const { rows, total } = await listWineRows(
    ctx.db,
    {
      tenantId: viewer.tenantId,
      isActive: status === 'all' ? undefined : status === 'active',
      businessId: query.businessId,
      search: query.search,
    },
    pageOf(query.skip, query.limit),
  );
  return { wines: rows.map(toWineSummary), total };
}

/** GET /admin/wines/{id}: one wine whatever its state, tasting notes included. */
export async function getAdminWine(ctx: AppContext, viewer: AuthUser, id: string): Promise<Wine> {
  const row = await findWine(ctx.db, viewer.tenantId, id);
  if (!row) throw notFound('Wine');
  return toWine(row);
}

/** GET /admin/retailers/choices: every retailer, by name, for the console's pickers. */
export async function listRetailerChoices(ctx: AppContext, viewer: AuthUser): Promise<{ retailers: RetailerChoice[] }> {
  const rows = await listRetailerRows(ctx.db, viewer.tenantId);
  return { retailers: rows.map((row) => ({ _id: row.id, name: row.name, city: row.city, state: row.state })) };
}

/** The table's columns for the fields sent; absent fields stay as they are. */
function columnsOf(input: UpdateInput): Partial<WineInsert> {
  // The count is written by ./stock.ts alone (setBottles), with its own audit entry.
  const { price, tastingNotes, name, description, stock: _stock, ...same } = input;
  const columns: Partial<WineInsert> = { ...same };
  if (price !== undefined) columns.priceCents = price;
  // Tasting notes are HTML from a person: cleaned when stored, shown only in the cleaned form (DESIGN §7).
  if (tastingNotes !== undefined) columns.tastingNotes = tastingNotes === null ? null : sanitizeRichText(tastingNotes) || null;
  if (description !== undefined) columns.description = description || null;
  if (name !== undefined) columns.name = name;
  return columns;
}

/** Inside the write's transaction: the retailer stays as checked until it commits (a 400, never a foreign-key 500). */
async function assertRetailer(db: Executor, tenantId: string, businessId: string | undefined) {
  if (businessId !== undefined && !(await findRetailer(db, tenantId, businessId))) throw badRequest('businessId: no such retailer');
}

/** The changed columns only, before and after: what the audit log keeps of an edit. */
function changesOf(before: WineRow, after: WineRow, keys: string[]) {
  const pick = (row: WineRow) => Object.fromEntries(keys.map((key) => [key, row[key as keyof WineRow]]));
  return { before: pick(before), after: pick(after) };
}

/** POST /admin/wines. */
export async function createAdminWine(ctx: AppContext, viewer: AuthUser, input: CreateInput): Promise<Wine> {
  const columns = columnsOf(input);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await assertRetailer(tx, viewer.tenantId, input.businessId);
      if (await findWineIdByCode(tx, viewer.tenantId, input.code)) throw wineCodeTaken(input.code);
      const inserted = await insertWine(tx, {
        ...columns,
        id: newId(),
        tenantId: viewer.tenantId,
        type: 'PRODUCT',
        title: input.title,
        name: input.name || input.title,
        priceCents: input.price,
        code: input.code,
      });
      if (!inserted) throw notFound('Wine');
      await recordAudit(tx, viewer, { action: 'wine.create', entityType: 'wine', entityId: inserted.id, after: inserted });
      await setBottles(tx, inserted.id, input.stock, { actor: viewer, reason: 'correction' });
      return { ...inserted, stock: input.stock };
    });
    return toWine(row);
  } catch (error) {
    if (isCodeConflict(error)) throw wineCodeTaken(input.code);
    throw error;
  }
}

/** PATCH /admin/wines/{id}: any fields; `isActive` alone is an activation or a deactivation. */
export async function updateAdminWine(ctx: AppContext, viewer: AuthUser, id: string, input: UpdateInput): Promise<Wine> {
  const columns = columnsOf(input);
  const keys = Object.keys(columns);
  const action = keys.length === 1 && input.isActive !== undefined ? (input.isActive ? 'wine.activate' : 'wine.deactivate') : 'wine.update';
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const before = await lockWine(tx, viewer.tenantId, id);
      if (!before) throw notFound('Wine');
      await assertRetailer(tx, viewer.tenantId, input.businessId);
      if (input.code !== undefined && input.code !== before.code) {
        const holder = await findWineIdByCode(tx, viewer.tenantId, input.code);
        if (holder && holder.id !== id) throw wineCodeTaken(input.code);
      }
      // A blank sort name follows the title, the one being saved or the one kept.
      if (columns.name === '') columns.name = columns.title ?? before.title;
      let after = before;
      if (keys.length > 0) {
        const updated = await updateWineRow(tx, id, columns);
        if (!updated) throw notFound('Wine');
        await recordAudit(tx, viewer, { action, entityType: 'wine', entityId: id, ...changesOf(before, updated, keys) });
        after = updated;
      }
      if (input.stock === undefined) return after;
      await setBottles(tx, id, input.stock, { actor: viewer, reason: 'correction' });
      return { ...after, stock: input.stock };
    });
    return toWine(row);
  } catch (error) {
    if (isCodeConflict(error) && input.code) throw wineCodeTaken(input.code);
    throw error;
  }
}

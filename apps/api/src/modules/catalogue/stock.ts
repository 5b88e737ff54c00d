import { ErrorCode } from '@wine/contract/errors';
import type { Executor } from '../../db/client';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { mailBackInStock } from '../stock-alerts/service';
import { lockWinesStock, setWineStock, type WineStockRow } from './queries';

/**
 * Bottles on hand (issue 32, docs/decisions/0049-stock-reservation.md). The count is a column of
 * the catalogue's wines, so the catalogue, the table's owner, keeps its rules here (decision 0057):
 * orders, returns and the retailer's stock sheet call them. Every change of a wine's count goes
 * through this file, inside the transaction of what caused it, and is written to the
 * audit log with who and why. Wines are locked in id order, so two orders taking the same wines
 * wait for each other instead of deadlocking; the database's CHECK (stock >= 0) is the last guard.
 */

/** Why a count changed, as the audit log says it. */
export type StockReason =
  | 'sale'
  | 'cancellation'
  | 'refund'
  | 'return'
  | 'payment-expired'
  | 'delivery-failed'
  | 'correction'
  | 'import';

export interface StockLine {
  wineId: string;
  quantity: number;
}

export interface StockChange {
  actor: AuditActor;
  reason: StockReason;
  /** The order that took or gave back the bottles, when there is one. */
  orderId?: string;
}

/** One line per wine, quantities summed, positive only. */
function merged(lines: readonly StockLine[]): Map<string, number> {
  const byWine = new Map<string, number>();
  for (const { wineId, quantity } of lines) {
    if (!Number.isInteger(quantity) || quantity < 0) throw badRequest('quantity: must be a whole number of bottles, zero or more');
    if (quantity > 0) byWine.set(wineId, (byWine.get(wineId) ?? 0) + quantity);
  }
  return byWine;
}

async function lockAll(tx: Executor, wineIds: string[]): Promise<Map<string, WineStockRow>> {
  const rows = await lockWinesStock(tx, wineIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const wineId of wineIds) if (!byId.has(wineId)) throw notFound('Wine');
  return byId;
}

/** What a shopper is told when a wine has fewer bottles than asked. */
export function shortOfStockMessage(title: string, available: number): string {
  if (available <= 0) return `Sorry, ${title} is out of stock. Please remove it from your cart.`;
  return `Sorry, only ${available} ${available === 1 ? 'bottle' : 'bottles'} of ${title} ${available === 1 ? 'is' : 'are'} left. Please change the quantity in your cart.`;
}

async function write(tx: Executor, row: WineStockRow, stock: number, change: StockChange): Promise<void> {
  if (stock === row.stock) return;
  await setWineStock(tx, row.id, stock);
  await recordAudit(tx, change.actor, {
    action: 'wine.stock',
    entityType: 'wine',
    entityId: row.id,
    before: { stock: row.stock },
    after: { stock, reason: change.reason, ...(change.orderId ? { orderId: change.orderId } : {}) },
  });
  // Back on the shelf, by whatever path: the waiting shoppers are mailed in this transaction (decision 0052).
  if (row.stock === 0) await mailBackInStock(tx, row);
}

/**
 * Takes the bottles of every line, all or none: when a wine has fewer than asked, NOT_ENOUGH_STOCK
 * names it and nothing is taken (the caller's transaction rolls back). Answers the bottles each
 * wine has left.
 */
export async function takeBottles(tx: Executor, lines: readonly StockLine[], change: StockChange): Promise<Map<string, number>> {
  const wanted = merged(lines);
  const rows = await lockAll(tx, [...wanted.keys()]);
  for (const [wineId, quantity] of wanted) {
    const row = rows.get(wineId)!;
    if (row.stock < quantity) throw new AppError(ErrorCode.NOT_ENOUGH_STOCK, shortOfStockMessage(row.title, row.stock));
  }
  const left = new Map<string, number>();
  for (const [wineId, quantity] of wanted) {
    const row = rows.get(wineId)!;
    left.set(wineId, row.stock - quantity);
    await write(tx, row, row.stock - quantity, change);
  }
  return left;
}

/** Puts bottles back on the shelf: a cancelled, refunded or returned order's lines. */
export async function putBackBottles(tx: Executor, lines: readonly StockLine[], change: StockChange): Promise<void> {
  const given = merged(lines);
  const rows = await lockAll(tx, [...given.keys()]);
  for (const [wineId, quantity] of given) {
    const row = rows.get(wineId)!;
    await write(tx, row, row.stock + quantity, change);
  }
}

/** Sets a wine's count as counted on the shelf (a correction, an import). */
export async function setBottles(tx: Executor, wineId: string, stock: number, change: StockChange): Promise<void> {
  await setManyBottles(tx, [{ wineId, stock }], change);
}

/** Sets several wines' counts (a stock CSV, an import), each wine once, locked together in id order. */
export async function setManyBottles(tx: Executor, counts: readonly { wineId: string; stock: number }[], change: StockChange): Promise<void> {
  for (const { stock } of counts) {
    if (!Number.isInteger(stock) || stock < 0) throw badRequest('stock: must be a whole number of bottles, zero or more');
  }
  const rows = await lockAll(tx, counts.map((count) => count.wineId));
  for (const { wineId, stock } of counts) await write(tx, rows.get(wineId)!, stock, change);
}

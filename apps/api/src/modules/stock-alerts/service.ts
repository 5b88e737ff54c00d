import { paths } from '@wine/contract/routes';
import type { StockAlertState } from '@wine/contract/stock-alerts';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { recordedPublicOrigin } from '../../lib/public-origin';
import type { AuthUser } from '../auth/auth-user';
import { queueForOutboxJob } from '../mail/service';
import { backInStockMail } from '../mail/templates/stock';
import { claimWaitingAlerts, deleteWaitingAlert, findAlertableWine, hasWaitingAlert, insertWaitingAlert } from './queries';

/**
 * "Tell me when it's back" (issue 32, docs/decisions/0052-back-in-stock-alerts.md). A shopper
 * waits for an out-of-stock wine; the catalogue's stock rules (catalogue/stock.ts) call
 * mailBackInStock in the transaction that takes a count from 0 to more, whatever the path (a
 * correction, an import, a cancelled order).
 */

async function alertableWine(ctx: AppContext, viewer: AuthUser, wineId: string) {
  const wine = await findAlertableWine(ctx.db, viewer.tenantId, wineId);
  if (!wine) throw notFound('Wine');
  return wine;
}

/** GET /catalogue/{id}/stock-alert. */
export async function stockAlertOf(ctx: AppContext, viewer: AuthUser, wineId: string): Promise<StockAlertState> {
  await alertableWine(ctx, viewer, wineId);
  return { waiting: await hasWaitingAlert(ctx.db, viewer.id, wineId) };
}

/** PUT /catalogue/{id}/stock-alert: only an out-of-stock wine can be waited for. */
export async function waitForWine(ctx: AppContext, viewer: AuthUser, wineId: string): Promise<StockAlertState> {
  const wine = await alertableWine(ctx, viewer, wineId);
  if (wine.stock > 0) throw badRequest('This wine is in stock: add it to your cart');
  await insertWaitingAlert(ctx.db, { id: newId(), userId: viewer.id, wineId });
  return { waiting: true };
}

/** DELETE /catalogue/{id}/stock-alert: the shopper will not be mailed. */
export async function stopWaiting(ctx: AppContext, viewer: AuthUser, wineId: string): Promise<StockAlertState> {
  await alertableWine(ctx, viewer, wineId);
  await deleteWaitingAlert(ctx.db, viewer.id, wineId);
  return { waiting: false };
}

/**
 * Mails every shopper waiting for the wine, once, and marks their alerts notified: called by the
 * catalogue's stock rules, under the wine's row lock, in the transaction that takes its count from 0
 * to more.
 * Many callers reach that point with no Mailer, so the outbox job sends the mails.
 */
export async function mailBackInStock(tx: Executor, wine: { id: string; title: string }): Promise<void> {
  const waiting = await claimWaitingAlerts(tx, wine.id);
  if (waiting.length === 0) return;
  // The address the shop announced at start (decision 0044): jobs and requests alike reach this point.
  const origin = (await recordedPublicOrigin(tx)) ?? '';
  const wineLink = `${origin}${encodeURI(paths.wine(wine.id, wine.title))}`;
  for (const shopper of waiting) {
    await queueForOutboxJob(tx, backInStockMail({ to: shopper.email, name: shopper.givenName, wineTitle: wine.title, wineLink }));
  }
}

import { BRAND_NAME } from '@wine/contract/constants';
import { ErrorCode } from '@wine/contract/errors';
import { centsToPrice, formatMoney } from '@wine/contract/money';
import { returnRefund, type ReturnAmounts } from '@wine/contract/pricing';
import {
  RETURN_WINDOW_CLOSED, RETURN_WINDOW_MS, type OrderReturns, type ReturnList, type ReturnRequestBody, type ReturnRequestView, type ReturnStatusValue,
} from '@wine/contract/returns';
import type { AppContext } from '../../context';
import { readTogether, type Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { pageOf } from '../../lib/paging';
import type { AuthUser } from '../auth/auth-user';
import { reverseCommission } from '../commission/service';
import { withMail, type Mail } from '../mail/service';
import { returnAcceptedMail, returnDeclinedMail, returnRequestedMail, type ReturnMail } from '../mail/templates/returns';
import { findOrder, lockOrderForStatus, orderLines, type OrderRow } from '../order-state/service';
import { globalOrderId } from '../orders/present';
import { refundableCents, refundOrderAmount } from '../payments/refund';
import { orderMoneyNow } from '../payments/service';
import { putBackBottles } from '../catalogue/stock';
import {
  bottlesReturned, businessNames, businessStaff, decideReturn, findReturn, insertReturn,
  insertReturnLines, linesOfReturns, listReturns, lockReturn, orderNumbers, people, returnsOfOrder, setReturnLineRefund, type ReturnRow,
} from './queries';

/**
 * Returns of unopened bottles (issue 32, docs/decisions/0050-returns.md). The shopper asks within
 * 30 days of completion; the retailer's staff (or the console, for any retailer) accept or decline,
 * once. Accepting refunds at once, in the transaction that decides it, through the order's charge
 * (one idempotency key per return), puts the bottles back on the shelf and reverses the commission
 * they earned. Every step holds the order's lock, so two tabs or two requests queue up on it.
 */

/** Who decides: a retailer for their business alone, or an admin for any. */
export type Decider = { kind: 'retailer'; businessId: string } | { kind: 'admin' };

export function deciderOf(viewer: AuthUser, kind: Decider['kind']): Decider {
  if (kind === 'admin') {
    if (!viewer.isAdmin) throw forbidden('Only an admin can do this');
    return { kind };
  }
  if (!viewer.retailerBusinessId || viewer.isAdmin) throw forbidden('Only a retailer can do this');
  return { kind, businessId: viewer.retailerBusinessId };
}

const mayDecide = (viewer: AuthUser, decider: Decider, request: ReturnRow) =>
  request.tenantId === viewer.tenantId && (decider.kind === 'admin' || request.businessId === decider.businessId);

/** Why no return can be asked for now, or null while the window is open. */
function windowClosed(order: OrderRow, now: Date): string | null {
  if (order.status !== 'COMPLETED' || !order.completedAt) return 'Bottles can be returned once the order is delivered or picked up.';
  if (now.getTime() >= order.completedAt.getTime() + RETURN_WINDOW_MS) return RETURN_WINDOW_CLOSED;
  return null;
}

type OrderLine = Awaited<ReturnType<typeof orderLines>>[number];

/** The order as placed, for returnRefund: its lines in one fixed order, its coupon and tax. */
const placedOrder = (order: OrderRow, lines: OrderLine[]) => ({
  lines: lines.map(({ item }) => ({ unitPriceCents: item.unitPriceCents ?? 0, quantity: item.quantity, discountPercent: item.discountPercent })),
  couponDiscountCents: order.couponDiscountCents ?? 0,
  taxCents: order.taxCents ?? 0,
});

/** What returning `wanted` bottles refunds, after the bottles of each line counted in `before`. */
function amountsOf(order: OrderRow, lines: OrderLine[], wanted: { catalogueId: string; quantity: number }[], before: Map<string, number>) {
  const index = new Map(lines.map(({ item }, position) => [item.catalogueId, position]));
  return returnRefund(
    placedOrder(order, lines),
    wanted.map((line) => ({ index: index.get(line.catalogueId)!, quantity: line.quantity, before: before.get(line.catalogueId) ?? 0 })),
  );
}

async function present(db: Executor, rows: ReturnRow[], withPeople: boolean): Promise<ReturnRequestView[]> {
  const ids = rows.map((row) => row.id);
  // The shop's side sees who asked and who decided; the shopper only the decision.
  const personIds = withPeople ? [...new Set(rows.flatMap((row) => [row.userId, ...(row.decidedBy ? [row.decidedBy] : [])]))] : [];
  const [lines, numbers, persons, shops] = await readTogether(db, [
    () => linesOfReturns(db, ids),
    () => orderNumbers(db, [...new Set(rows.map((row) => row.orderId))]),
    () => people(db, personIds),
    () => (withPeople ? businessNames(db, [...new Set(rows.flatMap((row) => (row.businessId ? [row.businessId] : [])))]) : []),
  ]);
  const person = (id: string | null) => persons.find((entry) => entry.id === id);
  return rows.map((row) => {
    const shopper = person(row.userId);
    const decider = person(row.decidedBy);
    const shop = shops.find((entry) => entry.id === row.businessId);
    const number = numbers.find((entry) => entry.id === row.orderId);
    return {
      _id: row.id,
      orderId: row.orderId,
      displayOrderId: number ? globalOrderId(number) : '',
      status: row.status,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decidedBy: decider ? `${decider.givenName} ${decider.familyName}`.trim() : null,
      decisionNote: row.decisionNote,
      lines: lines
        .filter(({ line }) => line.returnId === row.id)
        .map(({ line, title }) => ({ catalogueId: line.catalogueId, title, quantity: line.quantity, refund: centsToPrice(line.refundCents) })),
      goods: centsToPrice(row.goodsCents),
      couponDiscount: centsToPrice(row.couponCents),
      taxes: centsToPrice(row.taxCents),
      refund: centsToPrice(row.refundCents),
      refunded: row.refundedCents === null ? null : centsToPrice(row.refundedCents),
      shopper: withPeople && shopper ? { name: `${shopper.givenName} ${shopper.familyName}`.trim(), email: shopper.email } : null,
      business: shop ? { _id: shop.id, name: shop.name } : null,
    };
  });
}

/** The shopper's own placed order; another's answers 404, so it is not revealed. */
async function ownOrder(db: Executor, viewer: AuthUser, orderId: string, lock: boolean): Promise<OrderRow> {
  const order = lock ? await lockOrderForStatus(db, orderId) : await findOrder(db, orderId);
  if (!order || order.userId !== viewer.id || order.tenantId !== viewer.tenantId || order.placedAt === null) throw notFound('Order');
  return order;
}

async function orderReturnsView(db: Executor, order: OrderRow, now: Date): Promise<OrderReturns> {
  const [lines, asked, requests] = await readTogether(db, [() => orderLines(db, order.id), () => bottlesReturned(db, order.id, ['requested', 'accepted']), () => returnsOfOrder(db, order.id)]);
  const returnable = lines.map(({ item, wine }) => ({
    catalogueId: item.catalogueId,
    title: wine.title,
    bought: item.quantity,
    returnable: item.quantity - (asked.get(item.catalogueId) ?? 0),
    unitPrice: centsToPrice(item.unitPriceCents ?? 0),
    discountPercent: item.discountPercent,
  }));
  const closed = windowClosed(order, now) ?? (returnable.every((line) => line.returnable <= 0) ? 'Every bottle of this order is in a return already.' : null);
  return {
    open: closed === null,
    closesAt: order.status === 'COMPLETED' && order.completedAt ? new Date(order.completedAt.getTime() + RETURN_WINDOW_MS).toISOString() : null,
    closedReason: closed,
    lines: returnable,
    couponDiscount: centsToPrice(order.couponDiscountCents ?? 0),
    taxes: centsToPrice(order.taxCents ?? 0),
    requests: await present(db, requests, false),
  };
}

/** GET /order/{orderId}/returns */
export async function orderReturns(ctx: AppContext, viewer: AuthUser, orderId: string, now: Date = new Date()): Promise<OrderReturns> {
  return orderReturnsView(ctx.db, await ownOrder(ctx.db, viewer, orderId, false), now);
}

interface Mailing {
  order: OrderRow;
  request: ReturnRow;
  lines: { title: string; quantity: number }[];
}

/** The shopper's and the staff's mail about a step, built by `make` for each addressee. */
async function mailBoth(
  ctx: AppContext,
  tx: Executor,
  send: (mail: Mail) => Promise<void>,
  { order, request, lines }: Mailing,
  make: (base: ReturnMail) => Mail,
): Promise<void> {
  const origin = ctx.config.publicOrigin;
  const number = globalOrderId(order);
  const [shopper] = await people(tx, [order.userId]);
  if (shopper) await send(make({ to: shopper.email, name: shopper.givenName, number, lines, link: `${origin}/order/${order.id}`, audience: 'shopper' }));
  if (!request.businessId) return;
  for (const staff of await businessStaff(tx, request.businessId)) {
    await send(make({ to: staff.email, name: staff.givenName, number, lines, link: `${origin}/retailer/returns`, audience: 'retailer' }));
  }
}

/**
 * POST /order/{orderId}/returns: the owner asks to return bottles of a completed order within 30 days
 * of its completion, never more of a line than was bought less what earlier requests (open or
 * accepted) already name. `now` is the clock (tests pass theirs).
 */
export async function requestReturn(ctx: AppContext, viewer: AuthUser, orderId: string, body: ReturnRequestBody, now: Date = new Date()): Promise<OrderReturns> {
  return withMail(ctx, async (tx, send) => {
    const order = await ownOrder(tx, viewer, orderId, true);
    const closed = windowClosed(order, now);
    if (closed) throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, closed);
    const lines = await orderLines(tx, order.id);
    const asked = await bottlesReturned(tx, order.id, ['requested', 'accepted']);
    const seen = new Set<string>();
    const titles: { title: string; quantity: number }[] = [];
    for (const wanted of body.lines) {
      const line = lines.find(({ item }) => item.catalogueId === wanted.catalogueId);
      if (!line) throw badRequest('lines: this wine is not in the order');
      if (seen.has(wanted.catalogueId)) throw badRequest(`lines: ${line.wine.title} is named twice`);
      seen.add(wanted.catalogueId);
      const left = line.item.quantity - (asked.get(wanted.catalogueId) ?? 0);
      if (wanted.quantity > left) {
        throw badRequest(`lines: you can return at most ${left} ${left === 1 ? 'bottle' : 'bottles'} of ${line.wine.title}`);
      }
      titles.push({ title: line.wine.title, quantity: wanted.quantity });
    }
    // What it will refund if the requests before it are accepted; accepting computes it again.
    const amounts = amountsOf(order, lines, body.lines, asked);
    const request = await insertReturn(tx, {
      id: newId(),
      tenantId: order.tenantId,
      orderId: order.id,
      businessId: order.businessId,
      userId: viewer.id,
      reason: body.reason,
      ...centsOf(amounts.total),
    });
    await insertReturnLines(
      tx,
      body.lines.map((line, position) => ({ returnId: request.id, orderId: order.id, catalogueId: line.catalogueId, quantity: line.quantity, refundCents: amounts.lines[position]!.refundCents })),
    );
    await recordAudit(tx, viewer, {
      action: 'return.request',
      entityType: 'return',
      entityId: request.id,
      after: { order: globalOrderId(order), status: 'requested', bottles: titles, refund: formatMoney(amounts.total.refundCents) },
    });
    await mailBoth(ctx, tx, send, { order, request, lines: titles }, (base) =>
      returnRequestedMail({ ...base, reason: body.reason, refundCents: amounts.total.refundCents }),
    );
    return orderReturnsView(tx, order, now);
  });
}

const centsOf = (amounts: ReturnAmounts) => ({
  goodsCents: amounts.goodsCents,
  couponCents: amounts.couponCents,
  taxCents: amounts.taxCents,
  refundCents: amounts.refundCents,
});

/** GET /retailer/returns, GET /admin/returns */
export async function listReturnsFor(ctx: AppContext, viewer: AuthUser, decider: Decider, query: { status?: ReturnStatusValue; skip?: number; limit?: number }): Promise<ReturnList> {
  const { rows, total } = await listReturns(
    ctx.db,
    { tenantId: viewer.tenantId, businessId: decider.kind === 'retailer' ? decider.businessId : null, status: query.status },
    pageOf(query.skip, query.limit),
  );
  return { requests: await present(ctx.db, rows, true), total };
}

/**
 * The request to decide, with its order locked: found and visible to the decider (another
 * business's answers 404), still open (a second decision, from another tab, gets 409).
 */
/** A decision's write found the request still undecided; one decided meanwhile (another tab, the other desk) is a conflict. */
function recordedDecision<Row>(row: Row | undefined): asserts row is Row {
  if (!row) throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, 'This return was decided already; refresh to see the decision');
}

/** The audit row of a decision: the request was awaiting one, and became `after.status`. */
const auditDecision = (tx: Executor, viewer: AuthUser, order: OrderRow, requestId: string, after: { status: 'accepted' | 'declined'; [detail: string]: unknown }) =>
  recordAudit(tx, viewer, {
    action: after.status === 'accepted' ? 'return.accept' : 'return.decline',
    entityType: 'return',
    entityId: requestId,
    before: { order: globalOrderId(order), status: 'requested' },
    after: { order: globalOrderId(order), ...after },
  });

async function openRequest(tx: Executor, viewer: AuthUser, decider: Decider, returnId: string) {
  const found = await findReturn(tx, returnId);
  if (!found || !mayDecide(viewer, decider, found)) throw notFound('Return');
  const order = await lockOrderForStatus(tx, found.orderId);
  const request = await lockReturn(tx, returnId);
  if (!order || !request) throw notFound('Return');
  if (request.status !== 'requested') {
    throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, `This return was ${request.status} already; refresh to see the decision`);
  }
  const lines = await linesOfReturns(tx, [request.id]);
  return { order, request, lines };
}

/** PATCH .../returns/{returnId}/accept: refund at once, bottles back on the shelf, commission reversed. */
export async function acceptReturn(ctx: AppContext, viewer: AuthUser, decider: Decider, returnId: string, note: string | null): Promise<ReturnRequestView> {
  const decided = await withMail(ctx, async (tx, send) => {
    const { order, request, lines } = await openRequest(tx, viewer, decider, returnId);
    const orderItems = await orderLines(tx, order.id);
    const accepted = await bottlesReturned(tx, order.id, ['accepted']);
    const wanted = lines.map(({ line }) => ({ catalogueId: line.catalogueId, quantity: line.quantity }));
    // Counted after the returns accepted before it, so the last bottle of a line refunds what is left of it.
    const amounts = amountsOf(order, orderItems, wanted, accepted);
    const refundable = Math.min(amounts.total.refundCents, await refundableCents(tx, order.id));
    const refund = await refundOrderAmount(ctx, tx, order.id, { amountCents: refundable, key: `return-${request.id}` });
    await putBackBottles(
      tx,
      wanted.map((line) => ({ wineId: line.catalogueId, quantity: line.quantity })),
      { actor: viewer, reason: 'return', orderId: order.id },
    );
    await reverseCommission(tx, {
      orderId: order.id,
      returnId: request.id,
      lines: wanted,
      bought: new Map(orderItems.map(({ item }) => [item.catalogueId, item.quantity])),
      returnedBefore: accepted,
    });
    for (const [position, line] of wanted.entries()) await setReturnLineRefund(tx, request.id, line.catalogueId, amounts.lines[position]!.refundCents);
    const row = await decideReturn(tx, request.id, {
      status: 'accepted',
      decidedBy: viewer.id,
      decidedAt: new Date(),
      decisionNote: note,
      ...centsOf(amounts.total),
      refundedCents: refund.amountCents,
    });
    recordedDecision(row);
    await auditDecision(tx, viewer, order, request.id, { status: 'accepted', refunded: formatMoney(refund.amountCents), ...(note ? { note } : {}) });
    const titles = lines.map(({ line, title }) => ({ title, quantity: line.quantity }));
    const money = await orderMoneyNow(tx, order);
    await mailBoth(ctx, tx, send, { order, request, lines: titles }, (base) => returnAcceptedMail({ ...base, refundedCents: refund.amountCents, note, money }));
    return row;
  });
  return (await present(ctx.db, [decided], true))[0]!;
}

/** PATCH .../returns/{returnId}/decline: nothing refunded, the note says why. */
export async function declineReturn(ctx: AppContext, viewer: AuthUser, decider: Decider, returnId: string, note: string): Promise<ReturnRequestView> {
  const decided = await withMail(ctx, async (tx, send) => {
    const { order, request, lines } = await openRequest(tx, viewer, decider, returnId);
    const row = await decideReturn(tx, request.id, { status: 'declined', decidedBy: viewer.id, decidedAt: new Date(), decisionNote: note });
    recordedDecision(row);
    await auditDecision(tx, viewer, order, request.id, { status: 'declined', note });
    const titles = lines.map(({ line, title }) => ({ title, quantity: line.quantity }));
    // The shopper is told who said no: the retailer's shop, or the marketplace's own team from the console.
    const [shop] = decider.kind === 'retailer' && request.businessId ? await businessNames(tx, [request.businessId]) : [];
    const decidedBy = shop?.name ?? `the ${BRAND_NAME} team`;
    await mailBoth(ctx, tx, send, { order, request, lines: titles }, (base) => returnDeclinedMail({ ...base, note, decidedBy }));
    return row;
  });
  return (await present(ctx.db, [decided], true))[0]!;
}

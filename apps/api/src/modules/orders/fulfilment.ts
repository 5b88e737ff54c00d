import type { SavedAddress } from '@wine/contract/addresses';
import type { ConsoleOrder, HandOverStepValue, OrderNote } from '@wine/contract/fulfilment';
import { centsToPrice } from '@wine/contract/money';
import { canMove } from '@wine/contract/order-status';
import { priceLine } from '@wine/contract/pricing';
import type { AppContext } from '../../context';
import { readTogether, type Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { ErrorCode } from '@wine/contract/errors';
import { newId } from '../../lib/ids';
import { fullName } from '../accounts/present';
import type { AuthUser } from '../auth/auth-user';
import { findOrder, lockOrderForStatus, orderLines, transition, type OrderRow } from '../order-state/service';
import { withMail, type Mail } from '../mail/service';
import { orderDeliveredMail, outForDeliveryMail, readyForPickupMail } from '../mail/templates/orders';
import {
  businessName, couponCode, historyOf, insertOrderNote, notesOf, paymentsOf, shopperOf, userName,
} from './console-queries';
import { globalOrderId, movedMoney } from './present';
import { cardsByIds } from './queries';
import { orderSummary } from '../order-state/summary';
import { orderMoneyMoved } from '../payments/service';

/**
 * Order hand-over for the operations console, shared by the admin console and the retailer view:
 * mark ready for pickup, out for delivery, delivered (with the age check the FAQ promises), notes,
 * and the order detail both show. Every function takes the viewer and checks it: an admin may act
 * on any placed order of the shop, a retailer only on the placed orders of their own business
 * (another business's order answers 404, so its existence is not revealed). Admin actions are
 * written to the audit log in the same transaction; every status change is in order_events.
 */

function assertConsoleViewer(viewer: AuthUser): void {
  if (!viewer.isAdmin && !viewer.retailerBusinessId) throw forbidden('Only an admin or a retailer can do this');
}

/** A cart (never placed) is the shopper's own business, not an order to fulfil. */
const mayHandle = (viewer: AuthUser, order: OrderRow) =>
  order.placedAt !== null && order.tenantId === viewer.tenantId && (viewer.isAdmin || order.businessId === viewer.retailerBusinessId);

/** The placed order the viewer may hand over (locked when asked), else 404; also for delivery attempts. */
export async function handledOrder(db: Executor, viewer: AuthUser, orderId: string, lock: boolean): Promise<OrderRow> {
  assertConsoleViewer(viewer);
  const order = lock ? await lockOrderForStatus(db, orderId) : await findOrder(db, orderId);
  if (!order || !mayHandle(viewer, order)) throw notFound('Order');
  return order;
}

/** The hand-over steps open to an order now: pickup orders get ready, delivery orders go out. */
export function nextSteps(order: Pick<OrderRow, 'status' | 'deliveryMode'>): HandOverStepValue[] {
  const steps: HandOverStepValue[] = [];
  if (order.deliveryMode === 'pickup' && canMove(order.status, 'READY_FOR_PICKUP')) steps.push('READY_FOR_PICKUP');
  if (order.deliveryMode === 'delivery' && canMove(order.status, 'OUT_FOR_DELIVERY')) steps.push('OUT_FOR_DELIVERY');
  if (canMove(order.status, 'COMPLETED')) steps.push('COMPLETED');
  return steps;
}

/** Who recorded a step, named as the console names people. */
const personOf = (row: { id: string | null; givenName: string | null; familyName: string | null } | null) =>
  row?.id ? { _id: row.id, name: fullName({ givenName: row.givenName ?? '', familyName: row.familyName ?? '' }) } : null;
const iso = (date: Date | null) => date?.toISOString() ?? null;
const addressOf = (snapshot: Record<string, unknown> | null) => (snapshot ? (snapshot as SavedAddress).address : null);

/** GET .../orders/{id}: the order as the console shows it. Payments are shown to admins only. */
export async function consoleOrderDetail(ctx: AppContext, viewer: AuthUser, orderId: string): Promise<ConsoleOrder> {
  const order = await handledOrder(ctx.db, viewer, orderId, false);
  return presentConsoleOrder(ctx.db, viewer, order);
}

async function presentConsoleOrder(db: Executor, viewer: AuthUser, order: OrderRow): Promise<ConsoleOrder> {
  const [shopper, business, code, lines, paymentRows, moved, history, notes, checker] = await readTogether(db, [
    () => shopperOf(db, order.userId),
    () => (order.businessId ? businessName(db, order.businessId) : undefined),
    () => (order.couponId ? couponCode(db, order.couponId) : null),
    () => orderLines(db, order.id),
    () => (viewer.isAdmin ? paymentsOf(db, order.id) : []),
    () => orderMoneyMoved(db, [order.id]),
    () => historyOf(db, order.id),
    () => notesOf(db, order.id),
    () => (order.ageCheckedBy ? userName(db, order.ageCheckedBy) : undefined),
  ]);
  const cardIds = [order.paymentCardId, ...paymentRows.map((row) => row.cardId)].filter((cardId): cardId is string => cardId !== null);
  const cards = new Map((await cardsByIds(db, [...new Set(cardIds)])).map((card) => [card.id, { brand: card.brand, last4: card.last4 }]));
  const money = (cents: number | null) => centsToPrice(cents ?? 0);
  return {
    _id: order.id,
    displayOrderId: globalOrderId(order),
    status: order.status,
    deliveryType: order.deliveryMode,
    placedAt: iso(order.placedAt),
    chargedAt: iso(order.chargedAt),
    completedAt: iso(order.completedAt),
    cancelledAt: iso(order.cancelledAt),
    shopper: shopper
      ? { _id: shopper.id, name: fullName(shopper), email: shopper.email }
      : { _id: order.userId, name: 'Deleted account', email: '' },
    business: business ? { _id: business.id, name: business.name } : null,
    items: lines.map(({ item, wine }) => {
      const unit = item.unitPriceCents ?? 0;
      return {
        catalogueId: wine.id,
        title: wine.title,
        code: wine.code,
        quantity: item.quantity,
        unitPrice: centsToPrice(unit),
        discountPercent: item.discountPercent,
        lineTotal: centsToPrice(priceLine({ unitPriceCents: unit, quantity: item.quantity, discountPercent: item.discountPercent }).totalCents),
      };
    }),
    subtotal: money(order.subtotalCents),
    offerDiscount: money(order.offerDiscountCents),
    couponDiscount: money(order.couponDiscountCents),
    couponCode: code,
    taxes: money(order.taxCents),
    shipping: money(order.deliveryFeeCents),
    total: money(order.totalCents),
    address: { dropAddress: addressOf(order.deliveryAddress), billingAddress: addressOf(order.billingAddress) },
    contactNumber: order.contactNumber,
    card: (order.paymentCardId && cards.get(order.paymentCardId)) || null,
    money: movedMoney(moved.get(order.id)),
    payments: paymentRows.map((row) => ({
      _id: row.id,
      kind: row.kind,
      status: row.status,
      amount: centsToPrice(row.amountCents),
      card: (row.cardId && cards.get(row.cardId)) || null,
      failureMessage: row.failureMessage,
      createdAt: row.createdAt.toISOString(),
    })),
    history: history.map(({ event, actor }) => ({
      _id: event.id,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      note: event.note,
      createdAt: event.createdAt.toISOString(),
      actor: personOf(actor),
    })),
    notes: notes.map(({ note, author }) => ({ _id: note.id, body: note.body, createdAt: note.createdAt.toISOString(), author: personOf(author) })),
    ageCheck: order.ageCheckedAt ? { checkedAt: order.ageCheckedAt.toISOString(), checkedBy: personOf(checker ?? null) } : null,
    nextSteps: nextSteps(order),
  };
}

const STEP_ACTION: Record<HandOverStepValue, string> = {
  READY_FOR_PICKUP: 'order.ready_for_pickup',
  OUT_FOR_DELIVERY: 'order.out_for_delivery',
  COMPLETED: 'order.deliver',
};

/** One hand-over step on the locked order; the shopper's mail leaves after the commit. */
async function handOver(
  ctx: AppContext,
  viewer: AuthUser,
  orderId: string,
  step: HandOverStepValue,
  note: string | null,
): Promise<ConsoleOrder> {
  const order = await withMail(ctx, async (tx, send) => {
    const current = await handledOrder(tx, viewer, orderId, true);
    if (!nextSteps(current).includes(step)) throw stepConflict(current, step);
    const now = new Date();
    const changes = step === 'COMPLETED' ? { completedAt: now, ageCheckedAt: now, ageCheckedBy: viewer.id } : {};
    await transition(tx, current, step, viewer.id, changes, note);
    const updated: OrderRow = { ...current, ...changes, status: step };
    if (viewer.isAdmin) {
      await recordAudit(tx, viewer, {
        action: STEP_ACTION[step],
        entityType: 'order',
        entityId: current.id,
        before: { order: globalOrderId(current), status: current.status },
        after: {
          order: globalOrderId(current),
          status: step,
          ...(note ? { note } : {}),
          ...(step === 'COMPLETED' ? { ageCheckedAt: now.toISOString() } : {}),
        },
      });
    }
    await mailShopper(tx, send, updated, step);
    return updated;
  });
  return presentConsoleOrder(ctx.db, viewer, order);
}

function stepConflict(order: OrderRow, step: HandOverStepValue): AppError {
  if (step === 'READY_FOR_PICKUP' && order.deliveryMode !== 'pickup' && canMove(order.status, step)) {
    return new AppError(ErrorCode.ORDER_STATE_CONFLICT, 'This order is for delivery: mark it out for delivery instead');
  }
  if (step === 'OUT_FOR_DELIVERY' && order.deliveryMode !== 'delivery' && canMove(order.status, step)) {
    return new AppError(ErrorCode.ORDER_STATE_CONFLICT, 'This order is for pickup: mark it ready for pickup instead');
  }
  return new AppError(ErrorCode.ORDER_STATE_CONFLICT, `An order that is ${order.status} cannot become ${step}`);
}

async function mailShopper(tx: Executor, send: (mail: Mail) => Promise<void>, order: OrderRow, step: HandOverStepValue): Promise<void> {
  const shopper = await shopperOf(tx, order.userId);
  if (!shopper) return;
  const mail = { to: shopper.email, name: shopper.givenName, number: globalOrderId(order), order: await orderSummary(tx, order) };
  // A Record, so that a new hand-over step does not compile without its mail.
  const mails: Record<HandOverStepValue, () => Promise<Mail>> = {
    READY_FOR_PICKUP: async () => readyForPickupMail({ ...mail, shop: order.businessId ? await businessName(tx, order.businessId) : undefined }),
    OUT_FOR_DELIVERY: async () => outForDeliveryMail(mail),
    COMPLETED: async () => orderDeliveredMail({ ...mail, pickup: order.deliveryMode === 'pickup' }),
  };
  await send(await mails[step]());
}

/** CHARGED → READY_FOR_PICKUP (pickup orders); the shopper is mailed. */
export const markReadyForPickup = (ctx: AppContext, viewer: AuthUser, orderId: string, note: string | null = null) =>
  handOver(ctx, viewer, orderId, 'READY_FOR_PICKUP', note);

/** CHARGED → OUT_FOR_DELIVERY (delivery orders); the shopper is mailed. */
export const markOutForDelivery = (ctx: AppContext, viewer: AuthUser, orderId: string, note: string | null = null) =>
  handOver(ctx, viewer, orderId, 'OUT_FOR_DELIVERY', note);

/**
 * CHARGED / READY_FOR_PICKUP / OUT_FOR_DELIVERY → COMPLETED. `ageChecked: true` is the caller's
 * statement that the recipient showed an ID proving they are 21 or over; it is recorded with who
 * checked and when. The shopper is mailed.
 */
export const markDelivered = (ctx: AppContext, viewer: AuthUser, orderId: string, input: { ageChecked: true; note?: string | null }) =>
  handOver(ctx, viewer, orderId, 'COMPLETED', input.note ?? null);

/** Adds a note to a placed order (hand-over details, calls made). */
export async function addOrderNote(ctx: AppContext, viewer: AuthUser, orderId: string, body: string): Promise<OrderNote> {
  return ctx.db.transaction(async (tx) => {
    const order = await handledOrder(tx, viewer, orderId, false);
    const row = await insertOrderNote(tx, { id: newId(), orderId: order.id, authorUserId: viewer.id, body });
    if (!row) throw new Error('order note missing after insert');
    if (viewer.isAdmin) {
      await recordAudit(tx, viewer, { action: 'order.note', entityType: 'order', entityId: order.id, after: { order: globalOrderId(order), note: body } });
    }
    const author = await userName(tx, viewer.id);
    return { _id: row.id, body: row.body, createdAt: row.createdAt.toISOString(), author: personOf(author ?? null) };
  });
}

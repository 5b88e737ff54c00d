import {
  DELIVERY_FAILURE_REASONS, MAX_DELIVERY_ATTEMPTS, redeliveryFeeCents, type ConsoleDeliveryAttempts, type DeliveryAttempt, type DeliveryFailureReasonValue, type OrderDelivery,
} from '@wine/contract/delivery-attempts';
import { cardName } from '@wine/contract/cards';
import { ErrorCode } from '@wine/contract/errors';
import type { ConsoleOrder } from '@wine/contract/fulfilment';
import { centsToPrice, formatMoney } from '@wine/contract/money';
import { paths } from '@wine/contract/routes';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { AuthUser } from '../auth/auth-user';
import { dropCommission } from '../commission/service';
import { findOrder, lockOrderForStatus, orderLines, transition, type OrderRow } from '../order-state/service';
import { withMail, type Mail } from '../mail/service';
import {
  deliveryFailedMail, orderReturnedToRetailerMail, orderUndeliveredMail, redeliveryAgreedMail, redeliveryBookedMail, type ReturnedMoney,
} from '../mail/templates/delivery';
import { chargeOrderFee } from '../payments/fee';
import { refundOrderAmount } from '../payments/refund';
import { orderMoneyNow } from '../payments/service';
import { putBackBottles } from '../catalogue/stock';
import {
  attemptsOf, businessStaff, insertAttempt, markRedeliveryAgreed, paymentAmountByKey, redeliveryFeesPaid, type DeliveryAttemptRow,
} from './delivery-queries';
import { fullName } from '../accounts/present';
import { consoleOrderDetail, handledOrder } from './fulfilment';
import { globalOrderId } from './present';
import { cardsByIds, userEmail } from './queries';
import { releaseCoupon } from '../promotions/service';
import { orderSummary } from '../order-state/summary';

/**
 * Delivery attempts (issue 32, docs/decisions/0051-delivery-attempts.md). The shop's staff record a
 * failed attempt of an order out for delivery; the shopper agrees to a re-delivery from the order's
 * page (the first free, each further one REDELIVERY_FEE_CENTS charged to the order's card, shown
 * before they agree); the third failure returns the order to the retailer: the order's charge is
 * refunded less its delivery fee, re-delivery fees are kept, the bottles go back to stock and the
 * sommelier's commission is reversed. Each step runs on the locked order in one transaction with
 * its mails.
 */

/** The idempotency key of the refund after the last failed attempt: one per order. */
const undeliveredRefundKey = (orderId: string) => `order-${orderId}-undelivered-refund`;
/** The fee's key for the re-delivery after attempt `attempt`; chargeOrderFee numbers its tries. */
const redeliveryFeeKey = (orderId: string, attempt: number) => `order-${orderId}-redelivery-${attempt}`;

const cardText = (card: { brand: string; last4: string } | undefined) => (card ? `your ${cardName(card)}` : 'your card');

async function orderCard(db: Executor, order: OrderRow) {
  return (await cardsByIds(db, order.paymentCardId ? [order.paymentCardId] : []))[0];
}

/**
 * What the shopper gets back after the last failed attempt: the order's charge (its total) less its
 * delivery fee; the re-delivery fees are charges of their own and are kept.
 */
export const undeliveredRefundCents = (order: Pick<OrderRow, 'totalCents' | 'deliveryFeeCents'>): number =>
  Math.max(0, (order.totalCents ?? 0) - (order.deliveryFeeCents ?? 0));

async function mailStaff(tx: Executor, send: (mail: Mail) => Promise<void>, order: OrderRow, mail: (person: { email: string; givenName: string }) => Mail) {
  if (!order.businessId) return;
  for (const person of await businessStaff(tx, order.businessId)) await send(mail(person));
}

/** The last failed attempt: refund less the fees, bottles back, commission reversed, coupon use given back. */
async function returnToRetailer(ctx: AppContext, tx: Executor, viewer: AuthUser, order: OrderRow): Promise<ReturnedMoney> {
  const refund = await refundOrderAmount(ctx, tx, order.id, { amountCents: undeliveredRefundCents(order), key: undeliveredRefundKey(order.id) });
  const lines = await orderLines(tx, order.id);
  await putBackBottles(
    tx,
    lines.map(({ item }) => ({ wineId: item.catalogueId, quantity: item.quantity })),
    { actor: { tenantId: viewer.tenantId, id: viewer.id }, reason: 'delivery-failed', orderId: order.id },
  );
  await dropCommission(tx, order.id);
  if (order.couponId) await releaseCoupon(tx, order.couponId, order.id);
  return { refundCents: refund.amountCents, deliveryFeeCents: order.deliveryFeeCents ?? 0, redeliveryFeesCents: await redeliveryFeesPaid(tx, order.id) };
}

/**
 * POST .../orders/{id}/delivery-attempts: a failed attempt of an order out for delivery, by the
 * order's business's staff or an admin (another business's order answers 404). Attempts 1 and 2 wait
 * for the shopper (DELIVERY_FAILED, mailed with the re-delivery's price and a link); the third
 * returns the order to the retailer (UNDELIVERED) and mails both sides.
 */
export async function recordDeliveryAttempt(
  ctx: AppContext,
  viewer: AuthUser,
  orderId: string,
  input: { reason: DeliveryFailureReasonValue; note?: string | undefined },
): Promise<ConsoleOrder> {
  await withMail(ctx, async (tx, send) => {
    const order = await handledOrder(tx, viewer, orderId, true);
    if (order.status !== 'OUT_FOR_DELIVERY') {
      throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, 'Only an order out for delivery can have a failed delivery attempt');
    }
    const number = (await attemptsOf(tx, order.id)).length + 1;
    const note = input.note ?? null;
    await insertAttempt(tx, { id: newId(), orderId: order.id, number, reason: input.reason, note, recordedBy: viewer.id });
    const last = number >= MAX_DELIVERY_ATTEMPTS;
    const history = `Attempt ${number} of ${MAX_DELIVERY_ATTEMPTS}: ${DELIVERY_FAILURE_REASONS[input.reason]}${note ? ` (${note})` : ''}`;
    await transition(tx, order, last ? 'UNDELIVERED' : 'DELIVERY_FAILED', viewer.id, last ? { cancelledAt: new Date() } : {}, history);
    const money = last ? await returnToRetailer(ctx, tx, viewer, order) : null;
    await recordAudit(tx, viewer, {
      action: 'order.delivery_attempt',
      entityType: 'order',
      entityId: order.id,
      before: { order: globalOrderId(order), status: order.status },
      after: {
        order: globalOrderId(order),
        status: last ? 'UNDELIVERED' : 'DELIVERY_FAILED',
        attempt: number,
        reason: input.reason,
        ...(note ? { note } : {}),
        ...(money ? { refunded: formatMoney(money.refundCents) } : {}),
      },
    });

    const shopper = await userEmail(tx, order.userId);
    const summary = await orderSummary(tx, order);
    const story = await orderMoneyNow(tx, { ...order, status: last ? 'UNDELIVERED' : 'DELIVERY_FAILED' });
    const displayNumber = globalOrderId(order);
    const orderLink = `${ctx.config.publicOrigin}${paths.order(order.id)}`;
    if (!money) {
      if (shopper) {
        const feeCents = redeliveryFeeCents(number);
        const card = feeCents > 0 ? await orderCard(tx, order) : undefined;
        await send(
          deliveryFailedMail({ to: shopper.email, name: shopper.givenName, number: displayNumber, order: summary, money: story, attempt: number, reason: input.reason, feeCents, cardText: cardText(card), orderLink }),
        );
      }
      return;
    }
    if (shopper) await send(orderUndeliveredMail({ to: shopper.email, name: shopper.givenName, number: displayNumber, order: summary, money: story, returned: money }));
    const retailerLink = `${ctx.config.publicOrigin}${paths.retailerOrder(order.id)}`;
    await mailStaff(tx, send, order, (person) =>
      orderReturnedToRetailerMail({ to: person.email, name: person.givenName, number: displayNumber, order: summary, money, orderLink: retailerLink }),
    );
  });
  return consoleOrderDetail(ctx, viewer, orderId);
}

const presentAttempt = ({ attempt, recorder }: Awaited<ReturnType<typeof attemptsOf>>[number]): DeliveryAttempt => ({
  number: attempt.number,
  reason: attempt.reason,
  note: attempt.note,
  createdAt: attempt.createdAt.toISOString(),
  recordedBy: recorder ? { _id: recorder.id, name: fullName(recorder) } : null,
  redeliveryAgreedAt: attempt.redeliveryAgreedAt?.toISOString() ?? null,
  redeliveryFee: attempt.redeliveryFeeCents === null ? null : centsToPrice(attempt.redeliveryFeeCents),
});

/** GET .../orders/{id}/delivery-attempts: the attempts as the hand-over panel lists them. */
export async function consoleDeliveryAttempts(ctx: AppContext, viewer: AuthUser, orderId: string): Promise<ConsoleDeliveryAttempts> {
  const order = await handledOrder(ctx.db, viewer, orderId, false);
  return { attempts: (await attemptsOf(ctx.db, order.id)).map(presentAttempt) };
}

/** The shopper's own placed order, else 404 (another shopper's order is not revealed). */
function ownOrder(viewer: AuthUser, order: OrderRow | undefined): OrderRow {
  if (!order || order.userId !== viewer.id || order.tenantId !== viewer.tenantId || order.placedAt === null) throw notFound('Order');
  return order;
}

/** The re-delivery open to the shopper now: after a failed attempt they have not answered yet. */
const openAttempt = (order: OrderRow, attempts: DeliveryAttemptRow[]): DeliveryAttemptRow | undefined => {
  const latest = attempts.at(-1);
  return order.status === 'DELIVERY_FAILED' && latest && !latest.redeliveryAgreedAt ? latest : undefined;
};

async function presentOrderDelivery(db: Executor, order: OrderRow): Promise<OrderDelivery> {
  const rows = await attemptsOf(db, order.id);
  const open = openAttempt(order, rows.map((row) => row.attempt));
  const card = open ? await orderCard(db, order) : undefined;
  return {
    attempts: rows.map((row) => {
      const { recordedBy: _recordedBy, note: _note, ...attempt } = presentAttempt(row);
      return attempt;
    }),
    redelivery: open
      ? { attempt: open.number, fee: centsToPrice(redeliveryFeeCents(open.number)), card: card ? { brand: card.brand, last4: card.last4 } : null }
      : null,
    returned:
      order.status === 'UNDELIVERED'
        ? {
            refunded: centsToPrice((await paymentAmountByKey(db, order.id, undeliveredRefundKey(order.id))) ?? 0),
            deliveryFee: centsToPrice(order.deliveryFeeCents ?? 0),
            redeliveryFees: centsToPrice(await redeliveryFeesPaid(db, order.id)),
          }
        : null,
  };
}

/** GET /order/{id}/delivery: the shopper's view of their order's delivery attempts. */
export async function orderDelivery(ctx: AppContext, viewer: AuthUser, orderId: string): Promise<OrderDelivery> {
  const order = ownOrder(viewer, await findOrder(ctx.db, orderId));
  return presentOrderDelivery(ctx.db, order);
}

/**
 * POST /order/{id}/redelivery {attempt}: the shopper agrees to the re-delivery after failed attempt
 * `attempt`, paying its fee when one is due. The order stays locked through the fee's charge, so a
 * second click waits for the first and answers the order as it left it: one charge. A declined card
 * answers PAYMENT_DECLINED and the order stays waiting for the shopper.
 */
export async function agreeToRedelivery(ctx: AppContext, viewer: AuthUser, orderId: string, attempt: number): Promise<OrderDelivery> {
  const order = await withMail(ctx, async (tx, send) => {
    const current = ownOrder(viewer, await lockOrderForStatus(tx, orderId));
    const attempts = (await attemptsOf(tx, current.id)).map((row) => row.attempt);
    const answered = attempts.find((row) => row.number === attempt);
    if (answered?.redeliveryAgreedAt && attempts.at(-1) === answered) return current;
    const open = openAttempt(current, attempts);
    if (!open || open.number !== attempt) {
      throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, 'This order is not waiting for your answer about this delivery attempt');
    }
    const feeCents = redeliveryFeeCents(open.number);
    const payment =
      feeCents > 0
        ? await chargeOrderFee(ctx, tx, current, { amountCents: feeCents, key: redeliveryFeeKey(current.id, open.number), description: 'Re-delivery fee' })
        : null;
    await markRedeliveryAgreed(tx, open.id, { redeliveryFeeCents: feeCents, redeliveryPaymentId: payment?.id ?? null });
    await transition(tx, current, 'REDELIVERY', viewer.id, {}, feeCents > 0 ? `Re-delivery fee ${formatMoney(feeCents)} charged` : 'First re-delivery, free');
    const agreed = { ...current, status: 'REDELIVERY' };
    const summary = await orderSummary(tx, current);
    const number = globalOrderId(current);
    const card = feeCents > 0 ? await orderCard(tx, current) : undefined;
    await send(
      redeliveryBookedMail({
        to: viewer.row.email, name: viewer.row.givenName, number, order: summary, money: await orderMoneyNow(tx, agreed), feeCents, cardText: cardText(card),
        orderLink: `${ctx.config.publicOrigin}${paths.order(current.id)}`,
      }),
    );
    const retailerLink = `${ctx.config.publicOrigin}${paths.retailerOrder(current.id)}`;
    await mailStaff(tx, send, current, (person) =>
      redeliveryAgreedMail({ to: person.email, name: person.givenName, number, order: summary, feeCents, orderLink: retailerLink }),
    );
    return agreed;
  });
  return presentOrderDelivery(ctx.db, order);
}

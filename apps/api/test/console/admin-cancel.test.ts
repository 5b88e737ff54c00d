import type { PlacedOrder } from '@wine/contract/checkout';
import { ErrorCode } from '@wine/contract/errors';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { commissions, orders, outboxEmails, payments } from '../../src/db/schema';
import { chargeDueOrders } from '../../src/modules/payments/service';
import { consoleSuite } from '../helpers/admin';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeSommelier, makeWine } from '../helpers/fixtures';
import { makeConfirmedOrder, saveTestCard, serviceContext } from '../helpers/payments';
import { signUp } from '../helpers/users';

/** 23:45 in New York on 15 January 2030: after the nightly cut-off. */
const NIGHT = new Date('2030-01-16T04:45:00Z');
const MORNING_PLACED = new Date('2030-01-15T14:00:00Z');

const suite = consoleSuite();
let admin: Record<string, string>;
beforeAll(async () => {
  admin = await suite.cast.admin();
});

const cancel = (orderId: string, headers: Record<string, string>) =>
  suite.t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${orderId}/cancel`, headers, payload: { note: 'Out of stock at the retailer' } });

async function chargedOrder() {
  const shopper = await signUp(suite.t.app);
  const card = await saveTestCard(suite.t.db, shopper.user._id);
  const sommelier = await makeSommelier(suite.t.db);
  const wine = await makeWine(suite.t.db, { priceCents: 3000 });
  const order = await makeConfirmedOrder(suite.t.db, {
    userId: shopper.user._id,
    cardId: card.id,
    totalCents: 6240,
    placedAt: MORNING_PLACED,
    lines: [{ catalogueId: wine.id, quantity: 2, unitPriceCents: 3000, affiliateUserId: sommelier.id }],
  });
  await chargeDueOrders(serviceContext(suite.t.db), NIGHT);
  return { shopper, order };
}

describe('PATCH /admin/orders/{id}/cancel', () => {
  it('refunds a charged order, reverses its commission and tells the shopper', async () => {
    const { shopper, order } = await chargedOrder();
    expect(await suite.t.db.select().from(commissions).where(eq(commissions.orderId, order.id))).toHaveLength(1);

    const cancelled = expectSuccess<PlacedOrder>(await cancel(order.id, admin));
    expect(cancelled.status).toBe('ADMIN_CANCEL');
    const rows = await suite.t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.map((row) => [row.kind, row.status, row.amountCents])).toEqual(
      expect.arrayContaining([
        ['charge', 'succeeded', 6240],
        ['refund', 'succeeded', 6240],
      ]),
    );
    expect(await suite.t.db.select().from(commissions).where(eq(commissions.orderId, order.id))).toEqual([]);
    const mails = await suite.t.db.select().from(outboxEmails).where(eq(outboxEmails.to, shopper.email));
    expect(mails.some((mail) => mail.subject.includes('was cancelled') && mail.text.includes('$62.40'))).toBe(true);

    // Cancelling again is refused and refunds nothing more.
    expectFailure(await cancel(order.id, admin), 409, ErrorCode.ORDER_STATE_CONFLICT);
    expect((await suite.t.db.select().from(payments).where(eq(payments.orderId, order.id))).filter((row) => row.kind === 'refund')).toHaveLength(1);
  });

  it('refuses shoppers and sommeliers, changing nothing', async () => {
    const { shopper, order } = await chargedOrder();
    expectFailure(await cancel(order.id, shopper.auth), 403, ErrorCode.FORBIDDEN);
    const [row] = await suite.t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('CHARGED');
    expect(await suite.t.db.select().from(commissions).where(eq(commissions.orderId, order.id))).toHaveLength(1);
  });
});

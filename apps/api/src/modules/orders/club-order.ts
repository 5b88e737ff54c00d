import { ErrorCode } from '@wine/contract/errors';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { toSavedAddress } from '../accounts/present';
import { takeBottles } from '../catalogue/stock';
import { insertPlacedOrder, orderLines, type OrderRow } from '../order-state/service';
import { summaryOf } from '../order-state/summary';
import type { OrderSummary } from '../mail/templates/order';
import { findBusiness, findUserAddress, findWine, upsertOrderItem } from './queries';
import { deliversTo, NOT_DELIVERABLE, orderAmounts, priceAtRetailer } from './quote';

/** One member's shipment of a club's cycle, as the cycle job asks for it (decision 0065). */
export interface ClubOrderInput {
  tenantId: string;
  userId: string;
  businessId: string;
  sommelierUserId: string;
  cardId: string;
  deliveryMode: 'delivery' | 'pickup';
  addressId: string | null;
  clubPriceCents: number;
  wines: readonly { catalogueId: string; quantity: number }[];
  /** What the order's history says placed it: the club and cycle. */
  note: string;
}

/**
 * Places a club member's shipment as an ordinary order in the caller's transaction: the partner's
 * wines at today's prices and offers, sold at the club's price when that is lower (the pricing
 * module's club rule), tax by the delivery state and the retailer's delivery fee as any order, every
 * line credited to the sommelier for commission when the nightly charge takes the money, the bottles
 * taken all or none. Refuses with an AppError (nothing written) when a wine is gone or short, or the
 * address is no longer one the retailer serves; the nightly charge and its failed-payment path do
 * the rest as for any CONFIRMED order.
 */
export async function placeClubOrder(tx: Executor, input: ClubOrderInput): Promise<{ order: OrderRow; summary: OrderSummary }> {
  const retailer = await findBusiness(tx, input.businessId);
  if (!retailer) throw new AppError(ErrorCode.NOT_FOUND, 'Retailer not found');
  let deliveryAddress: ReturnType<typeof toSavedAddress> | null = null;
  if (input.deliveryMode === 'delivery') {
    const row = input.addressId ? await findUserAddress(tx, input.userId, input.addressId) : undefined;
    if (!row || row.kind !== 'delivery') throw new AppError(ErrorCode.ADDRESS_NOT_DELIVERABLE, 'The delivery address of this membership was removed.');
    if (!deliversTo(retailer, row.state)) throw new AppError(ErrorCode.ADDRESS_NOT_DELIVERABLE, NOT_DELIVERABLE);
    deliveryAddress = toSavedAddress(row);
  }
  const wines = [];
  for (const line of input.wines) {
    const wine = await findWine(tx, line.catalogueId);
    if (!wine || !wine.isActive || wine.businessId !== input.businessId) {
      throw new AppError(ErrorCode.CART_NOT_PURCHASABLE, `A wine of this shipment can no longer be bought${wine ? `: ${wine.title}` : ''}.`);
    }
    wines.push({ wine, quantity: line.quantity });
  }
  const pricing = priceAtRetailer(wines, { mode: input.deliveryMode, deliveryState: deliveryAddress?.address.state ?? null }, retailer, undefined, input.clubPriceCents);
  const order = await insertPlacedOrder(
    tx,
    {
      id: newId(),
      tenantId: input.tenantId,
      userId: input.userId,
      businessId: input.businessId,
      deliveryMode: input.deliveryMode,
      deliveryAddress,
      billingAddress: deliveryAddress,
      contactNumber: deliveryAddress?.contactDetails.contactNumber ?? null,
      paymentCardId: input.cardId,
      ...orderAmounts(pricing),
      placedAt: new Date(),
      bottlesTaken: true,
    },
    null,
    input.note,
  );
  for (const { wine, quantity } of wines) {
    await upsertOrderItem(tx, {
      orderId: order.id,
      catalogueId: wine.id,
      quantity,
      affiliateUserId: input.sommelierUserId,
      unitPriceCents: wine.priceCents,
      discountPercent: wine.discountPercent,
    });
  }
  await takeBottles(tx, input.wines.map(({ catalogueId, quantity }) => ({ wineId: catalogueId, quantity })), {
    actor: { tenantId: input.tenantId, id: null },
    reason: 'sale',
    orderId: order.id,
  });
  return { order, summary: summaryOf(order, await orderLines(tx, order.id)) };
}

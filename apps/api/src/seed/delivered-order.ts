import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { moveActor, type OrderActor, type OrderStatusValue } from '@wine/contract/order-status';
import { DEFAULT_STORE_TIMEZONE } from '../config';
import { newId } from '../lib/ids';
import { orderAmounts, priceAtRetailer, type RetailerTerms } from '../modules/orders/quote';
import { chargeKey, customerKey } from '../modules/payments/gateway';
import { latestCutoff } from '../modules/payments/schedule';
import { chargeOutcome, testCardExpiry, testCustomerRow, testIntentRow, testPaymentMethodRow } from '../modules/payments/test-gateway';
import { toSavedAddress } from '../modules/accounts/present';
import { addressRows } from '../modules/users/addresses';
import type {
  addresses, orderEvents, orderItems, orders, paymentCustomers, payments, savedCards, testGatewayCustomers, testGatewayIntents, testGatewayPaymentMethods,
} from '../db/schema';

/**
 * The demo buyer's one order (issue 20: her reviews of its wines are verified purchases), stored as
 * the real flow leaves an order that was placed, charged by the nightly job and picked up: a saved
 * test Visa and billing address, line prices fixed at placement, totals from the checkout's pricing,
 * the charge on the test gateway and its payments row, and the history of every status it went
 * through. Nothing is mailed: the outbox would send the demo's mails for real.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** How many wines the order holds, one bottle each. */
export const DELIVERED_ORDER_WINES = 3;
/** Placed this long before the seed; charged that night, picked up the next day. */
const PLACED_DAYS_AGO = 22;
/** Stripe's ordinary test Visa: every charge succeeds. */
const DEMO_CARD = '4242424242424242';

export interface OrderBuyer {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  /** Where the buyer is billed (a pickup has no delivery address), as the address form takes it. */
  billing: { addressLine1: string; zip: string; contactNumber: string };
}

export interface OrderWine {
  id: string;
  priceCents: number;
  discountPercent: number | null;
}

export interface DeliveredOrder {
  addresses: (typeof addresses.$inferInsert)[];
  gatewayCustomers: (typeof testGatewayCustomers.$inferInsert)[];
  gatewayPaymentMethods: (typeof testGatewayPaymentMethods.$inferInsert)[];
  paymentCustomers: (typeof paymentCustomers.$inferInsert)[];
  savedCards: (typeof savedCards.$inferInsert)[];
  orders: (typeof orders.$inferInsert)[];
  orderItems: (typeof orderItems.$inferInsert)[];
  orderEvents: (typeof orderEvents.$inferInsert)[];
  gatewayIntents: (typeof testGatewayIntents.$inferInsert)[];
  payments: (typeof payments.$inferInsert)[];
}

/**
 * The moves of a pickup order from cart to picked up, with who makes each: the app assigns the cart
 * to its retailer before confirming it, and the retailer marks it ready before handing it over.
 * Checked against the state machine when planned, so that a change of it cannot leave the seed behind.
 */
const PICKUP_PATH: readonly [OrderStatusValue, OrderActor][] = [
  ['ASSIGN', 'shopper'],
  ['CONFIRMED', 'shopper'],
  ['CHARGED', 'payment'],
  ['READY_FOR_PICKUP', 'staff'],
  ['COMPLETED', 'staff'],
];

export function planDeliveredOrder(
  now: Date,
  buyer: OrderBuyer,
  retailer: RetailerTerms & { id: string },
  /** The retailer's staff member who hands the order over (and checks the age). */
  staffUserId: string,
  wines: readonly OrderWine[],
): DeliveredOrder {
  const id = newId();
  const placedAt = new Date(now.getTime() - PLACED_DAYS_AGO * DAY_MS);
  const cartAt = new Date(placedAt.getTime() - 40 * MINUTE_MS);
  // The checkout asks for a billing address and a card before it places the order.
  const billingAt = new Date(placedAt.getTime() - 15 * MINUTE_MS);
  const cardAt = new Date(placedAt.getTime() - 10 * MINUTE_MS);
  // The nightly job charges what was placed before the first 23:30 (store time) after it.
  const chargedAt = new Date(latestCutoff(new Date(placedAt.getTime() + DAY_MS), DEFAULT_STORE_TIMEZONE).getTime() + 2 * MINUTE_MS);
  const readyAt = new Date(chargedAt.getTime() + 10 * HOUR_MS);
  const completedAt = new Date(readyAt.getTime() + 6 * HOUR_MS);

  const [billingRow] = addressRows(
    buyer.id,
    'billing',
    [{ address: { addressLine1: buyer.billing.addressLine1, zip: buyer.billing.zip, customData: { firstName: buyer.givenName, lastName: buyer.familyName } }, contactDetails: { contactNumber: buyer.billing.contactNumber } }],
    'billingAddress',
    new Set(),
  ).map((row) => ({ ...row, id: row.id!, addressLine2: row.addressLine2 ?? null, createdAt: billingAt }));
  const billing = toSavedAddress(billingRow!);

  // The card, saved as the add-card flow saves one: the gateway's customer and payment method, ours.
  const customer = { ...testCustomerRow({ idempotencyKey: customerKey(buyer.id), email: buyer.email }), createdAt: cardAt };
  const method = { ...testPaymentMethodRow(customer.id, DEMO_CARD, testCardExpiry(now)), createdAt: cardAt };
  const card = {
    id: newId(), userId: buyer.id, provider: 'test' as const, providerCustomerId: customer.id, providerPaymentMethodId: method.id,
    brand: method.brand, last4: method.last4, expMonth: method.expMonth, expYear: method.expYear, createdAt: cardAt,
  };

  // Priced as the checkout prices a pickup: today's prices and offers, the retailer's state's tax, no fee.
  const lines = wines.map((wine) => ({ wine, quantity: 1 }));
  const pricing = priceAtRetailer(lines, { mode: 'pickup', deliveryState: null }, retailer, undefined);
  const charge = testIntentRow({
    purpose: 'charge', customerId: customer.id, paymentMethodId: method.id, amountCents: pricing.totalCents, offSession: true,
    idempotencyKey: chargeKey(id), ...chargeOutcome(method.behavior, true), createdAt: chargedAt,
  });
  if (charge.status !== 'succeeded') throw new Error(`the demo card's charge ends ${charge.status}`);

  const movedAt: Partial<Record<OrderStatusValue, Date>> = { ASSIGN: new Date(placedAt.getTime() - 5_000), CONFIRMED: placedAt, CHARGED: chargedAt, READY_FOR_PICKUP: readyAt, COMPLETED: completedAt };
  const actorIds: Record<OrderActor, string | null> = { shopper: buyer.id, payment: null, staff: staffUserId, admin: null };
  let status: OrderStatusValue = 'OPEN';
  const events = PICKUP_PATH.map(([to, actor]) => {
    if (moveActor(status, to) !== actor) throw new Error(`the state machine no longer lets the ${actor} move an order from ${status} to ${to}`);
    const event = { id: newId(), orderId: id, fromStatus: status, toStatus: to, actorUserId: actorIds[actor], note: null, createdAt: movedAt[to]! };
    status = to;
    return event;
  });

  return {
    addresses: [billingRow!],
    gatewayCustomers: [customer],
    gatewayPaymentMethods: [method],
    paymentCustomers: [{ userId: buyer.id, provider: 'test', customerId: customer.id, createdAt: cardAt }],
    savedCards: [card],
    orders: [
      {
        id, tenantId: SHOP_TENANT_ID, userId: buyer.id, status, businessId: retailer.id, eventId: null, deliveryMode: 'pickup',
        deliveryAddress: null, billingAddress: billing, contactNumber: billing.contactDetails.contactNumber, paymentCardId: card.id, couponId: null,
        ...orderAmounts(pricing),
        placedAt, chargedAt, completedAt, ageCheckedAt: completedAt, ageCheckedBy: staffUserId, createdAt: cartAt, updatedAt: completedAt,
      },
    ],
    // Line prices as placement fixes them. Nobody's link brought these wines: no commission.
    orderItems: wines.map((wine, index) => ({
      orderId: id, catalogueId: wine.id, quantity: 1, affiliateUserId: null, unitPriceCents: wine.priceCents, discountPercent: wine.discountPercent,
      createdAt: new Date(cartAt.getTime() + index * 5 * MINUTE_MS),
    })),
    orderEvents: events,
    gatewayIntents: [charge],
    payments: [
      {
        id: newId(), orderId: id, kind: 'charge', provider: 'test', providerRef: charge.id, idempotencyKey: chargeKey(id), amountCents: pricing.totalCents,
        status: 'succeeded', failureCode: null, failureMessage: null, createdAt: chargedAt,
      },
    ],
  };
}

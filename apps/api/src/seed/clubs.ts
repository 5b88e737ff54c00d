import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { DEFAULT_STORE_TIMEZONE } from '../config';
import { newId } from '../lib/ids';
import { nextCutoff, shipsOn } from '../modules/clubs/schedule';
import { orderAmounts, priceAtRetailer, type RetailerTerms } from '../modules/orders/quote';
import { chargeKey, customerKey } from '../modules/payments/gateway';
import { localParts, zonedInstant } from '../modules/payments/schedule';
import { chargeOutcome, testCardExpiry, testCustomerRow, testIntentRow, testPaymentMethodRow } from '../modules/payments/test-gateway';
import type { Executor } from '../db/client';
import {
  clubCycleOrders, clubCycles, clubCycleWines, clubMemberships, clubRatings, clubs, orderEvents, orderItems, orders, paymentCustomers, payments, savedCards,
  testGatewayCustomers, testGatewayIntents, testGatewayPaymentMethods,
} from '../db/schema';

/**
 * The demo's wine clubs (issue 46, decision 0065), self-contained: two open clubs, one by the demo
 * sommelier with the demo retailer, each with members, a past box placed, charged and picked up
 * (orders, charges and stars as the real flow leaves them) and the next box planned without a
 * selection, for the sommelier to pick. Cards are saved on the test gateway as the add-card flow
 * saves them; nothing is mailed.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const DEMO_CARD = '4242424242424242';

export interface ClubPerson {
  id: string;
  email: string;
}
export interface ClubWine {
  id: string;
  priceCents: number;
  discountPercent: number | null;
}
interface ClubSpec {
  sommelierId: string;
  retailer: RetailerTerms & { id: string };
  staffId: string | null;
  name: string;
  description: string;
  bottles: 3 | 6;
  cadence: 'monthly' | 'quarterly';
  style: 'mixed' | 'red';
  wines: ClubWine[];
  /** Members with their stars for the past box; the last one's membership is paused. */
  members: { person: ClubPerson; stars: number }[];
  pausedLast: boolean;
}

type Rows = {
  [K in 'clubs' | 'memberships' | 'cycles' | 'cycleWines' | 'cycleOrders' | 'ratings' | 'orders' | 'orderItems' | 'orderEvents' | 'payments' | 'intents' | 'customers' | 'methods' | 'paymentCustomers' | 'cards']: Record<string, unknown>[];
};

export type DemoClubs = Rows;

export interface ClubCard {
  id: string;
  providerCustomerId: string;
  providerPaymentMethodId: string;
}

/** Plans the clubs' rows; `cards` are test cards the demo already saved (by user id), others get one here. */
export function planDemoClubs(now: Date, specs: ClubSpec[], cards: Map<string, ClubCard>): DemoClubs {
  const rows: Rows = { clubs: [], memberships: [], cycles: [], cycleWines: [], cycleOrders: [], ratings: [], orders: [], orderItems: [], orderEvents: [], payments: [], intents: [], customers: [], methods: [], paymentCustomers: [], cards: [] };
  const cardOf = (person: ClubPerson): ClubCard => {
    const known = cards.get(person.id);
    if (known) return known;
    const customer = testCustomerRow({ idempotencyKey: customerKey(person.id), email: person.email });
    const method = testPaymentMethodRow(customer.id, DEMO_CARD, testCardExpiry(now));
    const card = { id: newId(), userId: person.id, provider: 'test', providerCustomerId: customer.id, providerPaymentMethodId: method.id, brand: method.brand, last4: method.last4, expMonth: method.expMonth, expYear: method.expYear };
    rows.customers.push(customer);
    rows.methods.push(method);
    rows.paymentCustomers.push({ userId: person.id, provider: 'test', customerId: customer.id });
    rows.cards.push(card);
    cards.set(person.id, card);
    return card;
  };
  // The past box's cut-off: noon on the 1st of this month, or of the last one while that is ahead.
  const local = localParts(now, DEFAULT_STORE_TIMEZONE);
  let pastCutoff = zonedInstant(local.year, local.month, 1, 12, 0, DEFAULT_STORE_TIMEZONE);
  if (pastCutoff.getTime() > now.getTime() - 4 * DAY_MS) pastCutoff = zonedInstant(local.month === 1 ? local.year - 1 : local.year, local.month === 1 ? 12 : local.month - 1, 1, 12, 0, DEFAULT_STORE_TIMEZONE);
  for (const spec of specs) {
    const lines = spec.wines.map((wine, index) => ({ wine, quantity: index === 0 ? spec.bottles - spec.wines.length + 1 : 1 }));
    const atShop = priceAtRetailer(lines, { mode: 'pickup', deliveryState: null }, spec.retailer);
    const shopValue = atShop.subtotalCents - atShop.offerDiscountCents;
    // A club's price a little under what the box costs at the shop, in whole dollars.
    const priceCents = Math.floor((shopValue * 0.9) / 100) * 100;
    const clubId = newId();
    rows.clubs.push({
      id: clubId, tenantId: SHOP_TENANT_ID, sommelierUserId: spec.sommelierId, businessId: spec.retailer.id, name: spec.name, description: spec.description, picture: null,
      bottles: spec.bottles, priceCents, cadence: spec.cadence, style: spec.style, capacity: 40, status: 'open', decidedAt: new Date(pastCutoff.getTime() - 20 * DAY_MS),
      createdAt: new Date(pastCutoff.getTime() - 21 * DAY_MS),
    });
    const past = { id: newId(), clubId, number: 1, status: 'placed', cutoffAt: pastCutoff, shipsOn: shipsOn(pastCutoff), announcedAt: new Date(pastCutoff.getTime() - 6 * DAY_MS), placedAt: pastCutoff };
    const nextAt = nextCutoff(pastCutoff, spec.cadence, now, DEFAULT_STORE_TIMEZONE);
    rows.cycles.push(past, { id: newId(), clubId, number: 2, status: 'planned', cutoffAt: nextAt, shipsOn: shipsOn(nextAt) });
    for (const { wine, quantity } of lines) rows.cycleWines.push({ cycleId: past.id, catalogueId: wine.id, quantity });
    spec.members.forEach(({ person, stars }, index) => {
      const paused = spec.pausedLast && index === spec.members.length - 1;
      const card = cardOf(person);
      const membershipId = newId();
      rows.memberships.push({
        id: membershipId, clubId, userId: person.id, status: paused ? 'paused' : 'active', cardId: card.id, deliveryMode: 'pickup', addressId: null,
        ageConfirmedAt: new Date(pastCutoff.getTime() - 10 * DAY_MS), pausedAt: paused ? new Date(now.getTime() - 2 * DAY_MS) : null, createdAt: new Date(pastCutoff.getTime() - 10 * DAY_MS),
      });
      // The past box: placed at the cut-off, charged that night, picked up on its day.
      const orderId = newId();
      const pricing = priceAtRetailer(lines, { mode: 'pickup', deliveryState: null }, spec.retailer, undefined, priceCents);
      const chargedAt = new Date(pastCutoff.getTime() + 12 * 60 * 60 * 1000);
      const completedAt = new Date(past.shipsOn.getTime() + 3 * 60 * 60 * 1000);
      const intent = testIntentRow({
        purpose: 'charge', customerId: card.providerCustomerId, paymentMethodId: card.providerPaymentMethodId, amountCents: pricing.totalCents, offSession: true,
        idempotencyKey: chargeKey(orderId), ...chargeOutcome(testPaymentMethodRow(card.providerCustomerId, DEMO_CARD, testCardExpiry(now)).behavior, true), createdAt: chargedAt,
      });
      rows.orders.push({
        id: orderId, tenantId: SHOP_TENANT_ID, userId: person.id, status: 'COMPLETED', businessId: spec.retailer.id, deliveryMode: 'pickup', paymentCardId: card.id,
        ...orderAmounts(pricing), placedAt: pastCutoff, chargedAt, completedAt, bottlesTaken: true,
        ageCheckedAt: completedAt, ageCheckedBy: spec.staffId, createdAt: pastCutoff, updatedAt: completedAt,
      });
      lines.forEach(({ wine, quantity }) =>
        rows.orderItems.push({ orderId, catalogueId: wine.id, quantity, affiliateUserId: spec.sommelierId, unitPriceCents: wine.priceCents, discountPercent: wine.discountPercent }),
      );
      const moves: [string | null, string, string | null, Date][] = [
        [null, 'CONFIRMED', null, pastCutoff],
        ['CONFIRMED', 'CHARGED', null, chargedAt],
        ['CHARGED', 'READY_FOR_PICKUP', spec.staffId, new Date(past.shipsOn.getTime())],
        ['READY_FOR_PICKUP', 'COMPLETED', spec.staffId, completedAt],
      ];
      for (const [from, to, actor, at] of moves) {
        rows.orderEvents.push({ id: newId(), orderId, fromStatus: from, toStatus: to, actorUserId: actor, note: from === null ? `${spec.name}, shipment 1` : null, createdAt: at });
      }
      rows.intents.push(intent);
      rows.payments.push({
        id: newId(), orderId, kind: 'charge', provider: 'test', providerRef: intent.id, idempotencyKey: chargeKey(orderId), cardId: card.id,
        amountCents: pricing.totalCents, status: 'succeeded', createdAt: chargedAt,
      });
      rows.cycleOrders.push({ id: newId(), cycleId: past.id, membershipId, outcome: 'placed', orderId, createdAt: pastCutoff });
      rows.ratings.push({ cycleId: past.id, userId: person.id, stars, createdAt: new Date(completedAt.getTime() + DAY_MS) });
    });
  }
  return rows;
}

/** Stores the planned clubs, parents before children. */
export async function insertDemoClubs(db: Executor, plan: DemoClubs): Promise<void> {
  const put = async (table: Parameters<Executor['insert']>[0], values: Record<string, unknown>[]) => {
    if (values.length > 0) await db.insert(table).values(values as never);
  };
  await put(testGatewayCustomers, plan.customers);
  await put(testGatewayPaymentMethods, plan.methods);
  await put(paymentCustomers, plan.paymentCustomers);
  await put(savedCards, plan.cards);
  await put(clubs, plan.clubs);
  await put(clubCycles, plan.cycles);
  await put(clubCycleWines, plan.cycleWines);
  await put(clubMemberships, plan.memberships);
  await put(orders, plan.orders);
  await put(orderItems, plan.orderItems);
  await put(orderEvents, plan.orderEvents);
  await put(testGatewayIntents, plan.intents);
  await put(payments, plan.payments);
  await put(clubCycleOrders, plan.cycleOrders);
  await put(clubRatings, plan.ratings);
}

/** What the demo shop hands the clubs' seed. */
export interface DemoShopParts {
  users: { id: string; email: string; businessId?: string | null }[];
  sommelierIds: Map<string, string>;
  businesses: (RetailerTerms & { id: string; freeDeliveryThresholdCents?: number | null })[];
  wines: { id: string; businessId?: string | null; priceCents?: number; discountPercent?: number | null; isActive?: boolean; eventId?: string | null; stock?: number }[];
  savedCards: { id: string; userId: string; providerCustomerId: string; providerPaymentMethodId: string }[];
}

const DEMO_SOMMELIER = 'claire@sommlike.test';

/** The demo's two clubs: the demo sommelier's with the demo retailer (whose staff has a login), and another sommelier's with another shop. */
export function planDemoShopClubs(now: Date, shop: DemoShopParts): DemoClubs {
  const person = (email: string) => shop.users.find((user) => user.email === email)!;
  const staff = shop.users.find((user) => user.businessId)!;
  const partner = shop.businesses.find((business) => business.id === staff.businessId)!;
  const other = shop.businesses.find((business) => business.id !== partner.id)!;
  const otherSommelier = [...shop.sommelierIds.entries()].find(([email]) => email !== DEMO_SOMMELIER)![1];
  const winesOf = (businessId: string, count: number) =>
    shop.wines
      .filter((wine) => wine.businessId === businessId && wine.isActive !== false && !wine.eventId && (wine.stock ?? 0) > 20)
      .slice(0, count)
      .map((wine) => ({ id: wine.id, priceCents: wine.priceCents ?? 0, discountPercent: wine.discountPercent ?? null }));
  const terms = (business: DemoShopParts['businesses'][number]) => ({ ...business, freeDeliveryThresholdCents: business.freeDeliveryThresholdCents ?? null });
  const cards = new Map(shop.savedCards.map((card) => [card.userId, card]));
  return planDemoClubs(
    now,
    [
      {
        sommelierId: shop.sommelierIds.get(DEMO_SOMMELIER)!, retailer: terms(partner), staffId: staff.id, name: 'Hudson Valley Discovery Box',
        description: 'Three bottles a month from the shelves of Hudson Valley Wine Merchants: one wine you know, one you should, and one from a grower we just met. Tasting notes in every box.',
        bottles: 3, cadence: 'monthly', style: 'mixed', wines: winesOf(partner.id, 2),
        members: [{ person: person('priya@sommlike.test'), stars: 5 }, { person: person('shopper@sommlike.test'), stars: 4 }, { person: person('jordan@sommlike.test'), stars: 4 }],
        pausedLast: true,
      },
      {
        sommelierId: otherSommelier, retailer: terms(other), staffId: shop.users.find((user) => user.businessId === other.id)?.id ?? null, name: 'Serious Reds Quarterly',
        description: 'Six reds a season for the cellar or the table: structured wines picked to open now or keep for a few years.',
        bottles: 6, cadence: 'quarterly', style: 'red', wines: winesOf(other.id, 3),
        members: [{ person: person('shopper@sommlike.test'), stars: 5 }],
        pausedLast: false,
      },
    ],
    cards,
  );
}

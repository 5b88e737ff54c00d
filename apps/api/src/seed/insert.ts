import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import {
  addresses, businesses, catalogueItems, collectionChildren, coupons, eventSommeliers, events, feedPosts, orderEvents, orderItems, orders, paymentCustomers,
  payments, reviews, savedCards, testGatewayCustomers, testGatewayIntents, testGatewayPaymentMethods, topics, users,
} from '../db/schema';
import type { DemoShop } from './demo-shop';
import { insertDemoClubs } from './clubs';

/** Rows per multi-row INSERT: large enough to be fast, small enough to stay under PostgreSQL's 65,535 parameters. */
export const BATCH_SIZE = 1000;

export async function insertInBatches<T extends PgTable>(db: Executor, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db.insert(table).values(rows.slice(start, start + BATCH_SIZE));
  }
}

/** Stores the demo shop, parents before children (retailers before the staff who work for them). */
export async function insertDemoShop(db: Executor, shop: DemoShop): Promise<void> {
  await insertInBatches(db, businesses, shop.businesses.map(({ key: _key, ...row }) => row));
  await insertInBatches(db, users, shop.users);
  await insertInBatches(db, topics, shop.topics);
  await insertInBatches(db, events, shop.events);
  await insertInBatches(db, eventSommeliers, shop.eventSommeliers);
  await insertInBatches(db, catalogueItems, [...shop.wines, ...shop.collections]);
  await insertInBatches(db, collectionChildren, shop.collectionChildren);
  await insertInBatches(db, feedPosts, shop.posts);
  await insertInBatches(db, coupons, shop.coupons);
  await insertInBatches(db, reviews, shop.reviews);
  await insertDeliveredOrder(db, shop.deliveredOrder);
  await insertDemoClubs(db, shop.clubs);
}

/** The demo buyer's order: her address and card (on the test gateway), then the order, then its charge. */
async function insertDeliveredOrder(db: Executor, order: DemoShop['deliveredOrder']): Promise<void> {
  await insertInBatches(db, addresses, order.addresses);
  await insertInBatches(db, testGatewayCustomers, order.gatewayCustomers);
  await insertInBatches(db, testGatewayPaymentMethods, order.gatewayPaymentMethods);
  await insertInBatches(db, paymentCustomers, order.paymentCustomers);
  await insertInBatches(db, savedCards, order.savedCards);
  await insertInBatches(db, orders, order.orders);
  await insertInBatches(db, orderItems, order.orderItems);
  await insertInBatches(db, orderEvents, order.orderEvents);
  await insertInBatches(db, testGatewayIntents, order.gatewayIntents);
  await insertInBatches(db, payments, order.payments);
}

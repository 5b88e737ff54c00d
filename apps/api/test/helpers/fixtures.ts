import { SHOP_TENANT_ID } from '@wine/contract/constants';
import type { Db } from '../../src/db/client';
import {
  businesses, catalogueItems, collectionChildren, eventSommeliers, events, feedPosts, topics, users,
} from '../../src/db/schema';
import { newId } from '../../src/lib/ids';

/** Builders of rows for one test file's own data: each takes overrides and answers the stored row. */

type CatalogueInsert = Partial<typeof catalogueItems.$inferInsert>;
export type CatalogueRow = typeof catalogueItems.$inferSelect;
export type UserRow = typeof users.$inferSelect;

let sequence = 0;
const next = () => (sequence += 1);

async function insertOne<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('insert failed');
  return row;
}

/** The values of an active red wine with 100 bottles on hand; overrides change any of them. */
export function wineValues(overrides: CatalogueInsert = {}): typeof catalogueItems.$inferInsert {
  const title = overrides.title ?? `Test Wine ${next()}`;
  return {
    id: newId(),
    tenantId: SHOP_TENANT_ID,
    type: 'PRODUCT',
    title,
    name: title,
    priceCents: 2499,
    producer: 'Domaine Test',
    color: 'Red',
    region: 'Bordeaux',
    varietal: 'Merlot',
    country: 'France',
    volumeInMl: 750,
    stock: 100,
    ...overrides,
  };
}

export const makeWine = (db: Db, overrides: CatalogueInsert = {}) =>
  insertOne(db.insert(catalogueItems).values(wineValues(overrides)).returning());

/** Many wines at once (PostgreSQL takes at most 65535 parameters per statement). */
export async function makeWines(db: Db, values: (typeof catalogueItems.$inferInsert)[]) {
  for (let start = 0; start < values.length; start += 500) {
    await db.insert(catalogueItems).values(values.slice(start, start + 500));
  }
}

/** A collection holding `wines` in the given order. */
export async function makeCollection(db: Db, overrides: CatalogueInsert & { wines?: CatalogueRow[] } = {}) {
  const { wines = [], ...fields } = overrides;
  const title = fields.title ?? `Test Collection ${next()}`;
  const row = await insertOne(
    db.insert(catalogueItems).values({ id: newId(), tenantId: SHOP_TENANT_ID, type: 'COLLECTION', title, name: title, priceCents: 0, ...fields }).returning(),
  );
  if (wines.length > 0) {
    await db.insert(collectionChildren).values(wines.map((wine, position) => ({ collectionId: row.id, wineId: wine.id, position })));
  }
  return row;
}

/** A user inserted directly (no password: these tests never sign them in). */
export function makeUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  return insertOne(
    db
      .insert(users)
      .values({ id: newId(), tenantId: SHOP_TENANT_ID, email: `fixture${n}@example.com`, givenName: 'Fixture', familyName: `Person${n}`, ...overrides })
      .returning(),
  );
}

/** An approved, active sommelier unless overridden. */
export const makeSommelier = (db: Db, overrides: Partial<typeof users.$inferInsert> = {}) =>
  makeUser(db, { type: 'sommelier', activeStatus: 'approved', bio: 'Loves old Barolo', ...overrides });

export const makeBusiness = (db: Db, overrides: Partial<typeof businesses.$inferInsert> = {}) =>
  insertOne(
    db
      .insert(businesses)
      .values({
        id: newId(),
        tenantId: SHOP_TENANT_ID,
        name: `Retailer ${next()}`,
        addressLine1: '1 Vine Street',
        city: 'Napa',
        state: 'CA',
        zip: '94558',
        deliveryFeeCents: 599,
        freeDeliveryThresholdCents: 10_000,
        ...overrides,
      })
      .returning(),
  );

/** An event of `business` presenting `sommeliers` in the given order. */
export async function makeEvent(
  db: Db,
  business: { id: string },
  overrides: Partial<typeof events.$inferInsert> & { sommeliers?: UserRow[] } = {},
) {
  const { sommeliers = [], ...fields } = overrides;
  const row = await insertOne(
    db
      .insert(events)
      .values({
        id: newId(),
        tenantId: SHOP_TENANT_ID,
        businessId: business.id,
        title: `Tasting ${next()}`,
        description: 'An evening of wine',
        startTime: new Date('2030-06-01T18:00:00Z'),
        addressLine1: '1 Vine Street, Napa',
        ...fields,
      })
      .returning(),
  );
  if (sommeliers.length > 0) {
    await db.insert(eventSommeliers).values(sommeliers.map((user, position) => ({ eventId: row.id, userId: user.id, position })));
  }
  return row;
}

export const makeTopics = (db: Db, ...made: { id: string; name: string }[]) => db.insert(topics).values(made).onConflictDoNothing();

export const makePost = (db: Db, topicId: string, author: { id: string }, overrides: Partial<typeof feedPosts.$inferInsert> = {}) =>
  insertOne(
    db
      .insert(feedPosts)
      .values({
        id: newId(),
        tenantId: SHOP_TENANT_ID,
        topicId,
        userId: author.id,
        title: `Post ${next()}`,
        content: '<p>Notes on a glass</p>',
        attachments: [{ url: '/media/cover.webp', type: 'image' }],
        ...overrides,
      })
      .returning(),
  );

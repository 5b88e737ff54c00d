import { API_PREFIX } from '@wine/contract/api';
import { Topic } from '@wine/contract/topics';
import type { OwnUser } from '@wine/contract/users';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import type { businesses, users } from '../../src/db/schema';
import { makeBusiness, makeTopics, type UserRow } from '../helpers/fixtures';
import { insertAccount, openSession } from '../helpers/users';

/** The access levels of the policy (docs/access-policy.md). */
export const LEVELS = ['public', 'user', 'owner', 'approved-sommelier', 'retailer-own-business', 'admin'] as const;
export type Level = (typeof LEVELS)[number];

/** Who calls: the matrix calls every route as each of them. */
export const IDENTITIES = ['anonymous', 'other', 'owner', 'sommelier', 'retailer', 'admin'] as const;
export type Identity = (typeof IDENTITIES)[number];

export type BusinessRow = typeof businesses.$inferSelect;

export interface Account {
  row: UserRow;
  email: string;
  password: string;
  /** Saved addresses (set for the owners, whose orders need them). */
  deliveryAddressId?: string;
  billingAddressId?: string;
  /** Texts only this account, the retailer of its orders and admins may read. */
  secrets: string[];
}

/** The accounts the suites play, created once per test file. */
export interface Cast {
  other: Account;
  owner: Account;
  /** The owner of routes whose resource only an approved sommelier can own (collections, posts). */
  ownerSommelier: Account;
  sommelier: Account;
  retailer: Account;
  admin: Account;
  /** The retailer's own business, and one it has nothing to do with. */
  business: BusinessRow;
  otherBusiness: BusinessRow;
}

/** What a policy entry's `prepare` gets: the app, the cast, who owns the resource and who calls. */
export interface Scene {
  app: FastifyInstance;
  db: Db;
  cast: Cast;
  owner: Account;
  /** The caller (null: anonymous). */
  caller: Account | null;
  /** The business the resource belongs to: the retailer's own one, or `otherBusiness` for the cross-business check. */
  business: BusinessRow;
}

/** The request a `prepare` built: valid for the route, against a resource it just created. */
export interface PreparedCall {
  /** The path with its ids and query, without the /api prefix. */
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
  /** Texts only the owner (and admins) may read, besides the owner's own secrets. */
  secrets?: string[];
  /** Texts only admins may read (e.g. another business's orders). */
  hidden?: string[];
}

/** Calls the API as an account while preparing a resource; answers the result of a 200. */
export async function callAs<T = Record<string, unknown>>(
  scene: Pick<Scene, 'app' | 'db'>,
  account: Account | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
): Promise<T> {
  const headers = account ? await openSession(scene.db, account.row.id) : {};
  const response = await scene.app.inject({ method, url: `${API_PREFIX}${url}`, headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${method} ${url} while preparing: ${response.body}`).toBe(200);
  return (response.json() as { result: T }).result;
}

let phone = 2125550100;
const nextPhone = () => String((phone += 1));

async function account(db: Db, label: string, fields: Partial<typeof users.$inferInsert> = {}): Promise<Account> {
  const contactNumber = nextPhone();
  const { row, password } = await insertAccount(db, { givenName: label, familyName: 'Matrix', contactNumber, ...fields });
  return { row, email: row.email, password, secrets: [row.email, contactNumber] };
}

/** Gives an owner a delivery and a billing address (private: only they, their retailer and admins see them). */
async function withAddresses(app: FastifyInstance, db: Db, owner: Account, street: string): Promise<Account> {
  const entry = (line: string, zip: string) => ({
    address: { addressLine1: line, zip, customData: { firstName: owner.row.givenName, lastName: 'Matrix' } },
    contactDetails: { contactNumber: owner.row.contactNumber ?? '' },
  });
  const user = await callAs<OwnUser>({ app, db }, owner, 'PATCH', `/users/${owner.row.id}`, {
    savedAddress: [entry(`${street} Delivery Road`, '10118')],
    billingAddress: [entry(`${street} Billing Lane`, '94103')],
  });
  return {
    ...owner,
    deliveryAddressId: user.savedAddress[0]!._id,
    billingAddressId: user.billingAddress[0]!._id,
    secrets: [...owner.secrets, `${street} Delivery Road`, `${street} Billing Lane`],
  };
}

/** Creates the cast on a test app's database. */
export async function createCast(app: FastifyInstance, db: Db): Promise<Cast> {
  // The feed's fixed topics, as every seeded shop has them.
  await makeTopics(db, ...Object.values(Topic));
  const business = await makeBusiness(db, { state: 'NY', zip: '10118', deliversToStates: ['NY', 'CA'] });
  const otherBusiness = await makeBusiness(db, { state: 'NY', zip: '10118', deliversToStates: ['NY', 'CA'] });
  const sommelierFields = { type: 'sommelier', activeStatus: 'approved', bio: 'Pours old Barolo' } as const;
  return {
    other: await account(db, 'Other'),
    owner: await withAddresses(app, db, await account(db, 'Owner'), '11 Hidden'),
    ownerSommelier: await withAddresses(app, db, await account(db, 'Curator', sommelierFields), '12 Secret'),
    sommelier: await account(db, 'Sommelier', sommelierFields),
    retailer: await account(db, 'Retailer', { roles: ['retailer'], businessId: business.id }),
    admin: await account(db, 'Admin', { roles: ['admin'] }),
    business,
    otherBusiness,
  };
}

/** The account playing an identity for a route (null for anonymous). */
export function accountOf(cast: Cast, identity: Identity, owner: Account): Account | null {
  if (identity === 'anonymous') return null;
  return identity === 'owner' ? owner : cast[identity];
}

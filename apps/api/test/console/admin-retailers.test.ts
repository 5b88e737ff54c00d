import type { Retailer } from '@wine/contract/admin/retailers';
import { ErrorCode } from '@wine/contract/errors';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { auditOf, consoleSuite } from '../helpers/admin';
import { countRows, userRow } from '../helpers/db';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeBusiness } from '../helpers/fixtures';
import { bearer, insertAccount, signIn } from '../helpers/users';

const suite = consoleSuite();

const inject = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  suite.t.app.inject({ method, url, headers: await suite.cast.admin(), ...(payload ? { payload } : {}) });

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Corner Cellar',
  addressLine1: '1 Main Street',
  city: 'Albany',
  state: 'ny',
  zip: '12207',
  deliveryFee: '7.99',
  freeDeliveryThreshold: '100',
  deliversToStates: ['NY', 'ca', 'NJ'],
  ...overrides,
});
const businessRow = async (id: string) => (await suite.t.db.select().from(businesses).where(eq(businesses.id, id)))[0];

describe('retailers', () => {
  it('creates and edits a retailer in cents, with sorted states, and audits both', async () => {
    const created = expectSuccess<Retailer>(await inject('POST', '/api/admin/retailers', body()));
    expect(created).toMatchObject({ name: 'Corner Cellar', state: 'NY', deliveryFee: '7.99', freeDeliveryThreshold: '100.00', deliversToStates: ['CA', 'NJ', 'NY'], staff: [] });
    expect(await businessRow(created._id)).toMatchObject({ deliveryFeeCents: 799, freeDeliveryThresholdCents: 10_000 });

    const edited = expectSuccess<Retailer>(
      await inject('PUT', `/api/admin/retailers/${created._id}`, body({ name: 'Corner Cellar & Co', freeDeliveryThreshold: null, deliveryFee: '0' })),
    );
    expect(edited).toMatchObject({ name: 'Corner Cellar & Co', deliveryFee: '0.00', freeDeliveryThreshold: null });

    const listed = expectSuccess<{ retailers: Retailer[]; total: number }>(await inject('GET', '/api/admin/retailers?limit=100'));
    expect(listed.retailers.find((row) => row._id === created._id)).toEqual(edited);
    expect(listed.total).toBe(await countRows(suite.t.db, businesses));

    const audits = await auditOf(suite.t.db, created._id);
    expect(audits.map((row) => row.action)).toEqual(['retailer.create', 'retailer.update']);
    expect(audits[1]).toMatchObject({ before: { name: 'Corner Cellar', deliveryFee: '7.99' }, after: { name: 'Corner Cellar & Co', deliveryFee: '0.00' } });
  });

  it.each([
    ['a no-ship state', { deliversToStates: ['NY', 'UT'] }, 'The shop does not deliver to AL, AR, IL, KY, LA, MI, MS, MO, SD, UT'],
    ['an unknown state', { deliversToStates: ['NY', 'XX'] }, 'deliversToStates.1: must be a US state code'],
    ['a state listed twice', { deliversToStates: ['NY', 'ny'] }, 'A state is listed twice'],
    ['a bad zip', { zip: '1234' }, 'zip: Zip code must be 5 digits'],
    ['a bad fee', { deliveryFee: '7.999' }, 'deliveryFee: Delivery fee must be an amount'],
    ['an empty name', { name: ' ' }, 'name: Name is required'],
    ['an unknown field', { businessId: newId() }, 'businessId'],
  ])('refuses %s with a 400, changing nothing', async (_name, overrides, message) => {
    const existing = await makeBusiness(suite.t.db);
    const before = await countRows(suite.t.db, businesses);
    expectFailure(await inject('POST', '/api/admin/retailers', body(overrides)), 400, ErrorCode.VALIDATION_FAILED, message);
    expectFailure(await inject('PUT', `/api/admin/retailers/${existing.id}`, body(overrides)), 400, ErrorCode.VALIDATION_FAILED, message);
    expect(await countRows(suite.t.db, businesses)).toBe(before);
    expect(await businessRow(existing.id)).toEqual(existing);
  });

  it('answers 404 for an unknown retailer', async () => {
    expectFailure(await inject('PUT', `/api/admin/retailers/${newId()}`, body()), 404, ErrorCode.NOT_FOUND, 'Retailer not found');
  });
});

describe('retailer staff', () => {
  it('attaches an account by email, which then sees the retailer view, and detaches it again', async () => {
    const business = await makeBusiness(suite.t.db, { name: 'Lone Star Vintners' });
    const { row, password } = await insertAccount(suite.t.db, { roles: ['user'], givenName: 'Rosa', familyName: 'Marchetti' });
    const attached = expectSuccess<Retailer>(await inject('POST', `/api/admin/retailers/${business.id}/staff`, { email: row.email.toUpperCase() }));
    expect(attached.staff).toEqual([{ _id: row.id, name: 'Rosa Marchetti', email: row.email }]);
    expect(await userRow(suite.t.db, row.id)).toMatchObject({ roles: ['retailer', 'user'], businessId: business.id });
    const token = bearer(expectSuccess<{ token: string }>(await signIn(suite.t.app, row.email, password)).token);
    expect((await suite.t.app.inject({ method: 'GET', url: '/api/retailer/orders', headers: token })).statusCode).toBe(200);

    // Attaching again is harmless.
    expect(expectSuccess<Retailer>(await inject('POST', `/api/admin/retailers/${business.id}/staff`, { email: row.email })).staff).toHaveLength(1);

    const detached = expectSuccess<Retailer>(await inject('DELETE', `/api/admin/retailers/${business.id}/staff/${row.id}`));
    expect(detached.staff).toEqual([]);
    expect(await userRow(suite.t.db, row.id)).toMatchObject({ roles: ['user'], businessId: null });
    expect((await suite.t.app.inject({ method: 'GET', url: '/api/retailer/orders', headers: token })).statusCode).toBe(403);

    const audits = await auditOf(suite.t.db, row.id);
    expect(audits.map((audit) => audit.action)).toEqual(['user.retailer_attach', 'user.retailer_detach']);
    expect(audits[0]).toMatchObject({ before: { roles: ['user'], businessId: null }, after: { roles: ['retailer', 'user'], businessId: business.id } });
  });

  it('refuses admins, staff of another retailer, unknown emails and strangers, changing nothing', async () => {
    const business = await makeBusiness(suite.t.db);
    const other = await makeBusiness(suite.t.db);
    const adminAccount = await insertAccount(suite.t.db, { roles: ['admin'] });
    const elsewhere = await insertAccount(suite.t.db, { roles: ['retailer'], businessId: other.id });
    const bystander = await insertAccount(suite.t.db);
    const url = `/api/admin/retailers/${business.id}/staff`;

    expectFailure(await inject('POST', url, { email: adminAccount.row.email }), 409, ErrorCode.RETAILER_STAFF_CONFLICT, 'an admin cannot be made a retailer');
    expectFailure(await inject('POST', url, { email: elsewhere.row.email }), 409, ErrorCode.RETAILER_STAFF_CONFLICT, 'already works for another retailer');
    expectFailure(await inject('POST', url, { email: 'nobody@example.com' }), 404, ErrorCode.NOT_FOUND, 'No active account uses nobody@example.com');
    expectFailure(await inject('POST', url, { email: 'not an email' }), 400, ErrorCode.VALIDATION_FAILED, 'email');
    expectFailure(await inject('POST', `/api/admin/retailers/${newId()}/staff`, { email: bystander.row.email }), 404, ErrorCode.NOT_FOUND, 'Retailer not found');
    // Detaching someone who does not work here: the staff of another retailer, or a plain user.
    expectFailure(await inject('DELETE', `${url}/${elsewhere.row.id}`), 404, ErrorCode.NOT_FOUND, 'Staff member not found');
    expectFailure(await inject('DELETE', `${url}/${bystander.row.id}`), 404, ErrorCode.NOT_FOUND);

    expect(await userRow(suite.t.db, adminAccount.row.id)).toMatchObject({ roles: ['admin'], businessId: null });
    expect(await userRow(suite.t.db, elsewhere.row.id)).toMatchObject({ roles: ['retailer'], businessId: other.id });
    expect(await userRow(suite.t.db, bystander.row.id)).toMatchObject({ roles: ['user'], businessId: null });
    for (const id of [adminAccount.row.id, elsewhere.row.id, bystander.row.id]) expect(await auditOf(suite.t.db, id)).toEqual([]);
  });
});

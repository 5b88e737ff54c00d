import type { OwnUser } from '@wine/contract/users';
import { ErrorCode } from '@wine/contract/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { signIn, signUp } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patchUser = (id: string, payload: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers, payload: payload as object });

const entry = (overrides: { zip?: string; addressLine1?: string; firstName?: string; contactNumber?: string } = {}) => ({
  address: {
    addressLine1: overrides.addressLine1 ?? '350 Fifth Avenue',
    addressLine2: 'Suite 3300',
    zip: overrides.zip ?? '10118',
    city: 'Somewhere Else',
    customData: { firstName: overrides.firstName ?? 'Ann', lastName: 'Lee' },
  },
  contactDetails: { contactNumber: overrides.contactNumber ?? '2125550123' },
});

describe('saved addresses through PATCH /users/{id}', () => {
  it('replaces a list, filling city and state from the zip, and returns it on sign-in too', async () => {
    const account = await signUp(t.app);
    const user = expectSuccess<OwnUser>(await patchUser(account.user._id, { savedAddress: [entry(), entry({ zip: '94103', firstName: 'Bo' })] }, account.auth));
    expect(user.savedAddress).toHaveLength(2);
    expect(user.savedAddress[0]?.address).toMatchObject({
      city: 'New York',
      state: 'NY',
      country: 'US',
      zip: '10118',
      fullAddress: '350 Fifth Avenue, Suite 3300, New York, NY 10118',
      customData: { firstName: 'Ann', lastName: 'Lee', name: 'Ann Lee' },
    });
    expect(user.savedAddress[0]?.contactDetails.contactNumber).toBe('+12125550123');
    expect(user.savedAddress[1]?.address.city).toBe('San Francisco');
    expect(user.billingAddress).toEqual([]);

    const billing = expectSuccess<OwnUser>(await patchUser(account.user._id, { billingAddress: [entry()] }, account.auth));
    expect(billing.savedAddress).toHaveLength(2);
    expect(billing.billingAddress).toHaveLength(1);

    const deleted = expectSuccess<OwnUser>(await patchUser(account.user._id, { savedAddress: [billing.savedAddress[1]!] }, account.auth));
    expect(deleted.savedAddress.map((saved) => saved.address.city)).toEqual(['San Francisco']);
    // An address sent back with its id keeps it; an id from the other list or another user does not carry over.
    expect(deleted.savedAddress[0]?._id).toBe(billing.savedAddress[1]?._id);
    const moved = expectSuccess<OwnUser>(await patchUser(account.user._id, { savedAddress: [{ ...entry(), _id: billing.billingAddress[0]!._id }] }, account.auth));
    expect(moved.savedAddress[0]?._id).not.toBe(billing.billingAddress[0]?._id);
    expect(moved.billingAddress[0]?._id).toBe(billing.billingAddress[0]?._id);

    const session = expectSuccess<{ user: OwnUser }>(await signIn(t.app, account.email, account.password));
    expect(session.user.savedAddress.map((saved) => saved.address.zip)).toEqual(['10118']);
  });

  it.each([
    ['an unknown zip', entry({ zip: '00000' }), 'savedAddress.1.address.zip: Invalid zip code.'],
    ['a 4-digit zip', entry({ zip: '1011' }), 'Invalid zip code.'],
    ['a short street', entry({ addressLine1: 'Main St' }), 'Street address must be at least 10 characters'],
    ['a 9-digit phone', entry({ contactNumber: '212555012' }), 'Phone number must be of 10 digits'],
    ['no first name', entry({ firstName: '' }), 'First name is required'],
  ])('refuses %s and keeps the list as it was', async (_label, bad, message) => {
    const account = await signUp(t.app);
    expectSuccess(await patchUser(account.user._id, { savedAddress: [entry()] }, account.auth));
    const before = await t.db.select().from(addresses).where(eq(addresses.userId, account.user._id));
    expectFailure(await patchUser(account.user._id, { savedAddress: [entry(), bad] }, account.auth), 400, ErrorCode.VALIDATION_FAILED, message);
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, account.user._id))).toEqual(before);
  });

  it("refuses to write another user's addresses", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    expectFailure(await patchUser(owner.user._id, { savedAddress: [entry()] }, intruder.auth), 403, ErrorCode.FORBIDDEN);
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, owner.user._id))).toEqual([]);
  });

  it('keeps addresses out of the public view', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    expectSuccess(await patchUser(owner.user._id, { savedAddress: [entry()] }, owner.auth));
    const seen = expectSuccess<Record<string, unknown>>(await t.app.inject({ method: 'GET', url: `/api/users/${owner.user._id}`, headers: other.auth }));
    expect(seen).not.toHaveProperty('savedAddress');
  });
});

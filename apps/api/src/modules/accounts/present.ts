import type { OwnUser, PublicUser } from '@wine/contract/users';
import type { SavedAddress } from '@wine/contract/addresses';
import type { addresses } from '../../db/schema';
import type { BylineRow, UserRow } from './queries';

export type AddressRow = typeof addresses.$inferSelect;

/** "Given Family", as the console names people. */
export const fullName = (person: { givenName: string; familyName: string }) => `${person.givenName} ${person.familyName}`.trim();

/** An account as the console lists it (an audit's actor, an order's shopper, a retailer's staff). */
export interface PersonRow {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
}

export const toPerson = (row: PersonRow) => ({ _id: row.id, name: fullName(row), email: row.email });

/** A review's author, a post's writer: who they are on the wire. */
export const toByline = (row: BylineRow) => ({ _id: row.id, name: fullName(row), profilePicture: row.profilePicture });

/** The user's own record as the wire shows it (spec 000 §3, spec 001 §3). */
export function toOwnUser(row: UserRow, addresses: AddressRow[], pendingEmail: string | null): OwnUser {
  return {
    _id: row.id,
    id: row.id,
    tenantId: row.tenantId,
    email: row.email,
    givenName: row.givenName,
    familyName: row.familyName,
    name: fullName(row),
    countryCode: row.countryCode,
    contactNumber: row.contactNumber,
    profilePicture: row.profilePicture,
    coverPicture: row.coverPicture,
    bio: row.bio,
    designation: row.designation,
    isActive: row.isActive,
    type: row.type,
    activeStatus: row.activeStatus,
    roles: row.roles,
    address: { fullAddress: row.fullAddress },
    savedAddress: addresses.filter((entry) => entry.kind === 'delivery').map(toSavedAddress),
    billingAddress: addresses.filter((entry) => entry.kind === 'billing').map(toSavedAddress),
    followersCount: { users: row.followersCount },
    customData: row.customData,
    createdAt: row.createdAt.toISOString(),
    emailVerified: row.emailVerifiedAt !== null,
    pendingEmail,
    hasPassword: row.passwordHash !== null,
  };
}

/** What anyone may see of a user: no email, phone, addresses, roles or subscription flag. */
export function toPublicUser(row: UserRow): PublicUser {
  const own = toOwnUser(row, [], null);
  const { isSubscribe: _private, ...customData } = own.customData;
  return {
    _id: own._id,
    id: own.id,
    tenantId: own.tenantId,
    givenName: own.givenName,
    familyName: own.familyName,
    name: own.name,
    profilePicture: own.profilePicture,
    coverPicture: own.coverPicture,
    bio: own.bio,
    designation: own.designation,
    type: own.type,
    activeStatus: own.activeStatus,
    address: own.address,
    followersCount: own.followersCount,
    customData,
    createdAt: own.createdAt,
  };
}

export function toSavedAddress(row: AddressRow): SavedAddress {
  const street = [row.addressLine1, row.addressLine2].filter(Boolean).join(', ');
  return {
    _id: row.id,
    address: {
      addressLine1: row.addressLine1,
      addressLine2: row.addressLine2,
      fullAddress: `${street}, ${row.city}, ${row.state} ${row.zip}`,
      zip: row.zip,
      city: row.city,
      state: row.state,
      country: 'US',
      latitude: row.latitude,
      longitude: row.longitude,
      customData: { firstName: row.firstName, lastName: row.lastName, name: `${row.firstName} ${row.lastName}` },
    },
    contactDetails: { contactNumber: row.contactNumber },
  };
}

import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { newId } from '../lib/ids';
import type { users } from '../db/schema';
import { demoSommeliers, demoUsers, type DEMO_PASSWORDS } from './people';
import { avatar, profileCover } from './images/portraits';
import { fileSlug, type SvgFile } from './images/svg';
import type { RetailerKey } from './retailers';

export type PasswordHashes = Record<keyof typeof DEMO_PASSWORDS, string>;

type UserRow = typeof users.$inferInsert & { id: string };

export interface DemoAccounts {
  rows: UserRow[];
  images: SvgFile[];
  adminId: string;
  /** Approved sommeliers' ids by email, in the order they are listed. */
  sommelierIds: Map<string, string>;
  names: Map<string, string>;
}

/** The demo accounts' emails count as verified: they stand for customers who followed the link long ago. */
const demoVerifiedAt = new Date('2024-01-01T00:00:00Z');

const portraitUrls = (email: string) => {
  const slug = fileSlug(email.split('@')[0] ?? email);
  return { profilePicture: `/media/demo/people/${slug}.svg`, coverPicture: `/media/demo/people/${slug}-cover.svg` };
};

/**
 * The demo logins (README) and sommeliers, with portraits for the admin and every sommelier;
 * `retailerIds` gives the business of each retailer login.
 */
export function demoAccounts(hashes: PasswordHashes, retailerIds: ReadonlyMap<RetailerKey, string>): DemoAccounts {
  const rows: UserRow[] = [];
  const images: SvgFile[] = [];
  const sommelierIds = new Map<string, string>();
  const names = new Map<string, string>();
  let adminId = '';
  for (const user of demoUsers) {
    const isAdmin = user.roles[0] === 'admin';
    const id = newId();
    if (isAdmin) adminId = id;
    const pictures = isAdmin ? { profilePicture: portraitUrls(user.email).profilePicture } : {};
    if (isAdmin) images.push({ url: pictures.profilePicture!, svg: avatar(user.givenName, user.familyName) });
    const businessId = user.retailer ? retailerIds.get(user.retailer) : undefined;
    if (user.retailer && !businessId) throw new Error(`no demo retailer ${user.retailer}`);
    rows.push({
      id, tenantId: SHOP_TENANT_ID, email: user.email, passwordHash: hashes[user.password], emailVerifiedAt: demoVerifiedAt,
      givenName: user.givenName, familyName: user.familyName, roles: user.roles, businessId, ...pictures,
    });
  }
  for (const somm of demoSommeliers) {
    const id = newId();
    const pictures = portraitUrls(somm.email);
    images.push({ url: pictures.profilePicture, svg: avatar(somm.givenName, somm.familyName) });
    images.push({ url: pictures.coverPicture, svg: profileCover(somm.givenName, somm.familyName) });
    if (somm.activeStatus === 'approved') sommelierIds.set(somm.email, id);
    names.set(somm.email, `${somm.givenName} ${somm.familyName}`);
    rows.push({
      id, tenantId: SHOP_TENANT_ID, email: somm.email, passwordHash: hashes.sommelier, emailVerifiedAt: demoVerifiedAt,
      givenName: somm.givenName, familyName: somm.familyName, type: 'sommelier', activeStatus: somm.activeStatus,
      bio: somm.bio, designation: somm.designation, fullAddress: somm.fullAddress, countryCode: '+1',
      contactNumber: somm.contactNumber, customData: somm.customData, ...pictures,
    });
  }
  if (!adminId) throw new Error('the demo accounts need an admin');
  return { rows, images, adminId, sommelierIds, names };
}

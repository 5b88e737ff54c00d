import { forbidden } from '../../lib/errors';
import type { AuthUser } from '../auth/auth-user';
import type { UserRow } from './queries';

/** An approved sommelier, the only kind of user a sale can credit as its affiliate. */
export const isApprovedSommelier = (row: Pick<UserRow, 'isActive' | 'type' | 'activeStatus'>) =>
  row.isActive && row.type === 'sommelier' && row.activeStatus === 'approved';

export const isAdmin = (row: Pick<UserRow, 'roles'>) => row.roles[0] === 'admin';

/** The retailer a user acts for: only with the retailer role and a business an admin attached. */
export const retailerBusinessId = (row: Pick<UserRow, 'roles' | 'businessId'>) => (row.roles[0] === 'retailer' ? row.businessId : null);

/**
 * The retailer view acts for the viewer's business only, never with an admin's reach (the
 * console's hand-over lets an admin act on any order); requireRetailer already refused others.
 */
export function asRetailer(viewer: AuthUser): AuthUser & { retailerBusinessId: string } {
  const businessId = viewer.retailerBusinessId;
  if (!businessId || viewer.isAdmin) throw forbidden('Only a retailer can do this');
  return { ...viewer, retailerBusinessId: businessId };
}

import type { Retailer, retailerBody } from '@wine/contract/admin/retailers';
import { ErrorCode } from '@wine/contract/errors';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Page } from '../../lib/paging';
import type { AuthUser } from '../auth/auth-user';
import { lockUser, lockUserByEmail, setUserRetailer, staffOf } from '../accounts/service';
import { toRetailer } from './present';
import { countBusinesses, insertBusiness, listBusinesses, lockBusiness, updateBusiness, type BusinessRow } from './queries';

/**
 * The retailers module owns the businesses table: the console keeps the retailers and their staff
 * here, and the catalogue and events read them through what follows (the choices of a form, and
 * the one a write is about to reference).
 */
export { findRetailer, listRetailerRows, type BusinessRow } from './queries';

type RetailerInput = z.output<typeof retailerBody>;

const RETAILER_ROLE = 'retailer';

const columnsOf = (input: RetailerInput) => ({
  name: input.name,
  addressLine1: input.addressLine1,
  city: input.city,
  state: input.state,
  zip: input.zip,
  deliveryFeeCents: input.deliveryFee,
  freeDeliveryThresholdCents: input.freeDeliveryThreshold,
  // Kept sorted so the record (and its audit diff) does not change with the order states were ticked.
  deliversToStates: [...input.deliversToStates].sort(),
});

async function present(db: Executor, row: BusinessRow): Promise<Retailer> {
  return toRetailer(row, await staffOf(db, [row.id]));
}

export async function adminRetailers(ctx: AppContext, viewer: AuthUser, page: Page) {
  const [rows, total] = await Promise.all([listBusinesses(ctx.db, viewer.tenantId, page), countBusinesses(ctx.db, viewer.tenantId)]);
  const staff = await staffOf(ctx.db, rows.map((row) => row.id));
  return { retailers: rows.map((row) => toRetailer(row, staff.filter((person) => person.businessId === row.id))), total };
}

export async function createRetailer(ctx: AppContext, viewer: AuthUser, input: RetailerInput): Promise<Retailer> {
  return ctx.db.transaction(async (tx) => {
    const row = await insertBusiness(tx, { id: newId(), tenantId: viewer.tenantId, ...columnsOf(input) });
    if (!row) throw new Error('retailer missing after insert');
    const retailer = toRetailer(row, []);
    const { staff: _none, ...after } = retailer;
    await recordAudit(tx, viewer, { action: 'retailer.create', entityType: 'retailer', entityId: row.id, after });
    return retailer;
  });
}

export async function updateRetailer(ctx: AppContext, viewer: AuthUser, id: string, input: RetailerInput): Promise<Retailer> {
  return ctx.db.transaction(async (tx) => {
    const current = await lockBusiness(tx, viewer.tenantId, id);
    if (!current) throw notFound('Retailer');
    const row = await updateBusiness(tx, id, columnsOf(input));
    if (!row) throw notFound('Retailer');
    const { staff: _before, ...before } = toRetailer(current, []);
    const retailer = await present(tx, row);
    const { staff: _after, ...after } = retailer;
    await recordAudit(tx, viewer, { action: 'retailer.update', entityType: 'retailer', entityId: id, before, after });
    return retailer;
  });
}

const staffConflict = (message: string) => new AppError(ErrorCode.RETAILER_STAFF_CONFLICT, message);

/**
 * Gives an existing account the retailer role for this retailer (it then sees that retailer's
 * orders). Admins are refused, so an admin cannot lose the console by a slip; someone working for
 * another retailer must be detached there first.
 */
export async function attachStaff(ctx: AppContext, viewer: AuthUser, businessId: string, email: string): Promise<Retailer> {
  return ctx.db.transaction(async (tx) => {
    const business = await lockBusiness(tx, viewer.tenantId, businessId);
    if (!business) throw notFound('Retailer');
    const user = await lockUserByEmail(tx, viewer.tenantId, email);
    if (!user || !user.isActive) throw new AppError(ErrorCode.NOT_FOUND, `No active account uses ${email}; ask them to sign up first`);
    if (user.roles.includes('admin')) throw staffConflict(`${email} is an admin: an admin cannot be made a retailer`);
    const isRetailer = user.roles[0] === RETAILER_ROLE;
    if (isRetailer && user.businessId === businessId) return present(tx, business);
    if (isRetailer && user.businessId) throw staffConflict(`${email} already works for another retailer: detach them there first`);
    const change = { roles: [RETAILER_ROLE, ...user.roles.filter((role) => role !== RETAILER_ROLE)], businessId };
    await setUserRetailer(tx, user.id, change);
    await recordAudit(tx, viewer, {
      action: 'user.retailer_attach',
      entityType: 'user',
      entityId: user.id,
      before: { email: user.email, roles: user.roles, businessId: user.businessId },
      after: { email: user.email, ...change, retailer: business.name },
    });
    return present(tx, business);
  });
}

/** Takes the retailer role away: the account stays, as a plain user. */
export async function detachStaff(ctx: AppContext, viewer: AuthUser, businessId: string, userId: string): Promise<Retailer> {
  return ctx.db.transaction(async (tx) => {
    const business = await lockBusiness(tx, viewer.tenantId, businessId);
    if (!business) throw notFound('Retailer');
    const user = await lockUser(tx, viewer.tenantId, userId);
    if (!user || user.businessId !== businessId || user.roles[0] !== RETAILER_ROLE) throw notFound('Staff member');
    const remaining = user.roles.filter((role) => role !== RETAILER_ROLE);
    const change = { roles: remaining.length > 0 ? remaining : ['user'], businessId: null };
    await setUserRetailer(tx, user.id, change);
    await recordAudit(tx, viewer, {
      action: 'user.retailer_detach',
      entityType: 'user',
      entityId: user.id,
      before: { email: user.email, roles: user.roles, businessId: user.businessId, retailer: business.name },
      after: { email: user.email, ...change },
    });
    return present(tx, business);
  });
}

import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { ErrorCode } from '@wine/contract/errors';
import { describe, expect, it } from 'vitest';
import { auditLog, businesses, coupons, orderNotes, orders, outboxEmails, supportTickets, users } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { consoleSuite, failedMail, openTicket, placedOrderAt } from '../helpers/admin';
import { countRows } from '../helpers/db';
import { expectFailure } from '../helpers/envelope';
import { insertAccount } from '../helpers/users';

/**
 * Every admin-console route of slice A, called as anonymous, a plain user, a sommelier, a retailer
 * and an admin: only the admin gets through, and a refused call changes nothing.
 */

const suite = consoleSuite();

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
}

const coupon = (code: string) => ({
  code, description: 'Spring offer', percentage: 10, minAmount: null, maxAmount: null, validFrom: null, validUntil: null,
  totalLimit: null, perUserLimit: null, isVisible: true, isActive: true,
});
const retailerBody = {
  name: 'Corner Cellar', addressLine1: '1 Main Street', city: 'Albany', state: 'NY', zip: '12207', deliveryFee: '7.99',
  freeDeliveryThreshold: '100', deliversToStates: ['NY'],
};

async function couponRow() {
  const [row] = await suite.t.db.insert(coupons).values({ id: newId(), tenantId: SHOP_TENANT_ID, code: `C${Date.now()}${Math.random().toString(36).slice(2, 6)}`.toUpperCase(), description: 'x', percentBasisPoints: 500 }).returning();
  return row!;
}

/** Each route with a valid request for a fresh resource. */
const routes: { name: string; prepare: () => Promise<Call> }[] = [
  { name: 'GET /admin/dashboard', prepare: async () => ({ method: 'GET', url: '/api/admin/dashboard' }) },
  { name: 'GET /admin/coupons', prepare: async () => ({ method: 'GET', url: '/api/admin/coupons' }) },
  { name: 'POST /admin/coupons', prepare: async () => ({ method: 'POST', url: '/api/admin/coupons', payload: coupon(`NEW${newId().slice(-8)}`.toUpperCase()) }) },
  {
    name: 'PUT /admin/coupons/{id}',
    prepare: async () => {
      const row = await couponRow();
      return { method: 'PUT', url: `/api/admin/coupons/${row.id}`, payload: coupon(row.code) };
    },
  },
  { name: 'GET /admin/retailers', prepare: async () => ({ method: 'GET', url: '/api/admin/retailers' }) },
  { name: 'POST /admin/retailers', prepare: async () => ({ method: 'POST', url: '/api/admin/retailers', payload: retailerBody }) },
  { name: 'PUT /admin/retailers/{id}', prepare: async () => ({ method: 'PUT', url: `/api/admin/retailers/${suite.cast.business.id}`, payload: { ...retailerBody, name: suite.cast.business.name } }) },
  {
    name: 'POST /admin/retailers/{id}/staff',
    prepare: async () => {
      const { row } = await insertAccount(suite.t.db);
      return { method: 'POST', url: `/api/admin/retailers/${suite.cast.business.id}/staff`, payload: { email: row.email } };
    },
  },
  {
    name: 'DELETE /admin/retailers/{id}/staff/{userId}',
    prepare: async () => {
      const { row } = await insertAccount(suite.t.db, { roles: ['retailer'], businessId: suite.cast.business.id });
      return { method: 'DELETE', url: `/api/admin/retailers/${suite.cast.business.id}/staff/${row.id}` };
    },
  },
  { name: 'GET /admin/orders', prepare: async () => ({ method: 'GET', url: '/api/admin/orders?status=CONFIRMED' }) },
  { name: 'GET /admin/orders/{id}', prepare: async () => ({ method: 'GET', url: `/api/admin/orders/${(await placedOrderAt(suite.t.db, suite.cast.business)).id}` }) },
  {
    name: 'PATCH /admin/orders/{id}/ready-for-pickup',
    prepare: async () => ({ method: 'PATCH', url: `/api/admin/orders/${(await placedOrderAt(suite.t.db, suite.cast.business, { status: 'CHARGED' })).id}/ready-for-pickup`, payload: {} }),
  },
  {
    name: 'PATCH /admin/orders/{id}/out-for-delivery',
    prepare: async () => ({
      method: 'PATCH',
      url: `/api/admin/orders/${(await placedOrderAt(suite.t.db, suite.cast.business, { status: 'CHARGED', mode: 'delivery' })).id}/out-for-delivery`,
      payload: {},
    }),
  },
  {
    name: 'PATCH /admin/orders/{id}/delivered',
    prepare: async () => ({ method: 'PATCH', url: `/api/admin/orders/${(await placedOrderAt(suite.t.db, suite.cast.business, { status: 'CHARGED' })).id}/delivered`, payload: { ageChecked: true } }),
  },
  {
    name: 'PATCH /admin/orders/{id}/cancel',
    prepare: async () => ({ method: 'PATCH', url: `/api/admin/orders/${(await placedOrderAt(suite.t.db, suite.cast.business)).id}/cancel`, payload: {} }),
  },
  {
    name: 'POST /admin/orders/{id}/notes',
    prepare: async () => ({ method: 'POST', url: `/api/admin/orders/${(await placedOrderAt(suite.t.db, suite.cast.business)).id}/notes`, payload: { body: 'Called the shopper' } }),
  },
  { name: 'GET /admin/outbox', prepare: async () => ({ method: 'GET', url: '/api/admin/outbox?status=failed' }) },
  { name: 'POST /admin/outbox/{id}/retry', prepare: async () => ({ method: 'POST', url: `/api/admin/outbox/${(await failedMail(suite.t.db)).id}/retry` }) },
  { name: 'GET /admin/support-tickets', prepare: async () => ({ method: 'GET', url: '/api/admin/support-tickets?status=OPEN' }) },
  { name: 'GET /admin/support-tickets/{id}', prepare: async () => ({ method: 'GET', url: `/api/admin/support-tickets/${(await openTicket(suite.t.db)).id}` }) },
  {
    name: 'PATCH /admin/support-tickets/{id}',
    prepare: async () => ({ method: 'PATCH', url: `/api/admin/support-tickets/${(await openTicket(suite.t.db)).id}`, payload: { status: 'HANDLED' } }),
  },
  { name: 'GET /admin/audit', prepare: async () => ({ method: 'GET', url: '/api/admin/audit' }) },
  { name: 'GET /admin/sommelier-applications', prepare: async () => ({ method: 'GET', url: '/api/admin/sommelier-applications?activeStatus=in-review' }) },
];

const send = (call: Call, headers: Record<string, string>) =>
  suite.t.app.inject({ method: call.method, url: call.url, headers, ...(call.payload ? { payload: call.payload } : {}) });

/** What a refused call must leave untouched. */
const tables = [auditLog, businesses, coupons, orderNotes, orders, outboxEmails, supportTickets, users];
const snapshot = async () => Promise.all(tables.map((table) => countRows(suite.t.db, table)));
const fingerprint = async () => ({
  counts: await snapshot(),
  orders: (await suite.t.db.select({ id: orders.id, status: orders.status }).from(orders)).sort((a, b) => a.id.localeCompare(b.id)),
  users: (await suite.t.db.select({ id: users.id, roles: users.roles, businessId: users.businessId }).from(users)).sort((a, b) => a.id.localeCompare(b.id)),
  mails: (await suite.t.db.select({ id: outboxEmails.id, status: outboxEmails.status }).from(outboxEmails)).sort((a, b) => a.id.localeCompare(b.id)),
  tickets: (await suite.t.db.select({ id: supportTickets.id, status: supportTickets.status }).from(supportTickets)).sort((a, b) => a.id.localeCompare(b.id)),
  coupons: (await suite.t.db.select().from(coupons)).sort((a, b) => a.id.localeCompare(b.id)),
  businesses: (await suite.t.db.select().from(businesses)).sort((a, b) => a.id.localeCompare(b.id)),
});

describe.each(routes)('$name', ({ prepare }) => {
  it('answers 401 to anonymous callers and 403 to users, sommeliers and retailers, changing nothing', async () => {
    const call = await prepare();
    const before = await fingerprint();
    expectFailure(await send(call, {}), 401, ErrorCode.UNAUTHENTICATED);
    const refused = await suite.cast.refused();
    for (const headers of [refused.plain, refused.sommelier, refused.retailer]) {
      expectFailure(await send(call, headers), 403, ErrorCode.FORBIDDEN, 'Only an admin');
    }
    expect(await fingerprint()).toEqual(before);
  });

  it('works for an admin', async () => {
    const call = await prepare();
    const response = await send(call, await suite.cast.admin());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 1 });
  });
});

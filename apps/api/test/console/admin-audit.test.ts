import type { AuditEntry } from '@wine/contract/admin/audit';
import { ErrorCode } from '@wine/contract/errors';
import { describe, expect, it } from 'vitest';
import { consoleSuite } from '../helpers/admin';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { insertAccount, openSession } from '../helpers/users';

const suite = consoleSuite();

const inject = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers?: Record<string, string>) =>
  suite.t.app.inject({ method, url, headers: headers ?? (await suite.cast.admin()), ...(payload ? { payload } : {}) });
const audit = async (query = '') => expectSuccess<{ entries: AuditEntry[]; total: number }>(await inject('GET', `/api/admin/audit${query}`));

describe('GET /admin/audit', () => {
  it('lists newest first and filters by kind of record and by the acting admin', async () => {
    const other = await insertAccount(suite.t.db, { roles: ['admin'], givenName: 'Bob', familyName: 'Boss' });
    const coupon = (code: string) => ({
      code, description: 'Test', percentage: 5, minAmount: null, maxAmount: null, validFrom: null, validUntil: null, totalLimit: null,
      perUserLimit: null, isVisible: false, isActive: true,
    });
    expectSuccess(await inject('POST', '/api/admin/coupons', coupon('AUDIT1')));
    expectSuccess(await inject('POST', '/api/admin/coupons', coupon('AUDIT2'), await openSession(suite.t.db, other.row.id)));

    const all = await audit();
    const times = all.entries.map((entry) => entry.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.total).toBe(all.entries.length);

    const coupons = await audit('?entityType=coupon');
    expect(coupons.entries.map((entry) => entry.after?.code)).toEqual(['AUDIT2', 'AUDIT1']);
    expect(coupons.entries.every((entry) => entry.entityType === 'coupon')).toBe(true);

    const byBob = await audit(`?actor=${encodeURIComponent(other.row.email.toUpperCase())}`);
    expect(byBob.entries.map((entry) => [entry.action, entry.actor?.name])).toEqual([['coupon.create', 'Bob Boss']]);
    expect(await audit('?actor=nobody%40example.com')).toEqual({ entries: [], total: 0 });

    const paged = await audit('?entityType=coupon&skip=1&limit=1');
    expect(paged).toEqual({ entries: [coupons.entries[1]], total: 2 });
  });

  it('refuses bad filters', async () => {
    expectFailure(await inject('GET', '/api/admin/audit?entityType=Coupon%3B'), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await inject('GET', '/api/admin/audit?actor=not-an-email'), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await inject('GET', '/api/admin/audit?action=coupon.create'), 400, ErrorCode.UNKNOWN_QUERY_KEY);
  });
});

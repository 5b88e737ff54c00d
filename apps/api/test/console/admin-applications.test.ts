import type { AuditEntry } from '@wine/contract/admin/audit';
import { ErrorCode } from '@wine/contract/errors';
import type { OwnUser } from '@wine/contract/users';
import { describe, expect, it } from 'vitest';
import { consoleSuite } from '../helpers/admin';
import { outboxFor } from '../helpers/db';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { insertAccount, openSession } from '../helpers/users';

const suite = consoleSuite();

const inject = async (method: 'GET' | 'PATCH', url: string, payload?: object, headers?: Record<string, string>) =>
  suite.t.app.inject({ method, url, headers: headers ?? (await suite.cast.admin()), ...(payload ? { payload } : {}) });
const audit = async (query = '') => expectSuccess<{ entries: AuditEntry[]; total: number }>(await inject('GET', `/api/admin/audit${query}`));

const applicant = () =>
  insertAccount(suite.t.db, { type: 'sommelier', activeStatus: 'in-review', givenName: 'Olivia', familyName: 'Reyes', bio: 'Sommelier in Austin' });

describe('sommelier application decisions', () => {
  it('audits approving, then revoking; the applicant is mailed each time', async () => {
    const { row } = await applicant();
    expectSuccess<OwnUser>(await inject('PATCH', `/api/users/${row.id}`, { activeStatus: 'approved' }));
    expectSuccess<OwnUser>(await inject('PATCH', `/api/users/${row.id}`, { activeStatus: 'rejected' }));
    const { entries } = await audit(`?entityType=user&entityId=${row.id}`);
    expect(entries.map((entry) => [entry.action, entry.before?.activeStatus, entry.after?.activeStatus])).toEqual([
      ['user.revoke', 'approved', 'rejected'],
      ['user.approve', 'in-review', 'approved'],
    ]);
    expect(entries[0]?.actor).toEqual({ _id: suite.cast.adminRow.id, name: 'Ada Admin', email: suite.cast.adminRow.email });
    expect((await outboxFor(suite.t.db, row.email)).map((mail) => mail.subject).sort()).toEqual([
      'Welcome to Sommlike: your sommelier application is approved',
      'Your Sommlike sommelier application',
    ]);
  });

  it('audits a rejection once; repeating the same decision writes and mails nothing more', async () => {
    const { row } = await applicant();
    expectSuccess(await inject('PATCH', `/api/users/${row.id}`, { activeStatus: 'rejected' }));
    expectSuccess(await inject('PATCH', `/api/users/${row.id}`, { activeStatus: 'rejected' }));
    expect((await audit(`?entityType=user&entityId=${row.id}`)).entries.map((entry) => entry.action)).toEqual(['user.reject']);
    expect(await outboxFor(suite.t.db, row.email)).toHaveLength(1);
  });

  it('writes nothing when someone who is not an admin tries to decide', async () => {
    const { row } = await applicant();
    const stranger = await insertAccount(suite.t.db);
    expectFailure(await inject('PATCH', `/api/users/${row.id}`, { activeStatus: 'approved' }, await openSession(suite.t.db, stranger.row.id)), 403, ErrorCode.FORBIDDEN);
    expect((await audit(`?entityId=${row.id}`)).entries).toEqual([]);
  });
});


describe('GET /admin/sommelier-applications', () => {
  it('lists one status, newest account first, a page at a time, with the whole application', async () => {
    const older = await applicant();
    const newer = await applicant();
    const list = async (query: string) => expectSuccess<{ data: OwnUser[]; total: number }>(await inject('GET', `/api/admin/sommelier-applications${query}`));
    const all = await list('?activeStatus=in-review&limit=100');
    expect(all.total).toBe(all.data.length);
    expect(all.data.every((user) => user.activeStatus === 'in-review')).toBe(true);
    const first = await list('?activeStatus=in-review&limit=1');
    expect(first.data.map((user) => user._id)).toEqual([newer.row.id]);
    expect(first.total).toBe(all.total);
    expect(first.data[0]).toMatchObject({ email: newer.row.email, bio: 'Sommelier in Austin' });
    const second = await list('?activeStatus=in-review&skip=1&limit=1');
    expect(second.data.map((user) => user._id)).toEqual([older.row.id]);
    expectFailure(await inject('GET', '/api/admin/sommelier-applications?limit=101'), 400, ErrorCode.VALIDATION_FAILED);
  });
});

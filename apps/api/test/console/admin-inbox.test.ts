import type { OutboxMail, SupportTicket } from '@wine/contract/admin/inbox';
import { ErrorCode } from '@wine/contract/errors';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails, supportTickets } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { auditOf, consoleSuite, failedMail, openTicket } from '../helpers/admin';
import { expectFailure, expectSuccess } from '../helpers/envelope';

const suite = consoleSuite();

const inject = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  suite.t.app.inject({ method, url, headers: await suite.cast.admin(), ...(payload ? { payload } : {}) });
const mailRow = async (id: string) => (await suite.t.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0];
const ticketRow = async (id: string) => (await suite.t.db.select().from(supportTickets).where(eq(supportTickets.id, id)))[0];

describe('mail outbox', () => {
  it('lists mail by status with attempts and last error, never the body', async () => {
    const failed = await failedMail(suite.t.db, 'grace@example.com');
    const listed = expectSuccess<{ mails: OutboxMail[]; total: number }>(await inject('GET', '/api/admin/outbox?status=failed'));
    expect(listed.mails.find((mail) => mail._id === failed.id)).toEqual({
      _id: failed.id, to: 'grace@example.com', subject: 'Your order', status: 'failed', attempts: 5, lastError: 'connect ECONNREFUSED',
      createdAt: failed.createdAt.toISOString(), sentAt: null,
    });
    expect(listed.mails.every((mail) => mail.status === 'failed')).toBe(true);
    expect(listed.total).toBe(listed.mails.length);
    expect(JSON.stringify(listed)).not.toContain('Hello');
    const pending = expectSuccess<{ mails: OutboxMail[] }>(await inject('GET', '/api/admin/outbox?status=pending'));
    expect(pending.mails.map((mail) => mail._id)).not.toContain(failed.id);
  });

  it('puts a failed mail back in the queue with fresh attempts, audited', async () => {
    const failed = await failedMail(suite.t.db);
    const retried = expectSuccess<OutboxMail>(await inject('POST', `/api/admin/outbox/${failed.id}/retry`));
    expect(retried).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await mailRow(failed.id)).toMatchObject({ status: 'pending', attempts: 0 });
    const [audit] = await auditOf(suite.t.db, failed.id);
    expect(audit).toMatchObject({ action: 'mail.retry', entityType: 'mail', before: { status: 'failed', attempts: 5 }, after: { status: 'pending', attempts: 0 } });
    expect(JSON.stringify(audit)).not.toContain('Hello');

    // Only a failed mail can be retried.
    expectFailure(await inject('POST', `/api/admin/outbox/${failed.id}/retry`), 409, ErrorCode.MAIL_NOT_RETRYABLE, 'this one is pending');
    expectFailure(await inject('POST', `/api/admin/outbox/${newId()}/retry`), 404, ErrorCode.NOT_FOUND);
    expect(await auditOf(suite.t.db, failed.id)).toHaveLength(1);
  });

  it('refuses a missing or unknown status and a limit over 100', async () => {
    expectFailure(await inject('GET', '/api/admin/outbox'), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await inject('GET', '/api/admin/outbox?status=bounced'), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await inject('GET', '/api/admin/outbox?status=failed&limit=500'), 400, ErrorCode.VALIDATION_FAILED);
  });
});

describe('support tickets', () => {
  it('lists open tickets, reads one, marks it handled and opens it again, audited', async () => {
    const ticket = await openTicket(suite.t.db, 'Corporate gifts');
    const open = expectSuccess<{ tickets: SupportTicket[]; total: number }>(await inject('GET', '/api/admin/support-tickets?status=OPEN'));
    expect(open.tickets.map((row) => row._id)).toContain(ticket.id);
    const read = expectSuccess<SupportTicket>(await inject('GET', `/api/admin/support-tickets/${ticket.id}`));
    expect(read).toMatchObject({ subject: 'Corporate gifts', content: 'We would like a tasting.', emailAddress: 'grace@example.com', status: 'OPEN', handledAt: null });

    const handled = expectSuccess<SupportTicket>(await inject('PATCH', `/api/admin/support-tickets/${ticket.id}`, { status: 'HANDLED' }));
    expect(handled.status).toBe('HANDLED');
    expect(handled.handledAt).not.toBeNull();
    const handledList = expectSuccess<{ tickets: SupportTicket[] }>(await inject('GET', '/api/admin/support-tickets?status=HANDLED'));
    expect(handledList.tickets.map((row) => row._id)).toContain(ticket.id);
    // Marking it handled twice changes nothing more.
    expectSuccess(await inject('PATCH', `/api/admin/support-tickets/${ticket.id}`, { status: 'HANDLED' }));
    expect(expectSuccess<SupportTicket>(await inject('PATCH', `/api/admin/support-tickets/${ticket.id}`, { status: 'OPEN' })).handledAt).toBeNull();

    expect((await auditOf(suite.t.db, ticket.id)).map((row) => [row.action, row.before?.status, row.after?.status])).toEqual([
      ['ticket.handle', 'OPEN', 'HANDLED'],
      ['ticket.reopen', 'HANDLED', 'OPEN'],
    ]);
  });

  it('refuses bad input and unknown tickets, changing nothing', async () => {
    const ticket = await openTicket(suite.t.db);
    expectFailure(await inject('PATCH', `/api/admin/support-tickets/${ticket.id}`, { status: 'CLOSED' }), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await inject('PATCH', `/api/admin/support-tickets/${ticket.id}`, { status: 'HANDLED', content: 'x' }), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await inject('PATCH', `/api/admin/support-tickets/${newId()}`, { status: 'HANDLED' }), 404, ErrorCode.NOT_FOUND);
    expectFailure(await inject('GET', `/api/admin/support-tickets/${newId()}`), 404, ErrorCode.NOT_FOUND, 'Ticket not found');
    expectFailure(await inject('GET', '/api/admin/support-tickets?status=open'), 400, ErrorCode.VALIDATION_FAILED);
    expect(await ticketRow(ticket.id)).toEqual(ticket);
    expect(await auditOf(suite.t.db, ticket.id)).toEqual([]);
  });
});

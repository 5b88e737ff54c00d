import type { OutboxMail, SupportTicket } from '@wine/contract/admin/inbox';
import { ErrorCode } from '@wine/contract/errors';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { Page } from '../../lib/paging';
import type { AuthUser } from '../auth/auth-user';
import { toOutboxMail, toTicket } from './present';
import { countOutbox, listOutbox, lockOutboxMail, markOutboxEmail, type OutboxRow } from '../mail/service';
import { countTickets, findTicket, listTickets, updateTicket, type TicketRow } from '../support/service';

export async function adminOutbox(ctx: AppContext, status: OutboxRow['status'], page: Page) {
  const [rows, total] = await Promise.all([listOutbox(ctx.db, status, page), countOutbox(ctx.db, status)]);
  return { mails: rows.map(toOutboxMail), total };
}

/**
 * Puts a failed mail back in the queue with a fresh set of attempts; the mailer sends it now when
 * SMTP is configured (else it waits in the outbox, as all mail does then).
 */
export async function retryMail(ctx: AppContext, viewer: AuthUser, id: string): Promise<OutboxMail> {
  const mail = await ctx.db.transaction(async (tx) => {
    const current = await lockOutboxMail(tx, id);
    if (!current) throw notFound('Mail');
    if (current.status !== 'failed') throw new AppError(ErrorCode.MAIL_NOT_RETRYABLE, `Only a failed mail can be retried; this one is ${current.status}`);
    const row = await markOutboxEmail(tx, id, { status: 'pending', attempts: 0 });
    if (!row) throw notFound('Mail');
    await recordAudit(tx, viewer, {
      action: 'mail.retry',
      entityType: 'mail',
      entityId: id,
      before: { to: current.to, subject: current.subject, status: current.status, attempts: current.attempts, lastError: current.lastError },
      after: { to: row.to, subject: row.subject, status: row.status, attempts: row.attempts },
    });
    return row;
  });
  // Not awaited: a slow mail server must not hold the admin's request; the outbox keeps the mail.
  ctx.mailer.deliverPending().catch((error: unknown) => ctx.log.error({ err: error }, 'outbox delivery failed'));
  return toOutboxMail(mail);
}

export async function adminTickets(ctx: AppContext, viewer: AuthUser, status: TicketRow['status'], page: Page) {
  const [rows, total] = await Promise.all([listTickets(ctx.db, viewer.tenantId, status, page), countTickets(ctx.db, viewer.tenantId, status)]);
  return { tickets: rows.map(toTicket), total };
}

export async function adminTicket(ctx: AppContext, viewer: AuthUser, id: string): Promise<SupportTicket> {
  const row = await findTicket(ctx.db, viewer.tenantId, id);
  if (!row) throw notFound('Ticket');
  return toTicket(row);
}

/** Marks a ticket handled (or open again); unchanged status answers the ticket as it is. */
export async function setTicketStatus(ctx: AppContext, viewer: AuthUser, id: string, status: TicketRow['status']): Promise<SupportTicket> {
  return ctx.db.transaction(async (tx) => {
    const current = await findTicket(tx, viewer.tenantId, id, true);
    if (!current) throw notFound('Ticket');
    if (current.status === status) return toTicket(current);
    const row = await updateTicket(tx, id, { status, handledAt: status === 'HANDLED' ? new Date() : null });
    if (!row) throw notFound('Ticket');
    await recordAudit(tx, viewer, {
      action: status === 'HANDLED' ? 'ticket.handle' : 'ticket.reopen',
      entityType: 'ticket',
      entityId: id,
      before: { subject: current.subject, status: current.status },
      after: { subject: row.subject, status: row.status },
    });
    return toTicket(row);
  });
}

import type { SupportTicket, OutboxMail } from '@wine/contract/admin/inbox';
import type { OutboxRow } from '../mail/service';
import type { TicketRow } from '../support/service';

/** Wire forms of the console's records; the audit log stores these too, so its diffs read like the screens. */

export const toOutboxMail = (row: OutboxRow): OutboxMail => ({
  _id: row.id,
  to: row.to,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

export const toTicket = (row: TicketRow): SupportTicket => ({
  _id: row.id,
  type: row.type,
  status: row.status,
  name: row.name,
  emailAddress: row.emailAddress,
  subject: row.subject,
  content: row.content,
  userId: row.userId,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
});

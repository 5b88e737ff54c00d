// The console's mail outbox and support tickets (issue 9).

import { z } from 'zod';
import { id } from '../envelope';
import { count, limit, nullableDate, skip } from './shared';

export const OutboxStatus = z.enum(['pending', 'sent', 'failed']);
/** One status at a time: outbox_emails_status_idx serves each. */
export const outboxQuery = z.object({ status: OutboxStatus, skip, limit }).strict();
/** A mail's envelope and delivery state; its body is not shown, it may hold single-use links. */
export const outboxMail = z.object({
  _id: id,
  to: z.string(),
  subject: z.string(),
  status: OutboxStatus,
  attempts: count,
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: nullableDate,
});
export type OutboxMail = z.infer<typeof outboxMail>;
export const outboxList = z.object({ mails: z.array(outboxMail), total: count });

export const TicketStatus = z.enum(['OPEN', 'HANDLED']);
export const ticketQuery = z.object({ status: TicketStatus, skip, limit }).strict();
export const supportTicket = z.object({
  _id: id,
  type: z.string(),
  status: TicketStatus,
  name: z.string(),
  emailAddress: z.string(),
  subject: z.string(),
  content: z.string(),
  userId: id.nullable(),
  createdAt: z.string(),
  handledAt: nullableDate,
});
export type SupportTicket = z.infer<typeof supportTicket>;
export const ticketList = z.object({ tickets: z.array(supportTicket), total: count });
export const ticketUpdateBody = z.object({ status: TicketStatus }).strict();

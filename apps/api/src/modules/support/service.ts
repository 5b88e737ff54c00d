import type { supportTicketBody } from '@wine/contract/support';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { newId } from '../../lib/ids';
import type { AuthUser } from '../auth/auth-user';
import { withMail } from '../mail/service';
import { contactRequestMail } from '../mail/templates/support';
import { markSubscribed } from '../accounts/service';
import { insertSupportTicket } from './queries';

/** The console's inbox of tickets (admin/inbox.ts): the support module owns the table (decision 0056). */
export { countTickets, findTicket, listTickets, updateTicket, type TicketRow } from './queries';

type SupportTicket = z.output<typeof supportTicketBody>;

/**
 * POST /support/ticket: the Contact us form. The ticket is stored and mailed to the shop's support
 * address; a signed-in sender becomes a subscriber (spec 001 §4), a guest keeps a local flag.
 */
export async function openSupportTicket(ctx: AppContext, tenantId: string, sender: AuthUser | null, ticket: SupportTicket) {
  const id = newId();
  await withMail(ctx, async (tx, send) => {
    await insertSupportTicket(tx, {
      id,
      tenantId,
      userId: sender?.id ?? null,
      type: ticket.type,
      status: ticket.status,
      name: ticket.name,
      emailAddress: ticket.emailAddress,
      subject: ticket.subject,
      content: ticket.content,
    });
    if (sender) await markSubscribed(tx, sender.id);
    await send(
      contactRequestMail({
        to: ctx.config.supportEmail,
        ticketId: id,
        name: ticket.name,
        emailAddress: ticket.emailAddress,
        subject: ticket.subject,
        content: ticket.content,
        senderUserId: sender?.id ?? null,
      }),
    );
  });
  return { _id: id, status: ticket.status };
}

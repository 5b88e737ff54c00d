import { z } from 'zod';
import { email } from './fields';

/** POST /support/ticket: the Contact us form (spec 001 §2.18); all four fields required. */
export const supportTicketBody = z
  .object({
    status: z.literal('OPEN'),
    type: z.literal('CONTACT_REQUEST'),
    name: z.string().trim().min(1, 'Name is required').max(120),
    emailAddress: email,
    subject: z.string().trim().min(1, 'Subject is required').max(200),
    content: z.string().trim().min(1, 'Description is required').max(5000),
  })
  .strict();

export const supportTicketResult = z.object({ _id: z.uuid(), status: z.literal('OPEN') });

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OutboxMail } from '@wine/contract/admin/inbox';
import { userRequest } from '../../../../lib/userClient';

export type MailStatus = OutboxMail['status'];

/** GET /admin/outbox?status: mail of one status, newest first, with attempts and last error. */
export const listOutbox = (status: MailStatus, skip: number, limit: number) =>
  userRequest<{ mails: OutboxMail[]; total: number }>('/admin/outbox', { query: { status, skip, limit } });

export function useOutbox(status: MailStatus, skip: number, limit: number) {
  return useQuery({ queryKey: ['admin', 'outbox', status, skip, limit], queryFn: () => listOutbox(status, skip, limit), placeholderData: keepPreviousData, staleTime: 0 });
}

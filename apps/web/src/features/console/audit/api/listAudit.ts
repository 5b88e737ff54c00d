import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntry, AuditQuery } from '@wine/contract/admin/audit';
import { userRequest } from '../../../../lib/userClient';

/** GET /admin/audit: admin actions, newest first, by kind of record, record or acting admin's email. */
export const listAudit = (query: AuditQuery) => userRequest<{ entries: AuditEntry[]; total: number }>('/admin/audit', { query: { ...query } });

export function useAudit(query: AuditQuery) {
  return useQuery({ queryKey: ['admin', 'audit', query], queryFn: () => listAudit(query), placeholderData: keepPreviousData, staleTime: 0 });
}

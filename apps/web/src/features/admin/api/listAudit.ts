import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@wine/contract/admin/audit';
import { userRequest } from '../../../lib/userClient';

export interface AuditFilter {
  entityType?: string;
  entityId?: string;
  actor?: string;
}

/** GET /admin/audit: admin actions, newest first, by kind of record, record or acting admin's email. */
export const listAudit = (filter: AuditFilter, skip: number, limit: number) =>
  userRequest<{ entries: AuditEntry[]; total: number }>('/admin/audit', { query: { ...filter, skip, limit } });

export function useAudit(filter: AuditFilter, skip: number, limit: number) {
  return useQuery({ queryKey: ['admin', 'audit', filter, skip, limit], queryFn: () => listAudit(filter, skip, limit), placeholderData: keepPreviousData, staleTime: 0 });
}

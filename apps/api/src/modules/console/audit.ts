import type { AuditEntry, auditQuery } from '@wine/contract/admin/audit';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { pageOf } from '../../lib/paging';
import type { AuthUser } from '../auth/auth-user';
import { toPerson } from '../accounts/present';
import { findUserByEmail } from '../accounts/service';
import { countAudit, listAudit, type AuditFilter } from './queries';

type AuditQuery = z.output<typeof auditQuery>;

/** The audit log, newest first, optionally of one kind of record, one record, or one admin. */
export async function auditEntries(ctx: AppContext, viewer: AuthUser, query: AuditQuery): Promise<{ entries: AuditEntry[]; total: number }> {
  const actorUserId = query.actor ? (await findUserByEmail(ctx.db, viewer.tenantId, query.actor))?.id : undefined;
  if (query.actor && !actorUserId) return { entries: [], total: 0 };
  const filter: AuditFilter = { tenantId: viewer.tenantId, entityType: query.entityType, entityId: query.entityId, actorUserId };
  const page = pageOf(query.skip, query.limit);
  const [rows, total] = await Promise.all([listAudit(ctx.db, filter, page), countAudit(ctx.db, filter)]);
  return {
    entries: rows.map(({ entry, actor }) => ({
      _id: entry.id,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      actor: actor ? toPerson(actor) : null,
      before: entry.before,
      after: entry.after,
      createdAt: entry.createdAt.toISOString(),
    })),
    total,
  };
}

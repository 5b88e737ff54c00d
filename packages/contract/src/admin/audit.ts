// The console's audit log (issue 9).

import { z } from 'zod';
import { id } from '../envelope';
import { email } from '../fields';
import { count, limit, person, skip } from './shared';

/** The kinds of records admin actions change, as the log's filter offers them. */
export const AUDIT_ENTITY_TYPES = ['order', 'coupon', 'retailer', 'user', 'mail', 'ticket', 'wine', 'collection', 'banner', 'post', 'event', 'review'] as const;

export const auditQuery = z
  .object({
    entityType: z.string().trim().regex(/^[a-z_]{1,40}$/, 'must be a record kind, like coupon').optional(),
    entityId: z.string().trim().min(1).max(100).optional(),
    /** The acting admin's email. */
    actor: email.optional(),
    skip,
    limit,
  })
  .strict();
export const auditEntry = z.object({
  _id: id,
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  actor: person.nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditQuery = z.output<typeof auditQuery>;
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditList = z.object({ entries: z.array(auditEntry), total: count });

import type { Executor } from '../db/client';
import { auditLog } from '../db/schema';
import { newId } from './ids';

/** Keys never copied into the audit log, whatever record is being written. */
const SECRET_KEY = /password|token|secret|googleSubject/i;

type Snapshot = Record<string, unknown> | null | undefined;

function withoutSecrets(snapshot: Snapshot): Record<string, unknown> | null {
  if (!snapshot) return null;
  return Object.fromEntries(Object.entries(snapshot).filter(([key]) => !SECRET_KEY.test(key)));
}

export interface AuditEntry {
  /** What was done, as `<entity>.<verb>`: `coupon.create`, `order.cancel`, `wine.import`. */
  action: string;
  entityType: string;
  entityId: string | null;
  before?: Snapshot;
  after?: Snapshot;
}

/** Who acted: a signed-in person, or the shop itself (a job) with no user. */
export interface AuditActor {
  tenantId: string;
  id: string | null;
}

/**
 * Writes one action to the audit log. Call it inside the transaction that makes the change,
 * so the log and the data can never disagree.
 */
export async function recordAudit(tx: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    id: newId(),
    tenantId: actor.tenantId,
    actorUserId: actor.id,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: withoutSecrets(entry.before),
    after: withoutSecrets(entry.after),
  });
}

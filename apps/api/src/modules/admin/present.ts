import type { AdminCoupon } from '@wine/contract/admin/coupons';
import type { SupportTicket, OutboxMail } from '@wine/contract/admin/inbox';
import { centsToPrice } from '@wine/contract/money';
import { couponTermsOf } from '@wine/contract/pricing';
import { couponActionOf, type CouponRow } from '../promotions/service';
import type { OutboxRow } from '../mail/service';
import type { TicketRow } from '../support/service';

/** Wire forms of the console's records; the audit log stores these too, so its diffs read like the screens. */

const price = (cents: number | null) => (cents === null ? null : centsToPrice(cents));

export const toAdminCoupon = (row: CouponRow): AdminCoupon => ({
  _id: row.id,
  code: row.code,
  description: row.description,
  kind: row.kind,
  ...couponTermsOf(couponActionOf(row)),
  minAmount: price(row.minAmountCents),
  maxAmount: price(row.maxAmountCents),
  validFrom: row.validFrom?.toISOString() ?? null,
  validUntil: row.validUntil?.toISOString() ?? null,
  totalLimit: row.totalLimit,
  perUserLimit: row.perUserLimit,
  usedCount: row.usedCount,
  isVisible: row.isVisible,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

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

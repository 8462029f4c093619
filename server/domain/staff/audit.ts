/**
 * The audit log of back-office changes. Call `recordAudit` inside the change's transaction, so
 * a change and its record commit or roll back together. A change no back-office user made (what a
 * customer's refund does to an invoice) is recorded with `recordSystemAudit`, as the system.
 */
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Staff } from './scope';

export type AuditEntry = {
  /** resource.verb: order.ship, goods.publish, application.approve … */
  action: string;
  targetType: string;
  targetId: string | number;
  /** What happened, in Chinese, for the audit page. */
  summary: string;
};

export async function recordAudit(tx: Executor, staff: Staff, entry: AuditEntry, now: Date): Promise<void> {
  await tx.insert(auditLog).values({
    at: now,
    sysUserId: staff.id,
    username: staff.username,
    role: staff.role,
    storeId: staff.storeId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    summary: entry.summary,
  });
}

/** How the audit page names a change the product server made by itself: no user, role `system`. */
export const SYSTEM_ACTOR = { username: '系统', role: 'system' } as const;

export async function recordSystemAudit(tx: Executor, entry: AuditEntry, now: Date): Promise<void> {
  await tx.insert(auditLog).values({
    at: now,
    sysUserId: null,
    username: SYSTEM_ACTOR.username,
    role: SYSTEM_ACTOR.role,
    storeId: null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    summary: entry.summary,
  });
}

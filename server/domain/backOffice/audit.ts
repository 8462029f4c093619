/**
 * The audit log of back-office changes. Call `recordAudit` inside the change's transaction, so
 * a change and its record commit or roll back together.
 */
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Staff } from './staff';

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

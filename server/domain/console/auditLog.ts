/** The platform's read of the audit log (操作日志): newest first, by who, what and when. */
import { and, count, desc, eq, gte, like, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditRow, auditListQuery } from '@/contract/audit';
import type { Db } from '../../db/client';
import { auditLog, stores } from '../../db/schema';
import { DAY_MS, formatShanghai } from '../shared/clock';
import { Refusal } from '../shared/refusal';
import { offsetOf, orderByOf } from '../shared/listing';

/** Midnight of a `YYYY-MM-DD` day in Shanghai; a day that is no date (2026-13-45) is refused. */
function shanghaiMidnight(day: string, label: string): Date {
  const midnight = new Date(`${day}T00:00:00+08:00`);
  if (Number.isNaN(midnight.getTime()) || formatShanghai(midnight).slice(0, 10) !== day) throw new Refusal(`${label}不正确`);
  return midnight;
}
/** `%`, `_` and `\` in a filter are the text, not patterns. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function listAudit(db: Db, query: z.output<typeof auditListQuery>): Promise<{ rows: AuditRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    query.username ? eq(auditLog.username, query.username) : undefined,
    // `order` finds order.ship and order.approve; `order.ship` finds itself (and order.ship.batch).
    query.action ? or(eq(auditLog.action, query.action), like(auditLog.action, `${likeText(query.action.replace(/\.$/, ''))}.%`)) : undefined,
    query.from ? gte(auditLog.at, shanghaiMidnight(query.from, '开始日期')) : undefined,
    query.to ? lt(auditLog.at, new Date(shanghaiMidnight(query.to, '结束日期').getTime() + DAY_MS)) : undefined,
  ];
  const where = and(...conditions);
  const order = orderByOf(query, { at: auditLog.at }, auditLog.id, [desc(auditLog.at)]);
  const [rows, [total]] = await Promise.all([
    db
      .select({ log: auditLog, storeName: stores.name })
      .from(auditLog)
      .leftJoin(stores, eq(stores.id, auditLog.storeId))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    rows: rows.map(({ log, storeName }) => ({
      id: log.id,
      at: formatShanghai(log.at),
      username: log.username,
      role: log.role,
      storeId: log.storeId,
      storeName,
      action: log.action,
      targetType: log.targetType,
      targetId: log.targetId,
      summary: log.summary,
    })),
    total: Number(total?.total ?? 0),
  };
}

/**
 * How the back office names who did something: a staff member by nickname and side (`王店长（商家）`,
 * `运营小李（平台）`), a customer by their account's name, the scheduler as 系统.
 */
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers, sysUsers } from '../../db/schema';
import { customerDisplayName } from '../customers/displayName';
import type { Staff } from '../staff/scope';

export const STAFF_SIDE_NAMES: Record<Staff['role'], string> = { admin: '平台', editor: '商家' };

export const staffName = (user: Pick<Staff, 'nickName' | 'role'>) => `${user.nickName}（${STAFF_SIDE_NAMES[user.role]}）`;

export const SYSTEM_NAME = '系统';

/** Staff names by id (a deleted user reads as 后台用户). */
export async function staffNames(db: Executor, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: sysUsers.id, nickName: sysUsers.nickName, role: sysUsers.role }).from(sysUsers).where(inArray(sysUsers.id, wanted));
  return new Map(rows.map((row) => [row.id, staffName(row)]));
}

export async function customerNames(db: Executor, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: customers.id, companyName: customers.companyName, personName: customers.personName }).from(customers).where(inArray(customers.id, wanted));
  return new Map(rows.map((row) => [row.id, customerDisplayName(row)]));
}

/** Who an order_history row (or a shipment) names, as the back office shows it. */
export function actorName(actor: { kind: 'customer' | 'sys' | 'system'; id: number | null }, names: { staff: Map<number, string>; customers: Map<number, string> }): string {
  if (actor.kind === 'system' || actor.id === null) return SYSTEM_NAME;
  if (actor.kind === 'sys') return names.staff.get(actor.id) ?? '后台用户';
  return names.customers.get(actor.id) ?? '客户';
}

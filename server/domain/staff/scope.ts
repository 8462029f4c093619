/**
 * Who a back-office call acts for, and what that person may reach. Two roles
 * (docs/product-rules.md#back-office): the platform's `admin` reaches every shop; a merchant's
 * `editor` reaches only the shop of their account, and an editor without a shop reaches nothing.
 * Every back-office list and action scopes its rows through `shopScope`, so another shop's id
 * answers 404 like an unknown one.
 */
import { and, arrayContains, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { CODE } from '@/contract/envelope';
import type { Executor } from '../../db/client';
import { sysMenus, sysUsers } from '../../db/schema';
import { ALL_PERMISSIONS } from '@/contract/permissions';
import { MESSAGES, notFound, Refusal } from '../shared/refusal';

export const BACK_OFFICE_MENU_GROUP = 90;
export type SysUser = typeof sysUsers.$inferSelect;

export type Staff = Pick<SysUser, 'id' | 'role' | 'storeId' | 'username' | 'nickName'>;

export const forbidden = () => new Refusal(MESSAGES.forbidden, CODE.forbidden);

/** The rows of `column` (a store id) the staff member may reach; undefined: all of them. */
export function shopScope(staff: Pick<Staff, 'role' | 'storeId'>, column: AnyPgColumn): SQL | undefined {
  if (staff.role === 'admin') return undefined;
  return staff.storeId === null ? sql`false` : eq(column, staff.storeId);
}

/** Throws 404 unless the staff member may reach a row of shop `storeId`. */
export function assertShopReach(staff: Pick<Staff, 'role' | 'storeId'>, storeId: number | null): void {
  if (staff.role === 'admin') return;
  if (staff.storeId === null || storeId !== staff.storeId) throw notFound();
}

/** Platform pages and calls: code 403 for a merchant's staff. */
export function assertPlatform(staff: Pick<Staff, 'role'>): void {
  if (staff.role !== 'admin') throw forbidden();
}

/** The shop an editor acts for; an admin must name one (`storeId`), else the refusal `message`. */
export function actingShop(staff: Pick<Staff, 'role' | 'storeId'>, storeId: number | undefined, message = '请选择店铺'): number {
  if (staff.role === 'admin') {
    if (storeId === undefined) throw new Refusal(message);
    return storeId;
  }
  if (staff.storeId === null) throw forbidden();
  return staff.storeId;
}

/** The permission keys (type 4 menu entries of group 90) the role holds. */
export async function permissionsOf(db: Executor, role: Staff['role']): Promise<string[]> {
  const rows = await db
    .select({ key: sysMenus.url })
    .from(sysMenus)
    .where(and(eq(sysMenus.menuGroup, BACK_OFFICE_MENU_GROUP), eq(sysMenus.type, 4), arrayContains(sysMenus.roles, [role])));
  return rows.map((row) => row.key);
}

/** Whether the role holds `key`, or every key (`*:*:*`). */
export async function holdsPermission(db: Executor, role: Staff['role'], key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: sysMenus.url })
    .from(sysMenus)
    .where(and(eq(sysMenus.menuGroup, BACK_OFFICE_MENU_GROUP), eq(sysMenus.type, 4), inArray(sysMenus.url, [key, ALL_PERMISSIONS]), arrayContains(sysMenus.roles, [role])))
    .limit(1);
  return row !== undefined;
}

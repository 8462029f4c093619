/** The back office's menu tree (docs/storefront.md#console-menu): rows filtered by role, nested by parent. */
import { and, arrayContains, asc, eq } from 'drizzle-orm';
import type { MenuItem } from '@/contract/auth';
import type { Db } from '../../db/client';
import { sysMenus } from '../../db/schema';

export async function menuTree(db: Db, menuGroup: number, role: string): Promise<MenuItem[]> {
  const rows = await db
    .select()
    .from(sysMenus)
    .where(and(eq(sysMenus.menuGroup, menuGroup), arrayContains(sysMenus.roles, [role])))
    .orderBy(asc(sysMenus.sort), asc(sysMenus.id));

  const items = new Map<number, MenuItem>();
  for (const row of rows) {
    items.set(row.id, { id: row.id, name: row.name, url: row.url, icon: row.icon, type: row.type, hidden: row.hidden, children: [] });
  }
  const roots: MenuItem[] = [];
  for (const row of rows) {
    const item = items.get(row.id);
    if (!item) continue;
    if (row.parentId === null) roots.push(item);
    // A child whose parent the role cannot see is dropped with it.
    else items.get(row.parentId)?.children.push(item);
  }
  return roots;
}

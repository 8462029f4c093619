/**
 * The back office's SWR keys: one per resource, a tuple whose first element says what it is
 * (`['console', resource, …]`), so that a change can make every query of a resource stale
 * (`refreshConsole('dicts')`) whatever its filters. Pages never invent key strings.
 */
import { mutate } from 'swr';

export const CONSOLE_KEYS = {
  menu: ['console', 'menu'] as const,
  /** Who is logged in (`auth/api/info/sys`): name, role and shop, read again with the menu. */
  staff: ['console', 'staff'] as const,
  /** A dictionary's entries (`/system/dict/data/type/{dictType}`), shared by every tag and select. */
  dict: (dictType: string) => ['console', 'dict', dictType] as const,
  /** A server-paged table's rows: its resource name and the query it sent. */
  table: (resource: string, query: object) => ['console', 'table', resource, query] as const,
  /** One goods item's editable document (/console/goods/edit). */
  goodsDocument: (id: number) => ['console', 'goods', id] as const,
  /** The category tree the goods pages choose from. */
  categories: ['console', 'categories'] as const,
  /** The shops an admin chooses from. */
  storeChoices: ['console', 'storeChoices'] as const,
  /** The merchant's own shop settings (店铺设置). */
  shop: ['console', 'shop'] as const,
  /** The shop's legal facts (备案与证照). */
  legal: ['console', 'legal'] as const,
};

function isConsoleKey(key: unknown, ...path: string[]): boolean {
  return Array.isArray(key) && key[0] === 'console' && path.every((part, index) => key[index + 1] === part);
}

/** Reads again every query of a table resource (after a change on one of its rows). */
export function refreshTable(resource: string): Promise<unknown> {
  return mutate((key) => isConsoleKey(key, 'table', resource));
}

/** Reads a dictionary again everywhere it is shown (after an entry was added, edited or deleted). */
export function refreshDict(dictType: string): Promise<unknown> {
  return mutate((key) => isConsoleKey(key, 'dict', dictType));
}

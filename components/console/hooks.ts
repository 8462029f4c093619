'use client';
/**
 * The hooks a console page uses (see components/console/README.md):
 * - useConsoleStaff(): who is logged in (nickName, role, storeId, storeName);
 * - useConsoleQuery(): the tab's own query (filters, page, sort) and its setters;
 * - usePermission(): whether the page's menu entry grants a button (RuoYi's v-hasPermi);
 * - useConsoleTab(): the tab itself (path, active);
 * - useLeaveGuard(dirty): closing or refreshing the tab, or leaving the site, asks while a form is unsaved.
 * Next's useSearchParams() is the address bar's, which is another tab's while this one is
 * hidden: pages read their query through useConsoleQuery() instead.
 */
import { useCallback, useContext, useEffect, useMemo } from 'react';
import type { SysUserInfo } from '@/contract/auth';
import { guardLeaving, UNSAVED_CHANGES_MESSAGE } from '@/lib/console/leave-guards';
import { hasPermission, type RouteTable } from '@/lib/console/menu';
import { toQueryString } from '@/lib/http/query';
import { ConsoleContext, ConsoleTabContext, type ConsoleContextValue, type ConsoleTabValue } from './shell/context';
import type { Permission } from '@/contract/permissions';

function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('A console page must render inside the console shell');
  return value;
}

export function useConsoleStaff(): SysUserInfo {
  return useConsole().staff;
}

export function useRouteTable(): RouteTable {
  return useConsole().table;
}

export function useConsoleTab(): ConsoleTabValue {
  const value = useContext(ConsoleTabContext);
  if (!value) throw new Error('A console page must render inside a console tab');
  return value;
}

/** A change of query values: null, undefined and '' remove the key. */
export type QueryPatch = Readonly<Record<string, string | number | boolean | null | undefined>>;

export type ConsoleQuery = {
  /** The tab's query as plain values (the first of a repeated key). */
  query: Readonly<Record<string, string>>;
  params: URLSearchParams;
  /** Merges `patch` into the tab's query. */
  setQuery: (patch: QueryPatch) => void;
  /** Replaces the tab's whole query. */
  replaceQuery: (next: QueryPatch) => void;
};

function searchOf(values: QueryPatch): string {
  return toQueryString(values);
}

/** The tab's own search params and setters: filters live in the URL of the tab, not of whichever tab is active. */
export function useConsoleQuery(): ConsoleQuery {
  const { search, setSearch } = useConsoleTab();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const query = useMemo(() => Object.fromEntries(params.entries()), [params]);
  const replaceQuery = useCallback((next: QueryPatch) => setSearch(searchOf(next)), [setSearch]);
  const setQuery = useCallback((patch: QueryPatch) => setSearch((current) => searchOf({ ...Object.fromEntries(new URLSearchParams(current).entries()), ...patch })), [setSearch]);
  return { query, params, setQuery, replaceQuery };
}

/**
 * `can('order:ship')` (or a list: any of them) for the current page's buttons; `*:*:*` in the
 * menu grants all. The product server refuses an action with code 403 all the same: this only
 * hides what would be refused.
 */
export function usePermission(): (wanted: Permission | readonly Permission[]) => boolean {
  const table = useRouteTable();
  const { route } = useConsoleTab();
  return useCallback((wanted: Permission | readonly Permission[]) => hasPermission(table, route, wanted), [table, route]);
}

/**
 * While `dirty`, closing or refreshing this page's tab asks first (系统提示 / 确定离开), and so does
 * the browser before the page is left. Switching to another tab never asks: this one keeps its state.
 */
export function useLeaveGuard(dirty: boolean, message: string = UNSAVED_CHANGES_MESSAGE): void {
  const { path } = useConsoleTab();
  useEffect(() => {
    if (!dirty) return;
    const release = guardLeaving(path, message);
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => {
      release();
      window.removeEventListener('beforeunload', warn);
    };
  }, [dirty, path, message]);
}

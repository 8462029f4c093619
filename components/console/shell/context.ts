'use client';
/**
 * What the shell tells the pages it hosts: who is logged in and the route table (one console
 * context), and, per tab, which page the component is and its own URL (one tab context per
 * kept-alive page). Pages read them through the hooks of components/console/hooks.ts.
 */
import { createContext } from 'react';
import type { SysUserInfo } from '@/contract/auth';
import type { ConsoleRoute, RouteTable } from '@/lib/console/menu';

export type ConsoleContextValue = {
  staff: SysUserInfo;
  table: RouteTable;
};

export const ConsoleContext = createContext<ConsoleContextValue | null>(null);

export type ConsoleTabValue = {
  /** The page's path (`/console/dicts`). */
  path: string;
  /** The tab's own query string, without `?`: the URL's while the tab is active, the last one it had while hidden. */
  search: string;
  active: boolean;
  /** The menu's route of the page (null only for the 404 panel). */
  route: ConsoleRoute | null;
  /**
   * Changes the tab's query: the address bar's while active, only the tab's memory while hidden.
   * Given a function, it gets the query as last set, even when the page has not rendered it yet.
   */
  setSearch: (search: string | ((current: string) => string)) => void;
};

export const ConsoleTabContext = createContext<ConsoleTabValue | null>(null);

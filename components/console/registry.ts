/**
 * The back office's pages: a menu url (server/db/seed-data/menus.ts) → its component and meta.
 * ONE LINE PER PAGE; see components/console/README.md. The menu decides who may open a page:
 * a url the menu does not list is the console's 404 whatever is registered here, and a url the
 * menu lists without an entry here shows the 404 panel too (页面不存在).
 *
 * A hidden page (an edit or detail page) lights up the first visible page of its directory in
 * the side menu unless `activeMenu` names another.
 */
import dynamic from 'next/dynamic';
import type { ConsolePageEntry } from './registry-types';

export const CONSOLE_PAGES: Readonly<Record<string, ConsolePageEntry>> = {
  '/console/dashboard': { component: dynamic(() => import('./pages/Dashboard')), affix: true },
  '/console/orders': { component: dynamic(() => import('./pages/orders/OrdersPage')) },
  '/console/orders/detail': { component: dynamic(() => import('./pages/orders/OrderDetailPage')) },
  '/console/bills': { component: dynamic(() => import('./pages/bills/BillsPage')) },
  '/console/dicts': { component: dynamic(() => import('./pages/DictsPage')) },
  '/console/audit': { component: dynamic(() => import('./pages/AuditPage')) },
};

/** The registry's meta for a path (the route builder's lookup). */
export const registeredMeta = (path: string): ConsolePageEntry | undefined => CONSOLE_PAGES[path];

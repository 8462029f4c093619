/**
 * The back office's pages: a menu url (server/seed/data/menus.ts) → its component and meta.
 * ONE LINE PER PAGE; see components/console/README.md. The menu decides who may open a page:
 * a url the menu does not list is the console's 404 whatever is registered here, and a url the
 * menu lists without an entry here shows the 404 panel too (页面不存在).
 *
 * A hidden page (an edit or detail page) lights up the first visible page of its directory in
 * the side menu unless `activeMenu` names another.
 */
import dynamic from 'next/dynamic';
import type { ConsolePageEntry } from './registryTypes';

export const CONSOLE_PAGES: Readonly<Record<string, ConsolePageEntry>> = {
  '/console/dashboard': { component: dynamic(() => import('./pages/Dashboard')), affix: true },
  '/console/applications': { component: dynamic(() => import('./pages/platform/ApplicationsPage')) },
  '/console/cooperation': { component: dynamic(() => import('./pages/platform/CooperationPage')) },
  '/console/stores': { component: dynamic(() => import('./pages/platform/StoresPage')) },
  '/console/coupons': { component: dynamic(() => import('./pages/platform/CouponsPage')) },
  '/console/devices': { component: dynamic(() => import('./pages/devices/DevicesPage')) },
  '/console/service': { component: dynamic(() => import('./pages/aftersales/ServicePage')) },
  '/console/invoices': { component: dynamic(() => import('./pages/aftersales/InvoicesPage')) },
  '/console/verifications': { component: dynamic(() => import('./pages/aftersales/VerificationsPage')) },
  '/console/qualifications': { component: dynamic(() => import('./pages/aftersales/QualificationsPage')) },
  '/console/goods': { component: dynamic(() => import('./pages/goods/GoodsPage')) },
  '/console/goods/edit': { component: dynamic(() => import('./pages/goods/GoodsEditPage')) },
  '/console/news': { component: dynamic(() => import('./pages/content/NewsPage')) },
  '/console/carousel': { component: dynamic(() => import('./pages/content/CarouselPage')) },
  '/console/orders': { component: dynamic(() => import('./pages/orders/OrdersPage')) },
  '/console/orders/detail': { component: dynamic(() => import('./pages/orders/OrderDetailPage')) },
  '/console/bills': { component: dynamic(() => import('./pages/bills/BillsPage')) },
  '/console/dicts': { component: dynamic(() => import('./pages/DictsPage')) },
  '/console/users': { component: dynamic(() => import('./pages/platform/UsersPage')) },
  '/console/audit': { component: dynamic(() => import('./pages/AuditPage')) },
  '/console/legal': { component: dynamic(() => import('./pages/platform/LegalFactsPage')) },
  '/console/shop': { component: dynamic(() => import('./pages/shop/ShopPage')) },
};

/** The registry's meta for a path (the route builder's lookup). */
export const registeredMeta = (path: string): ConsolePageEntry | undefined => CONSOLE_PAGES[path];

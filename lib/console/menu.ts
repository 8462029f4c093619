/**
 * The back office's routes, built at run time from the menu of group 90 (docs/storefront.md#console-menu),
 * as RuoYi's store/modules/permission.js builds them from `getRouters`: type 0 entries are
 * directories of the side menu, type 1 entries are pages (routes), type 4 entries are the
 * permission buttons of their parent page and never routes. A page's component and its meta that
 * the menu does not carry (affix, activeMenu, alwaysShow) come from the registry
 * (components/console/registry.ts); what the menu does not list is not granted and not a route.
 *
 * Pure: no React, no window, so the shell, its tests and any page can use it.
 */
import type { MenuItem } from '@/contract/auth';

export const MENU_TYPE = { directory: 0, page: 1, button: 4 } as const;

/** RuoYi's administrator key: a role holding it anywhere in its menu holds every button. */
export const ALL_PERMISSIONS = '*:*:*';

/** An external link starts with http:, https:, mailto: or tel: (docs/product-rules.md#validation). */
export function isExternalLink(url: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(url);
}

/** The route meta of docs/storefront.md#console-shell; the menu gives title, icon and hidden, the registry the rest. */
export type RouteMeta = {
  title: string;
  /** The menu's icon name (components/console/shell/icons.tsx draws it). */
  icon: string;
  /** A tab that cannot be closed (the workbench). */
  affix: boolean;
  /** The side-menu entry a page lights up when it has none of its own (an edit or detail page: its list). */
  activeMenu?: string;
  /** Not in the side menu; still a route. */
  hidden: boolean;
  /** A directory shown as a directory even with one visible child. */
  alwaysShow: boolean;
};

/** What the registry may add to the menu's facts about a path (the title is the menu's: the server names the page with it). */
export type RegisteredMeta = Partial<Pick<RouteMeta, 'affix' | 'activeMenu' | 'alwaysShow' | 'icon'>>;

export type ConsoleRoute = {
  path: string;
  meta: RouteMeta;
  menuId: number;
  /** The titles of the directories above the page, outermost first (the breadcrumb). */
  parents: readonly string[];
  /** The keys of the page's type 4 buttons. */
  permissions: readonly string[];
};

export type SidebarItem =
  | { kind: 'link'; key: string; path: string; title: string; icon: string; external: boolean }
  | { kind: 'group'; key: string; path: string; title: string; icon: string; children: SidebarItem[] };

export type RouteTable = {
  /** Every page the menu grants, hidden ones included, by path. */
  routes: ReadonlyMap<string, ConsoleRoute>;
  /** The side menu: hidden entries and buttons left out, single-child directories collapsed. */
  sidebar: readonly SidebarItem[];
  /** `*:*:*` somewhere in the menu: every button is granted. */
  allPermissions: boolean;
  /** The menu had no page at all (对不起您菜单权限不足…, docs/storefront.md#console-menu). */
  empty: boolean;
};

type MetaLookup = (path: string) => RegisteredMeta | undefined;

export function buildRouteTable(menu: readonly MenuItem[], metaOf: MetaLookup = () => undefined): RouteTable {
  const routes = new Map<string, ConsoleRoute>();
  let allPermissions = false;

  const visit = (items: readonly MenuItem[], parents: readonly string[]) => {
    for (const item of items) {
      if (item.type === MENU_TYPE.button) {
        if (item.url === ALL_PERMISSIONS) allPermissions = true;
        continue;
      }
      if (item.type === MENU_TYPE.page && !isExternalLink(item.url) && !routes.has(item.url)) {
        const registered = metaOf(item.url);
        routes.set(item.url, {
          path: item.url,
          menuId: item.id,
          parents,
          permissions: item.children.filter((child) => child.type === MENU_TYPE.button).map((child) => child.url),
          meta: {
            title: item.name,
            icon: registered?.icon ?? item.icon,
            affix: registered?.affix ?? false,
            activeMenu: registered?.activeMenu ?? (item.hidden ? firstVisiblePage(items)?.url : undefined),
            hidden: item.hidden,
            alwaysShow: registered?.alwaysShow ?? false,
          },
        });
      }
      visit(item.children, item.type === MENU_TYPE.directory ? [...parents, item.name] : parents);
    }
  };
  visit(menu, []);

  return { routes, sidebar: sidebarOf(menu, metaOf), allPermissions, empty: routes.size === 0 };
}

function firstVisiblePage(siblings: readonly MenuItem[]): MenuItem | undefined {
  return siblings.find((item) => item.type === MENU_TYPE.page && !item.hidden && !isExternalLink(item.url));
}

/** RuoYi's SidebarItem: hidden entries skipped, a directory with one visible child shown as that child's link (unless alwaysShow). */
function sidebarOf(items: readonly MenuItem[], metaOf: MetaLookup): SidebarItem[] {
  const result: SidebarItem[] = [];
  for (const item of items) {
    if (item.hidden || item.type === MENU_TYPE.button) continue;
    const meta = metaOf(item.url);
    const title = item.name;
    const icon = meta?.icon ?? item.icon;
    if (item.type === MENU_TYPE.page) {
      result.push({ kind: 'link', key: String(item.id), path: item.url, title, icon, external: isExternalLink(item.url) });
      continue;
    }
    const children = sidebarOf(item.children, metaOf);
    if (children.length === 0) continue;
    const [only] = children;
    if (children.length === 1 && only && only.kind === 'link' && !meta?.alwaysShow) {
      result.push({ ...only, icon: only.icon || icon });
      continue;
    }
    result.push({ kind: 'group', key: String(item.id), path: item.url, title, icon, children });
  }
  return result;
}

/**
 * The side menu's search (on Enter, docs/storefront.md#console-shell): entries whose title contains the
 * keyword; a directory whose own title matches keeps all its entries, another keeps only its
 * matching ones. An empty keyword gives the full menu back.
 */
export function filterSidebar(items: readonly SidebarItem[], keyword: string): readonly SidebarItem[] {
  const wanted = keyword.trim().toLowerCase();
  if (wanted === '') return items;
  const matches = (title: string) => title.toLowerCase().includes(wanted);
  const result: SidebarItem[] = [];
  for (const item of items) {
    if (item.kind === 'link') {
      if (matches(item.title)) result.push(item);
      continue;
    }
    if (matches(item.title)) {
      result.push(item);
      continue;
    }
    const children = filterSidebar(item.children, keyword);
    if (children.length > 0) result.push({ ...item, children: [...children] });
  }
  return result;
}

/** The route a path opens, or null when the menu does not grant it (the console's 404). A trailing slash is ignored. */
export function routeOfPath(table: RouteTable, pathname: string): ConsoleRoute | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return table.routes.get(path) ?? null;
}

/** The side-menu entry a route lights up: its activeMenu, or itself. */
export function activeMenuOf(route: ConsoleRoute): string {
  return route.meta.activeMenu ?? route.path;
}

/**
 * RuoYi's v-hasPermi for one page: whether any of `wanted` is a button of the page (or of the
 * list it belongs to, for a hidden edit or detail page), or the menu holds `*:*:*`.
 */
export function hasPermission(table: RouteTable, route: ConsoleRoute | null, wanted: string | readonly string[]): boolean {
  if (table.allPermissions) return true;
  if (!route) return false;
  const keys = typeof wanted === 'string' ? [wanted] : wanted;
  const granted = new Set(route.permissions);
  const owner = route.meta.activeMenu ? table.routes.get(route.meta.activeMenu) : undefined;
  for (const key of owner?.permissions ?? []) granted.add(key);
  return keys.some((key) => key !== '' && granted.has(key));
}

/** The affix routes (tabs that are always open), in menu order. */
export function affixRoutes(table: RouteTable): ConsoleRoute[] {
  return [...table.routes.values()].filter((route) => route.meta.affix);
}

/** A console page's title for the document (the pattern of docs/storefront.md#page-titles adds the site's suffix): its menu name, or 页面不存在. */
export function consolePageTitle(menu: readonly MenuItem[] | null, path: string): string {
  return routeOfPath(buildRouteTable(menu ?? []), path)?.meta.title ?? '页面不存在';
}

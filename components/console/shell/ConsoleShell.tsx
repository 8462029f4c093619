'use client';
/**
 * The back office's frame (docs/storefront.md#console-shell, RuoYi-Vue's layout/index.vue): the
 * side menu, the top bar, the tab bar and the main area that keeps visited pages alive.
 *
 * The routes come from the staff member's menu at run time (lib/console/menu.ts over the
 * registry, components/console/registry.ts). The App Router's only console page is a catch-all
 * that renders nothing: this layout-level shell renders every open tab's page itself and hides
 * the inactive ones, so a switch keeps their state, and closing a tab drops its page.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import useSWR, { SWRConfig, type SWRConfiguration } from 'swr';
import { setCookie } from 'nookies';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { MenuItem, SysUserInfo } from '@/contract/auth';
import { consoleAuthApi } from '@/lib/api/browser/console/auth';
import { CONSOLE_KEYS } from '@/lib/api/browser/console/keys';
import { leaveConsole } from '@/lib/api/browser/console/transport';
import { activeMenuOf, affixRoutes, buildRouteTable, routeOfPath, type RouteTable } from '@/lib/console/menu';
import { whenMayLeave } from '@/lib/console/leave-guards';
import { addView, closeView, keepGranted, refreshView, type TagView } from '@/lib/console/tags';
import { MOBILE_BREAKPOINT, NAVBAR_HEIGHT, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, TAGS_HEIGHT } from '@/lib/console/theme';
import { MENU_MISSING_NOTICE_MS } from '@/lib/http/constants';
import { isApiError } from '@/lib/http/errors';
import { MENU_MISSING_TEXT } from '@/lib/http/messages';
import { notifier } from '@/lib/http/notifier';
import { SIDEBAR_COOKIE } from '@/lib/session/cookies';
import { CONSOLE_HOME_PATH, CONSOLE_REDIRECT_PREFIX } from '@/lib/routes';
import { CONSOLE_PAGES, registeredMeta } from '../registry';
import { ConsoleNotFound } from './ConsoleNotFound';
import { ConsoleContext, type ConsoleContextValue } from './context';
import { Navbar } from './Navbar';
import { Sidebar } from './Sidebar';
import { TabPane } from './TabPane';
import { TagsView } from './TagsView';

type ConsoleShellProps = {
  staff: SysUserInfo;
  /** The menu as the server read it for this request (null: it could not; the browser asks). */
  initialMenu: MenuItem[] | null;
  /** The sidebar cookie's state (1 open, 0 collapsed: docs/storefront.md#app-state). */
  initialSidebarOpen: boolean;
  /** The App Router's page: nothing (the shell renders the pages). */
  children?: ReactNode;
};

const SIDEBAR_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The console's reads retry only what may pass later (a gateway or network hiccup): retrying a
 * 401 would ask the session question again and again, a 403 or a refusal would repeat its notice.
 */
const SWR_SETTINGS: SWRConfiguration = { shouldRetryOnError: (error: unknown) => !isApiError(error) || error.retryable };
const REDIRECT = '/redirect';

/** Where the address bar is, as the shell reads it: `/redirect/console/x` is a refresh of `/console/x`. */
function locate(pathname: string, search: string) {
  const refresh = pathname.startsWith(`${CONSOLE_REDIRECT_PREFIX}/`);
  const path = refresh ? pathname.slice(REDIRECT.length) : pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return { refresh, path, fullPath: `${path}${search ? `?${search}` : ''}` };
}

function visitedTabs(tabs: readonly TagView[], table: RouteTable, path: string, fullPath: string): TagView[] {
  let next = keepGranted(tabs, (tabPath) => table.routes.has(tabPath));
  for (const affix of affixRoutes(table))
    next = addView(next, { path: affix.path, fullPath: next.find((tab) => tab.path === affix.path)?.fullPath ?? affix.path, title: affix.meta.title, affix: true });
  const route = routeOfPath(table, path);
  if (route) next = addView(next, { path: route.path, fullPath, title: route.meta.title, affix: route.meta.affix });
  return next;
}

export function ConsoleShell({ staff: initialStaff, initialMenu, initialSidebarOpen, children }: ConsoleShellProps) {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const { refresh, path, fullPath } = locate(pathname, search);

  const { data: menu } = useSWR(CONSOLE_KEYS.menu, () => consoleAuthApi.menu(), {
    fallbackData: initialMenu ?? undefined,
    revalidateOnMount: initialMenu === null,
    revalidateOnFocus: true,
  });
  // The server read who it is for this page; read again with the menu (a role or shop may change).
  const { data: staff = initialStaff } = useSWR(CONSOLE_KEYS.staff, () => consoleAuthApi.info(), { fallbackData: initialStaff, revalidateOnMount: false, revalidateOnFocus: true });
  const table = useMemo(() => buildRouteTable(menu ?? [], registeredMeta), [menu]);
  const route = routeOfPath(table, path);

  // The tabs follow the address bar and the route table; adjusted while rendering (not in an
  // effect), so a new page never shows a frame without its tab.
  const [tabs, setTabs] = useState<TagView[]>(() => visitedTabs([], table, path, fullPath));
  const [seen, setSeen] = useState({ location: `${pathname}?${search}`, table });
  if (seen.location !== `${pathname}?${search}` || seen.table !== table) {
    const moved = seen.location !== `${pathname}?${search}`;
    setSeen({ location: `${pathname}?${search}`, table });
    const next = visitedTabs(tabs, table, path, fullPath);
    setTabs(refresh && moved ? refreshView(next, path) : next);
  }

  // 刷新 went through /redirect/console/…: the tab's page is mounted anew above; the address bar goes back.
  useEffect(() => {
    if (refresh) router.replace(fullPath, { scroll: false });
  }, [refresh, fullPath, router]);

  // No menu at all is no permission at all (docs/storefront.md#console-menu).
  const empty = menu !== undefined && table.empty;
  useEffect(() => {
    if (!empty) return;
    notifier().error(MENU_MISSING_TEXT);
    const timer = window.setTimeout(() => void leaveConsole(), MENU_MISSING_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [empty]);

  // Below 992 px the device is mobile; the sidebar closes, and navigating closes it again (docs/storefront.md#mobile).
  const mobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.02}px)`);
  const [sidebarOpen, setSidebarOpen] = useState(initialSidebarOpen);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerPath, setDrawerPath] = useState(pathname);
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    if (drawerOpen) setDrawerOpen(false);
  }
  const [wasMobile, setWasMobile] = useState(mobile);
  if (wasMobile !== mobile) {
    setWasMobile(mobile);
    if (mobile) setDrawerOpen(false);
  }

  const toggleSidebar = () => {
    if (mobile) {
      setDrawerOpen(!drawerOpen);
      return;
    }
    const open = !sidebarOpen;
    setSidebarOpen(open);
    setCookie(null, SIDEBAR_COOKIE, open ? '1' : '0', { path: '/', maxAge: SIDEBAR_COOKIE_MAX_AGE, sameSite: 'lax' });
  };

  const onSearch = useCallback((tabPath: string, nextSearch: string, active: boolean) => {
    const target = `${tabPath}${nextSearch ? `?${nextSearch}` : ''}`;
    // The App Router follows the history API: the query changes without asking the server for
    // the (empty) page again, and the tab's own request is the only one made.
    if (active) window.history.replaceState(null, '', target);
    else setTabs((current) => current.map((tab) => (tab.path === tabPath ? { ...tab, fullPath: target } : tab)));
  }, []);

  const selectTab = (view: TagView) => {
    if (view.path !== path) router.push(view.fullPath, { scroll: false });
  };
  // A page with unsaved changes (useLeaveGuard) asks before its tab closes or reloads.
  const closeTab = (view: TagView) =>
    whenMayLeave(view.path, () => {
      const { views, next } = closeView(tabs, view.path, path);
      setTabs(views);
      if (next) router.push(next, { scroll: false });
    });
  const refreshTab = (view: TagView) => whenMayLeave(view.path, () => router.push(`${REDIRECT}${view.fullPath}`, { scroll: false }));

  const context = useMemo<ConsoleContextValue>(() => ({ staff, table }), [staff, table]);
  // Browser tests wait for this before typing: input before hydration would be lost.
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => frame.current?.setAttribute('data-console-ready', 'true'), []);
  const activeMenu = route ? activeMenuOf(route) : '';
  const homeTitle = table.routes.get(CONSOLE_HOME_PATH)?.meta.title ?? '工作台';
  const sideWidth = mobile ? 0 : sidebarOpen ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED_WIDTH;
  const sidebar = <Sidebar items={table.sidebar} activePath={activeMenu} collapsed={!mobile && !sidebarOpen} />;

  return (
    <ConsoleContext.Provider value={context}>
      <Box
        ref={frame}
        sx={{ height: '100vh', overflow: 'hidden', backgroundColor: 'background.default' }}
        data-sidebar={mobile ? (drawerOpen ? 'open' : 'closed') : sidebarOpen ? 'open' : 'collapsed'}
      >
        {mobile ? (
          <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, border: 0 } } }}>
            {sidebar}
          </Drawer>
        ) : (
          <Box
            component="aside"
            sx={{ position: 'fixed', top: 0, bottom: 0, left: 0, width: sideWidth, transition: 'width .28s', zIndex: 1001, boxShadow: '2px 0 6px rgba(0,21,41,.35)' }}
          >
            {sidebar}
          </Box>
        )}
        <Box sx={{ ml: `${sideWidth}px`, transition: 'margin-left .28s', height: '100%', display: 'flex', flexDirection: 'column' }}>
          <Box sx={{ flex: 'none' }}>
            <Navbar staff={staff} route={route} homeTitle={homeTitle} sidebarOpen={mobile ? drawerOpen : sidebarOpen} onToggleSidebar={toggleSidebar} />
            <TagsView views={tabs} activePath={path} onSelect={selectTab} onClose={closeTab} onRefresh={refreshTab} />
          </Box>
          <Box component="main" sx={{ position: 'relative', flex: 1, minHeight: `calc(100vh - ${NAVBAR_HEIGHT + TAGS_HEIGHT}px)` }}>
            {tabs.map((tab) => (
              <TabPane
                key={`${tab.path}#${tab.instance}`}
                path={tab.path}
                fullPath={tab.fullPath}
                active={tab.path === path}
                route={routeOfPath(table, tab.path)}
                page={pageOf(tab.path)}
                onSearch={onSearch}
              />
            ))}
            {route || empty || menu === undefined ? null : (
              <Box sx={{ position: 'absolute', inset: 0, overflow: 'auto', p: 2 }}>
                <ConsoleNotFound />
              </Box>
            )}
            {children}
          </Box>
        </Box>
      </Box>
    </ConsoleContext.Provider>
  );
}

/** The shell with the console's SWR settings around it (the menu read included). */
export function ConsoleShellWithData(props: ConsoleShellProps) {
  return (
    <SWRConfig value={SWR_SETTINGS}>
      <ConsoleShell {...props} />
    </SWRConfig>
  );
}

function pageOf(path: string): ComponentType {
  return CONSOLE_PAGES[path]?.component ?? ConsoleNotFound;
}

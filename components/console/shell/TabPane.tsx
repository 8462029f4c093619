'use client';
/**
 * One kept-alive page (docs/storefront.md#console-shell: the main area keeps visited pages): mounted
 * while its tab is open, hidden while another tab is active, so its filters, scroll position and
 * unsaved form survive a switch. Its own scroll container remembers where it was.
 */
import { memo, Suspense, useLayoutEffect, useMemo, useRef, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { ConsoleRoute } from '@/lib/console/menu';
import { ConsoleTabContext, type ConsoleTabValue } from './context';

type TabPaneProps = {
  path: string;
  fullPath: string;
  active: boolean;
  route: ConsoleRoute | null;
  page: ComponentType;
  /** Changes the tab's query (see ConsoleTabValue.setSearch). */
  onSearch: (path: string, search: string, active: boolean) => void;
};

function searchOf(fullPath: string): string {
  const index = fullPath.indexOf('?');
  return index < 0 ? '' : fullPath.slice(index + 1);
}

export const TabPane = memo(function TabPane({ path, fullPath, active, route, page: Page, onSearch }: TabPaneProps) {
  const pane = useRef<HTMLDivElement>(null);
  const scrollTop = useRef(0);

  useLayoutEffect(() => {
    if (active && pane.current) pane.current.scrollTop = scrollTop.current;
  }, [active]);

  const search = searchOf(fullPath);
  // The query as last set: the router renders a change later (a transition), so a second change
  // made before that render (a search clicked right after choosing a type) builds on the first.
  const latest = useRef(search);
  useLayoutEffect(() => {
    latest.current = search;
  }, [search]);
  const value = useMemo<ConsoleTabValue>(
    () => ({
      path,
      search,
      active,
      route,
      setSearch: (next) => {
        latest.current = typeof next === 'function' ? next(latest.current) : next;
        onSearch(path, latest.current, active);
      },
    }),
    [path, search, active, route, onSearch],
  );

  return (
    <Box
      ref={pane}
      role="tabpanel"
      aria-label={route?.meta.title ?? '页面不存在'}
      data-console-page={path}
      onScroll={(event) => {
        if (active) scrollTop.current = event.currentTarget.scrollTop;
      }}
      sx={{ display: active ? 'block' : 'none', position: 'absolute', inset: 0, overflow: 'auto', p: 2 }}
    >
      <ConsoleTabContext.Provider value={value}>
        <Suspense fallback={<LinearProgress aria-label="页面加载中" />}>
          <Page />
        </Suspense>
      </ConsoleTabContext.Provider>
    </Box>
  );
});

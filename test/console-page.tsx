/**
 * Renders one console page as the shell hosts it (jest): who is logged in, the route table built
 * from a menu (its buttons decide usePermission), the page's own tab with its query, and a fresh
 * SWR cache. Pages that navigate need `next/navigation` mocked by the test.
 */
import { render } from '@testing-library/react';
import { useMemo, useState, type ComponentType } from 'react';
import { SWRConfig } from 'swr';
import type { MenuItem, SysUserInfo } from '@/contract/auth';
import { ConsoleContext, ConsoleTabContext } from '@/components/console/shell/context';
import { buildRouteTable, routeOfPath } from '@/lib/console/menu';

export const MERCHANT: SysUserInfo = { userId: '2', username: 'merchant', nickName: '云租优选店长', role: 'editor', storeId: '1', storeName: '云租优选旗舰店' };
export const ADMIN: SysUserInfo = { userId: '1', username: 'admin', nickName: '平台管理员', role: 'admin', storeId: null, storeName: null };

const item = (id: number, name: string, url: string, type: number, children: MenuItem[] = [], hidden = false): MenuItem => ({ id, name, url, icon: '', type, hidden, children });

/** A menu directory with its pages; `buttons[url]` are the permission keys each page grants. */
export function menuOf(pages: ReadonlyArray<{ url: string; name: string; hidden?: boolean; buttons?: readonly string[] }>): MenuItem[] {
  return [
    item(
      1,
      '目录',
      '/console/dir',
      0,
      pages.map((page, index) => item(10 + index * 10, page.name, page.url, 1, (page.buttons ?? []).map((key, at) => item(11 + index * 10 + at, key, key, 4)), page.hidden ?? false)),
    ),
  ];
}

type Options = { path: string; search?: string; menu: MenuItem[]; staff?: SysUserInfo };

export function renderConsolePage(Page: ComponentType, { path, search: initialSearch = '', menu, staff = MERCHANT }: Options) {
  const seen = { search: initialSearch };
  function Host() {
    const [search, setSearch] = useState(initialSearch);
    const table = useMemo(() => buildRouteTable(menu), []);
    const route = routeOfPath(table, path);
    const tab = useMemo(
      () => ({
        path,
        search,
        active: true,
        route,
        setSearch: (next: string) => {
          seen.search = next;
          setSearch(next);
        },
      }),
      [route, search],
    );
    return (
      <ConsoleContext.Provider value={{ staff, table }}>
        <ConsoleTabContext.Provider value={tab}>
          <Page />
        </ConsoleTabContext.Provider>
      </ConsoleContext.Provider>
    );
  }
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false, shouldRetryOnError: false }}>
      <Host />
    </SWRConfig>,
  );
  /** The tab's query as the page last set it. */
  const tabQuery = () => Object.fromEntries(new URLSearchParams(seen.search));
  return { ...view, tabQuery };
}

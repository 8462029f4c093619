/**
 * Console pages in jest: a page rendered inside the contexts the shell gives it (the staff member,
 * the route table built from a menu whose buttons decide usePermission, the page's own tab with its
 * query), on SWR's global cache as in the shell (refreshTable and refreshDict reach it), emptied
 * before each test. The dictionaries are answered from the seed's rows. Pages that navigate need
 * `next/navigation` mocked by the test.
 */
import { isValidElement, useMemo, useState, type ComponentType, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { cache, SWRGlobalState } from 'swr/_internal';
import { http, HttpResponse } from 'msw';
import type { MenuItem, SysUserInfo } from '@/contract/auth';
import { ConsoleContext, ConsoleTabContext, type ConsoleTabValue } from '@/components/console/shell/context';
import { buildRouteTable, routeOfPath } from '@/lib/console/menu';
import { DICT_ROWS } from '@/server/seed/data/dicts';
import { apiUrl, server } from '@/test/msw/server';

export const MERCHANT: SysUserInfo = { userId: '2', username: 'merchant', nickName: '云租优选店长', role: 'editor', storeId: '1', storeName: '云租优选旗舰店' };
export const ADMIN: SysUserInfo = { userId: '1', username: 'admin', nickName: '平台管理员', role: 'admin', storeId: null, storeName: null };

/** `GET system/dict/data/type/:dictType` as the product server answers it, from the seed. */
export const dictHandler = http.get(apiUrl('system/dict/data/type/:dictType'), ({ params }) =>
  HttpResponse.json({
    code: 200,
    msg: '操作成功',
    data: DICT_ROWS.filter((row) => row.dictType === params.dictType).map((row) => ({
      dictLabel: row.dictLabel,
      dictValue: row.dictValue,
      dictSort: row.dictSort ?? 0,
      ...(row.listClass ? { listClass: row.listClass } : {}),
    })),
  }),
);

export function answerDictionaries() {
  server.use(dictHandler);
}

const item = (id: number, name: string, url: string, type: number, children: MenuItem[] = [], hidden = false): MenuItem => ({ id, name, url, icon: '', type, hidden, children });

/** A menu directory with its pages; each page's `buttons` are the permission keys it grants. */
export function menuOf(pages: ReadonlyArray<{ url: string; name: string; hidden?: boolean; buttons?: readonly string[] }>): MenuItem[] {
  return [
    item(
      1,
      '目录',
      '/console/dir',
      0,
      pages.map((page, index) =>
        item(
          10 + index * 10,
          page.name,
          page.url,
          1,
          (page.buttons ?? []).map((key, at) => item(11 + index * 10 + at, key, key, 4)),
          page.hidden ?? false,
        ),
      ),
    ),
  ];
}

/** `menu` when the page's test needs several pages (links between them), else one page granting `buttons`. */
type Options = { path: string; search?: string; staff?: SysUserInfo; buttons?: readonly string[]; menu?: MenuItem[] };

/**
 * Each test starts on an empty cache. Not through `mutate`: a clearing mutation is newer than a
 * request still deduplicated from the previous test (categories, dictionaries keep theirs for
 * minutes), and SWR would throw that request's answer away: the page would never get its data.
 */
beforeEach(() => {
  const [, mutations, fetches, preloads] = SWRGlobalState.get(cache) ?? [];
  for (const key of [...cache.keys()]) {
    cache.delete(key);
    for (const state of [mutations, fetches, preloads]) if (state) delete state[key];
  }
});
// A change's refresh may still be on its way when a test ends: let it land before the next test empties the cache.
afterEach(() => new Promise((resolve) => setTimeout(resolve, 50)));

export function renderConsolePage(Page: ComponentType | ReactElement, { path, search: initialSearch = '', staff = MERCHANT, buttons = [], menu }: Options) {
  const table = buildRouteTable(menu ?? menuOf([{ url: path, name: '页面', buttons }]));
  const route = routeOfPath(table, path);
  const page = isValidElement(Page) ? Page : <Page />;
  const seen = { search: initialSearch };

  function Tab() {
    const [search, setSearch] = useState(initialSearch);
    const value = useMemo<ConsoleTabValue>(
      () => ({
        path,
        search,
        active: true,
        route,
        setSearch: (next) => {
          seen.search = typeof next === 'function' ? next(seen.search) : next;
          setSearch(seen.search);
        },
      }),
      [search],
    );
    return <ConsoleTabContext.Provider value={value}>{page}</ConsoleTabContext.Provider>;
  }

  const view = render(
    <SWRConfig value={{ dedupingInterval: 0, revalidateOnFocus: false, shouldRetryOnError: false }}>
      <ConsoleContext.Provider value={{ staff, table }}>
        <Tab />
      </ConsoleContext.Provider>
    </SWRConfig>,
  );
  /** The tab's query as the page last set it. */
  const tabQuery = () => Object.fromEntries(new URLSearchParams(seen.search));
  return { ...view, tabQuery };
}

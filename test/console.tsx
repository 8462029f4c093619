/**
 * Console pages in jest: a page rendered inside the contexts the shell gives it (the staff
 * member, the route table of a one-page menu with the given buttons, the tab and its own query),
 * with a fresh SWR cache, and the dictionaries answered from the seed's rows.
 */
import { useMemo, useState, type ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { mutate, SWRConfig } from 'swr';
import { http, HttpResponse } from 'msw';
import type { MenuItem, SysUserInfo } from '@/contract/auth';
import { ConsoleContext, ConsoleTabContext, type ConsoleTabValue } from '@/components/console/shell/context';
import { buildRouteTable } from '@/lib/console/menu';
import { DICT_ROWS } from '@/server/db/seed-data/dicts';
import { apiUrl } from '@/test/msw/server';

export const MERCHANT: SysUserInfo = { userId: '2', username: 'merchant', nickName: '云租优选店长', role: 'editor', storeId: '1', storeName: '云租优选旗舰店' };
export const ADMIN: SysUserInfo = { userId: '1', username: 'admin', nickName: '平台管理员', role: 'admin', storeId: null, storeName: null };

/** `GET system/dict/data/type/:dictType` as the product server answers it, from the seed. */
export const dictHandler = http.get(apiUrl('system/dict/data/type/:dictType'), ({ params }) =>
  HttpResponse.json({
    code: 200,
    msg: '操作成功',
    data: DICT_ROWS.filter((row) => row.dictType === params.dictType).map((row) => ({ dictLabel: row.dictLabel, dictValue: row.dictValue, dictSort: row.dictSort ?? 0, ...(row.listClass ? { listClass: row.listClass } : {}) })),
  }),
);

type Options = { path: string; buttons?: readonly string[]; staff?: SysUserInfo; search?: string };

// A page test clicks through a data grid, dialogs and drawers: on a shared, busy machine that takes
// seconds, not the defaults' one (waits) and five (a test).
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

/**
 * The pages refresh through SWR's global cache (refreshTable, refreshDict), as in the shell:
 * the tests share it, so it is emptied before each test.
 */
beforeEach(async () => {
  await mutate(() => true, undefined, { revalidate: false });
});
// A change's refresh may still be on its way when a test ends: let it land before the next test empties the cache.
afterEach(() => new Promise((resolve) => setTimeout(resolve, 50)));

export function renderConsolePage(page: ReactElement, { path, buttons = [], staff = MERCHANT, search = '' }: Options) {
  const menu: MenuItem[] = [
    { id: 1, name: '页面', url: path, icon: '', type: 1, hidden: false, children: buttons.map((key, index) => ({ id: 100 + index, name: key, url: key, icon: '', type: 4, hidden: false, children: [] })) },
  ];
  const table = buildRouteTable(menu);
  const route = table.routes.get(path) ?? null;
  const current = { search };

  function Tab() {
    const [tabSearch, setTabSearch] = useState(search);
    current.search = tabSearch;
    const value = useMemo<ConsoleTabValue>(() => ({ path, search: tabSearch, active: true, route, setSearch: setTabSearch }), [tabSearch]);
    return <ConsoleTabContext.Provider value={value}>{page}</ConsoleTabContext.Provider>;
  }

  const view = render(
    <SWRConfig value={{ dedupingInterval: 0, revalidateOnFocus: false }}>
      <ConsoleContext.Provider value={{ staff, table }}>
        <Tab />
      </ConsoleContext.Provider>
    </SWRConfig>,
  );
  /** The tab's query now (what the page wrote into its URL). */
  const query = () => Object.fromEntries(new URLSearchParams(current.search));
  return { ...view, query };
}

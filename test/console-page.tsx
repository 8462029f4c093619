/**
 * Renders one console page as the shell hosts it: the staff member, a route table from a menu
 * holding the page with the given buttons, the tab's own query, and a fresh SWR cache; the
 * dictionaries the platform pages show are answered by msw.
 */
import { render } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { SWRConfig } from 'swr';
import { http } from 'msw';
import type { DictEntry, MenuItem, SysUserInfo } from '@/contract/auth';
import { buildRouteTable, routeOfPath } from '@/lib/console/menu';
import { ok } from '@/test/msw/envelope';
import { apiUrl, server } from '@/test/msw/server';
import { ConsoleContext, ConsoleTabContext } from '@/components/console/shell/context';

export const ADMIN: SysUserInfo = { userId: '1', username: 'admin', nickName: '平台管理员', role: 'admin', storeId: null, storeName: null };

const entry = (dictValue: string, dictLabel: string, dictSort: number, listClass?: string): DictEntry => ({ dictValue, dictLabel, dictSort, ...(listClass ? { listClass } : {}) });

export const DICTS: Record<string, DictEntry[]> = {
  merchant_application_status: [entry('pending', '待处理', 1, 'warning'), entry('contacted', '已联系', 2), entry('approved', '已通过', 3, 'success'), entry('rejected', '已驳回', 4, 'danger'), entry('closed', '已关闭', 5)],
  store_status: [entry('open', '营业中', 1, 'success'), entry('closed', '已停业', 2, 'danger')],
  sys_user_role: [entry('admin', '平台管理员', 1, 'primary'), entry('editor', '商家员工', 2, 'info')],
  sys_normal_disable: [entry('0', '启用', 1, 'success'), entry('1', '停用', 2, 'danger')],
};

export function answerDictionaries() {
  server.use(http.get(apiUrl('system/dict/data/type/:type'), ({ params }) => ok(DICTS[String(params.type)] ?? [])));
}

type Options = { path: string; buttons?: readonly string[]; staff?: SysUserInfo; search?: string };

export function renderConsolePage(Page: ComponentType, { path, buttons = [], staff = ADMIN, search = '' }: Options) {
  const menu: MenuItem[] = [
    {
      id: 600,
      name: '平台管理',
      url: '/console/platform',
      icon: '',
      type: 0,
      hidden: false,
      children: [{ id: 610, name: '页面', url: path, icon: '', type: 1, hidden: false, children: buttons.map((key, index) => ({ id: 611 + index, name: key, url: key, icon: '', type: 4, hidden: false, children: [] })) }],
    },
  ];
  const table = buildRouteTable(menu);
  const route = routeOfPath(table, path);

  function Tab() {
    const [tabSearch, setSearch] = useState(search);
    return (
      <ConsoleTabContext.Provider value={{ path, search: tabSearch, active: true, route, setSearch }}>
        <Page />
      </ConsoleTabContext.Provider>
    );
  }

  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false }}>
      <ConsoleContext.Provider value={{ staff, table }}>
        <Tab />
      </ConsoleContext.Provider>
    </SWRConfig>,
  );
}

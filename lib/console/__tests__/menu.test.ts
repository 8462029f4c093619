/**
 * @jest-environment node
 */
import type { MenuItem } from '@/contract/auth';
import { MENU_ROWS } from '@/server/seed/data/menus';
import { activeMenuOf, affixRoutes, buildRouteTable, consolePageTitle, filterSidebar, hasPermission, isExternalLink, routeOfPath, type SidebarItem } from '@/lib/console/menu';

/** The menu a role gets from `auth/api/menus/sys/90`, nested the way the product server nests it. */
function menuOf(role: 'admin' | 'editor'): MenuItem[] {
  const rows = MENU_ROWS.filter((row) => row.roles.includes(role)).sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.id - b.id);
  const items = new Map<number, MenuItem>(
    rows.map((row) => [row.id, { id: row.id, name: row.name, url: row.url, icon: row.icon ?? '', type: row.type, hidden: row.hidden ?? false, children: [] }]),
  );
  const roots: MenuItem[] = [];
  for (const row of rows) {
    const item = items.get(row.id);
    if (!item) continue;
    if (row.parentId === null || row.parentId === undefined) roots.push(item);
    else items.get(row.parentId)?.children.push(item);
  }
  return roots;
}

const item = (id: number, name: string, url: string, type: number, children: MenuItem[] = [], hidden = false): MenuItem => ({ id, name, url, icon: '', type, hidden, children });
const titles = (items: readonly SidebarItem[]): unknown[] => items.map((entry) => (entry.kind === 'link' ? entry.title : { [entry.title]: titles(entry.children) }));

const admin = buildRouteTable(menuOf('admin'), (path) => (path === '/console/dashboard' ? { affix: true } : undefined));
const editor = buildRouteTable(menuOf('editor'));

test('type 4 buttons are never routes, whoever holds them', () => {
  for (const table of [admin, editor]) {
    for (const path of table.routes.keys()) expect([path, path.startsWith('/console/')]).toEqual([path, true]);
  }
  expect(routeOfPath(admin, 'order:ship')).toBeNull();
  expect(routeOfPath(admin, '*:*:*')).toBeNull();
  expect(routeOfPath(admin, '/console/orders')?.permissions).toEqual(['order:approve', 'order:ship', 'order:receive', 'order:complete', 'order:close', 'order:export']);
});

test('directories are not routes; hidden pages are routes but not in the side menu', () => {
  expect(routeOfPath(admin, '/console/catalog')).toBeNull();
  expect(routeOfPath(admin, '/console/goods/edit')?.meta.hidden).toBe(true);
  const flat = (items: readonly SidebarItem[]): string[] => items.flatMap((entry) => (entry.kind === 'link' ? [entry.path] : flat(entry.children)));
  expect(flat(admin.sidebar)).not.toContain('/console/goods/edit');
  expect(flat(admin.sidebar)).not.toContain('/console/orders/detail');
});

test('a hidden page lights up the list of its directory, and its breadcrumb names the directory', () => {
  const edit = routeOfPath(admin, '/console/goods/edit');
  expect(edit && activeMenuOf(edit)).toBe('/console/goods');
  const detail = routeOfPath(admin, '/console/orders/detail');
  expect(detail && activeMenuOf(detail)).toBe('/console/orders');
  expect(detail?.parents).toEqual(['订单管理']);
  const dicts = routeOfPath(admin, '/console/dicts');
  expect(dicts && activeMenuOf(dicts)).toBe('/console/dicts');
});

test('a directory with a single visible child is one link; with more it stays a directory; alwaysShow keeps it', () => {
  expect(titles(editor.sidebar)).toEqual([
    '工作台',
    '商品列表',
    { 订单管理: ['租赁订单', '账单管理'] },
    '设备管理',
    { 售后服务: ['服务申请', '发票申请'] },
    '店铺设置',
    '平台客服热线',
  ]);
  const always = buildRouteTable(menuOf('editor'), (path) => (path === '/console/catalog' ? { alwaysShow: true } : undefined));
  expect(titles(always.sidebar)[1]).toEqual({ 商品管理: ['商品列表'] });
});

test("a single visible child keeps its own icon, or takes its directory's", () => {
  const table = buildRouteTable([{ ...item(1, '目录', '/console/dir', 0, [item(2, '页面', '/console/page', 1)]), icon: 'goods' }]);
  expect(table.sidebar).toEqual([{ kind: 'link', key: '2', path: '/console/page', title: '页面', icon: 'goods', external: false }]);
});

test('external links (http:, https:, mailto:, tel:) open in a new tab and are never routes', () => {
  expect(['http://a.cn', 'https://a.cn', 'mailto:a@b.cn', 'tel:400-6050-766'].map(isExternalLink)).toEqual([true, true, true, true]);
  expect(['/console/x', 'javascript:alert(1)', 'ftp://a'].map(isExternalLink)).toEqual([false, false, false]);
  expect(editor.sidebar.at(-1)).toEqual({ kind: 'link', key: '800', path: 'tel:400-6050-766', title: '平台客服热线', icon: 'phone', external: true });
  expect(routeOfPath(editor, 'tel:400-6050-766')).toBeNull();
});

test("a merchant's menu has no platform page: the path is no route for them", () => {
  expect(routeOfPath(editor, '/console/dicts')).toBeNull();
  expect(routeOfPath(editor, '/console/audit')).toBeNull();
  expect(titles(editor.sidebar)).not.toContainEqual(expect.objectContaining({ 平台管理: expect.anything() }));
  expect(routeOfPath(admin, '/console/dicts')?.meta.title).toBe('字典管理');
  expect(routeOfPath(admin, '/console/dicts/')).not.toBeNull();
});

test("the search keeps entries whose title matches, and a directory's matching entries; an empty keyword restores everything", () => {
  expect(titles(filterSidebar(admin.sidebar, '字典'))).toEqual([{ 平台管理: ['字典管理'] }]);
  expect(titles(filterSidebar(admin.sidebar, '申请'))).toEqual([{ 售后服务: ['服务申请', '发票申请'] }, { 平台管理: ['入驻申请', '合作申请'] }]);
  expect(titles(filterSidebar(admin.sidebar, '订单管理'))).toEqual([{ 订单管理: ['租赁订单', '账单管理'] }]);
  expect(filterSidebar(admin.sidebar, '不存在的菜单')).toEqual([]);
  expect(filterSidebar(admin.sidebar, '  ')).toBe(admin.sidebar);
  expect(filterSidebar(admin.sidebar, '')).toBe(admin.sidebar);
});

test("a page's buttons grant its actions; a hidden page also has its list's; nothing else is granted", () => {
  const orders = routeOfPath(editor, '/console/orders');
  expect(hasPermission(editor, orders, 'order:ship')).toBe(true);
  expect(hasPermission(editor, orders, 'order:close')).toBe(false);
  expect(hasPermission(editor, orders, ['order:close', 'order:export'])).toBe(true);
  expect(hasPermission(editor, orders, 'goods:add')).toBe(false);
  expect(hasPermission(editor, routeOfPath(editor, '/console/orders/detail'), 'order:ship')).toBe(true);
  expect(hasPermission(editor, routeOfPath(editor, '/console/goods/edit'), 'goods:edit')).toBe(true);
  expect(hasPermission(editor, null, 'order:ship')).toBe(false);
  expect(hasPermission(editor, orders, '')).toBe(false);
});

test('*:*:* anywhere in the menu grants every button of every page, present and future', () => {
  expect(admin.allPermissions).toBe(true);
  expect(editor.allPermissions).toBe(false);
  expect(hasPermission(admin, routeOfPath(admin, '/console/dicts'), 'dict:edit')).toBe(true);
  expect(hasPermission(admin, routeOfPath(admin, '/console/audit'), 'some:future:key')).toBe(true);
  const nested = buildRouteTable([item(1, '目录', '/console/d', 0, [item(2, '页', '/console/p', 1, [item(3, '全部', '*:*:*', 4)])])]);
  expect(hasPermission(nested, routeOfPath(nested, '/console/p'), 'x:y')).toBe(true);
});

test('the registry gives the dashboard its affix; an empty menu is no permission at all', () => {
  expect(affixRoutes(admin).map((route) => route.path)).toEqual(['/console/dashboard']);
  expect(affixRoutes(editor)).toEqual([]);
  expect(buildRouteTable([]).empty).toBe(true);
  expect(buildRouteTable([item(800, '热线', 'tel:400-6050-766', 1)]).empty).toBe(true);
  expect(admin.empty).toBe(false);
});

test("a page's document title is its name in the caller's menu; a path the menu does not grant is 页面不存在", () => {
  expect(consolePageTitle(menuOf('admin'), '/console/dicts')).toBe('字典管理');
  expect(consolePageTitle(menuOf('admin'), '/console/orders/detail')).toBe('订单详情');
  expect(consolePageTitle(menuOf('editor'), '/console/dicts')).toBe('页面不存在');
  expect(consolePageTitle(null, '/console/dashboard')).toBe('页面不存在');
});

/**
 * @jest-environment node
 */
import { addView, closeView, keepGranted, refreshView, type TagView } from '@/lib/console/tags';

const view = (path: string, title: string, affix = false, fullPath = path): TagView => ({ path, fullPath, title, affix, instance: 0 });
const dashboard = view('/console/dashboard', '工作台', true);
const orders = view('/console/orders', '租赁订单', false, '/console/orders?status=2');
const dicts = view('/console/dicts', '字典管理');
const paths = (views: readonly TagView[]) => views.map((item) => item.path);

test('a visit opens a tab at the end; visiting it again keeps one tab and remembers the new URL', () => {
  const opened = addView(addView([dashboard], orders), dicts);
  expect(paths(opened)).toEqual(['/console/dashboard', '/console/orders', '/console/dicts']);
  const again = addView(opened, { path: '/console/orders', fullPath: '/console/orders?status=3&page=2', title: '租赁订单', affix: false });
  expect(paths(again)).toEqual(paths(opened));
  expect(again[1]?.fullPath).toBe('/console/orders?status=3&page=2');
});

test('affix tabs stay in front of the others', () => {
  expect(paths(addView([orders, dicts], dashboard))).toEqual(['/console/dashboard', '/console/orders', '/console/dicts']);
});

test('an affix tab does not close', () => {
  const result = closeView([dashboard, orders], '/console/dashboard', '/console/dashboard');
  expect(paths(result.views)).toEqual(['/console/dashboard', '/console/orders']);
  expect(result.next).toBeNull();
});

test('closing an inactive tab stays where one is', () => {
  const result = closeView([dashboard, orders, dicts], '/console/orders', '/console/dicts');
  expect(paths(result.views)).toEqual(['/console/dashboard', '/console/dicts']);
  expect(result.next).toBeNull();
});

test('closing the active tab goes to the last remaining tab, with its last URL', () => {
  const result = closeView([dashboard, orders, dicts], '/console/dicts', '/console/dicts');
  expect(result.next).toBe('/console/orders?status=2');
  expect(closeView([dashboard, dicts, orders], '/console/dicts', '/console/dicts').next).toBe('/console/orders?status=2');
});

test("closing the last tab goes to the console's root", () => {
  expect(closeView([dicts], '/console/dicts', '/console/dicts')).toEqual({ views: [], next: '/console' });
});

test('closing a tab that is not open changes nothing', () => {
  expect(closeView([dashboard], '/console/orders', '/console/dashboard')).toEqual({ views: [dashboard], next: null });
});

test("a refresh mounts only that tab's page anew", () => {
  const refreshed = refreshView([dashboard, orders, dicts], '/console/orders');
  expect(refreshed.map((item) => item.instance)).toEqual([0, 1, 0]);
  expect(refreshView(refreshed, '/console/orders')[1]?.instance).toBe(2);
});

test('tabs of pages the rebuilt menu no longer grants are dropped', () => {
  expect(paths(keepGranted([dashboard, orders, dicts], (path) => path !== '/console/dicts'))).toEqual(['/console/dashboard', '/console/orders']);
});

/**
 * The back office's shell (docs/storefront.md#console-shell): its own login and session, the menu-built
 * side menu with its search, the tab bar with its kept-alive pages, the mobile layout, the 401
 * question, and the two platform pages of the shell (字典管理, 操作日志).
 */
import { expect, test, type Page } from '@playwright/test';
import { CONSOLE_ADMIN, CONSOLE_MERCHANT, consoleReady, DEMO_PERSONAL, endSessionOnServer, logInAs, logInToConsole, openFromConsoleMenu, submitConsoleLogin } from './support';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: '侧边菜单' });
/** Both pages of the shell live in 平台管理. */
const openFromMenu = (page: Page, title: string) => openFromConsoleMenu(page, title, '平台管理');
const tab = (page: Page, title: string) => page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { name: title, exact: true });
const tabTitles = (page: Page) =>
  page
    .getByRole('tablist', { name: '已打开的页面' })
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.map((element) => element.getAttribute('aria-label')));

test('a guest is sent to the console login and, logged in (username trimmed), comes back to the page asked for', async ({ page }) => {
  await page.goto('/console/dicts?dictType=bill_status');
  await expect(page).toHaveURL('/console/login?redirect=%2Fconsole%2Fdicts%3FdictType%3Dbill_status');
  await expect(page).toHaveTitle('后台登录 - 一站式电脑租赁平台');
  await submitConsoleLogin(page, { username: `  ${CONSOLE_ADMIN.username} `, password: CONSOLE_ADMIN.password });
  await expect(page).toHaveURL('/console/dicts?dictType=bill_status');
  await consoleReady(page);
  await expect(page.getByRole('grid', { name: '字典数据' }).getByText('逾期')).toBeVisible();
  await expect(page).toHaveTitle('字典管理 - 一站式电脑租赁平台');
  await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('平台管理');
});

test("tabs: switching keeps each page's filters and unsaved input; close by icon and middle click; the workbench cannot close", async ({ page }) => {
  await logInToConsole(page, CONSOLE_ADMIN);
  await expect(tab(page, '工作台')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: '关闭工作台' })).toHaveCount(0);

  await openFromMenu(page, '字典管理');
  await expect(page).toHaveURL(/\/console\/dicts\?dictType=rental_order_status$/);
  await page
    .getByRole('list', { name: '字典类型' })
    .getByRole('button', { name: /^账单状态/ })
    .click();
  await page.getByRole('textbox', { name: '字典标签' }).fill('逾期');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL('/console/dicts?dictType=bill_status&dictLabel=%E9%80%BE%E6%9C%9F');
  await expect(page.getByRole('grid', { name: '字典数据' }).getByRole('row')).toHaveCount(2);

  await openFromMenu(page, '操作日志');
  await expect(page).toHaveURL(/\/console\/audit$/);
  await page.getByRole('textbox', { name: '操作人' }).fill('尚未搜索');
  expect(await tabTitles(page)).toEqual(['工作台', '字典管理', '操作日志']);

  await tab(page, '字典管理').click();
  await expect(page).toHaveURL('/console/dicts?dictType=bill_status&dictLabel=%E9%80%BE%E6%9C%9F');
  await expect(page.getByRole('textbox', { name: '字典标签' })).toHaveValue('逾期');
  await expect(page.getByRole('grid', { name: '字典数据' }).getByRole('row')).toHaveCount(2);
  await tab(page, '操作日志').click();
  await expect(page).toHaveURL(/\/console\/audit$/);
  await expect(page.getByRole('textbox', { name: '操作人' })).toHaveValue('尚未搜索');

  // The workbench ignores a middle click; an inactive tab closes by its icon without leaving the page.
  await tab(page, '工作台').click({ button: 'middle' });
  await page.getByRole('button', { name: '关闭字典管理' }).click();
  expect(await tabTitles(page)).toEqual(['工作台', '操作日志']);
  await expect(page).toHaveURL(/\/console\/audit$/);

  // Closing the active tab goes to the last remaining one.
  await openFromMenu(page, '字典管理');
  await expect(page).toHaveURL(/\/console\/dicts\?dictType=rental_order_status$/);
  await expect(page.getByRole('textbox', { name: '字典标签' })).toHaveValue('');
  await tab(page, '字典管理').click({ button: 'middle' });
  await expect(page).toHaveURL(/\/console\/audit$/);
  await tab(page, '操作日志').click({ button: 'middle' });
  await expect(page).toHaveURL('/console/dashboard');
  expect(await tabTitles(page)).toEqual(['工作台']);
});

test("刷新 in the tab's right-click menu (105 px wide) reloads that page alone: another tab keeps its unsaved filter", async ({ page }) => {
  await logInToConsole(page, CONSOLE_ADMIN, '/console/audit?action=dict');
  await expect(page.getByRole('textbox', { name: '操作类型' })).toHaveValue('dict');
  await page.getByRole('textbox', { name: '操作人' }).fill('刷新后消失');
  await openFromMenu(page, '字典管理');
  await page.getByRole('textbox', { name: '字典标签' }).fill('切换后保留');

  await tab(page, '操作日志').click({ button: 'right' });
  const menu = page.getByRole('menu', { name: '页签菜单' });
  await expect(menu.getByRole('menuitem')).toHaveText(['刷新']);
  await expect(page.locator('.MuiMenu-paper')).toHaveCSS('width', '105px');
  await menu.getByRole('menuitem', { name: '刷新' }).click();

  await expect(page).toHaveURL('/console/audit?action=dict');
  await expect(tab(page, '操作日志')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: '操作类型' })).toHaveValue('dict');
  await expect(page.getByRole('textbox', { name: '操作人' })).toHaveValue('');
  await tab(page, '字典管理').click();
  await expect(page.getByRole('textbox', { name: '字典标签' })).toHaveValue('切换后保留');
});

test('the menu search filters entries by title on Enter, and an empty box gives the whole menu back', async ({ page }) => {
  await logInToConsole(page, CONSOLE_ADMIN);
  const links = sideMenu(page).getByRole('list').first().getByRole('link');
  const all = await links.count();
  const search = page.getByRole('textbox', { name: '搜索菜单' });
  await search.fill('申请');
  await expect(links).toHaveCount(all);
  await search.press('Enter');
  await expect(links).toHaveText(['服务申请', '发票申请', '入驻申请', '合作申请']);
  await search.fill('');
  await search.press('Enter');
  await expect(links).toHaveCount(all);
  // The hotline is the merchants'; hidden pages (编辑商品, 订单详情) are never listed.
  await expect(sideMenu(page).getByRole('link', { name: '编辑商品' })).toHaveCount(0);
});

test('the sidebar collapses and opens again, its state kept in the sidebarStatus cookie', async ({ page, context }) => {
  await logInToConsole(page, CONSOLE_ADMIN);
  await page.getByRole('button', { name: '收起侧边栏' }).click();
  await expect(page.getByRole('textbox', { name: '搜索菜单' })).toHaveCount(0);
  expect((await context.cookies()).find((cookie) => cookie.name === 'sidebarStatus')?.value).toBe('0');
  await page.reload();
  await consoleReady(page);
  await expect(page.getByRole('button', { name: '展开侧边栏' })).toBeVisible();
  await expect(page.locator('[data-sidebar]')).toHaveAttribute('data-sidebar', 'collapsed');
  await page.getByRole('button', { name: '展开侧边栏' }).click();
  await expect(page.getByRole('textbox', { name: '搜索菜单' })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'sidebarStatus')?.value).toBe('1');
});

test.describe('below 992 px', () => {
  test.use({ viewport: { width: 900, height: 800 } });

  test('the sidebar is closed, opens over the page, and navigating closes it again', async ({ page }) => {
    await logInToConsole(page, CONSOLE_ADMIN);
    await expect(sideMenu(page)).toBeHidden();
    await page.getByRole('button', { name: '展开侧边栏' }).click();
    await expect(sideMenu(page)).toBeVisible();
    await openFromMenu(page, '操作日志');
    await expect(page).toHaveURL(/\/console\/audit$/);
    await expect(sideMenu(page)).toBeHidden();
    await expect(tab(page, '操作日志')).toHaveAttribute('aria-selected', 'true');
  });
});

test('a merchant has no 平台管理: its pages are the console 404 for them, and the product server refuses them too', async ({ page }) => {
  await logInToConsole(page, CONSOLE_MERCHANT);
  await expect(sideMenu(page).getByText('平台管理')).toHaveCount(0);
  await expect(sideMenu(page).getByRole('link', { name: '平台客服热线' })).toHaveAttribute('href', 'tel:400-6050-766');
  await expect(sideMenu(page).getByRole('link', { name: '平台客服热线' })).toHaveAttribute('target', '_blank');
  await expect(page.getByTestId('console-shop')).toHaveText('云租优选旗舰店');
  await page.goto('/console/dicts');
  await consoleReady(page);
  await expect(page.getByRole('alert').getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(page.getByRole('grid', { name: '字典数据' })).toHaveCount(0);
  const byHand = (await (await page.request.get('/prod-api/api/sys/dict/types')).json()) as { code: number; msg: string };
  expect(byHand).toEqual({ code: 403, msg: '当前操作没有权限' });
});

test('a console session ended on the server: the 401 question, then (the door having cleared the dead cookie) the next call logs out of the console alone and comes back afterwards', async ({
  page,
  context,
  request,
}) => {
  await logInAs(page, DEMO_PERSONAL);
  await logInToConsole(page, CONSOLE_ADMIN, '/console/audit');
  // The window's first focus reads the menu and the table again (with the session still there).
  await page.getByRole('textbox', { name: '操作人' }).click();
  await page.waitForLoadState('networkidle');
  await endSessionOnServer(request, context, 'console');

  await page.getByRole('textbox', { name: '操作人' }).fill('admin');
  await page.getByRole('button', { name: '搜索' }).click();
  const question = page.getByRole('dialog', { name: '系统提示' });
  await expect(question).toContainText('登录状态已过期，您可以继续留在该页面，或者重新登录');
  await question.getByRole('button', { name: '取消' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL('/console/audit?username=admin');

  // That answer cleared the dead cookie, so the next search is an HTTP 401: out of the console at once, no question.
  await page.getByRole('textbox', { name: '操作人' }).fill('merchant');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL('/console/login?redirect=%2Fconsole%2Faudit%3Fusername%3Dmerchant');
  expect((await context.cookies()).some((cookie) => cookie.name === 'zl-shop-Token')).toBe(true);

  await submitConsoleLogin(page, CONSOLE_ADMIN);
  await expect(page).toHaveURL('/console/audit?username=merchant');
  await expect(page.getByRole('textbox', { name: '操作人' })).toHaveValue('merchant');

  // Ended on the server once more; this time 重新登录.
  await page.waitForLoadState('networkidle');
  await endSessionOnServer(request, context, 'console');
  await page.getByRole('textbox', { name: '操作人' }).fill('admin');
  await page.getByRole('button', { name: '搜索' }).click();
  await question.getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL('/console/login?redirect=%2Fconsole%2Faudit%3Fusername%3Dadmin');
  expect((await context.cookies()).some((cookie) => cookie.name === 'zl-console-Token')).toBe(false);
  await page.goto('/myAccount');
  await expect(page.getByTestId('session-name')).toHaveText(DEMO_PERSONAL.name);
});

test('the console cookie gone mid-session (HTTP 401): logged out of the console at once, to its login, the customer session untouched', async ({ page, context }) => {
  await logInAs(page, DEMO_PERSONAL);
  await logInToConsole(page, CONSOLE_ADMIN, '/console/audit');
  await page.getByRole('textbox', { name: '操作人' }).click();
  await page.waitForLoadState('networkidle');
  await context.clearCookies({ name: 'zl-console-Token' });

  await page.getByRole('textbox', { name: '操作人' }).fill('admin');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL('/console/login?redirect=%2Fconsole%2Faudit%3Fusername%3Dadmin');
  await expect(page.getByRole('dialog', { name: '系统提示' })).toHaveCount(0);
  expect((await context.cookies()).some((cookie) => cookie.name === 'zl-shop-Token')).toBe(true);
});

test("退出登录 asks first, ends the console session and leaves the customer's", async ({ page, context }) => {
  await logInAs(page, DEMO_PERSONAL);
  await logInToConsole(page, CONSOLE_ADMIN);
  // Logged in, the login page forwards to where it would have sent them.
  await page.goto('/console/login?redirect=%2Fconsole%2Faudit');
  await expect(page).toHaveURL('/console/audit');
  await expect(page.getByRole('grid', { name: '操作日志' })).toBeVisible();
  await page.getByRole('button', { name: `${CONSOLE_ADMIN.nickName}的账户菜单` }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  const question = page.getByRole('dialog', { name: '提示' });
  await expect(question).toContainText('确定注销并退出系统吗？');
  await question.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL('/console/login');
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).toContain('zl-shop-Token');
  expect(names).not.toContain('zl-console-Token');
  await page.goto('/console/dashboard');
  await expect(page).toHaveURL('/console/login?redirect=%2Fconsole%2Fdashboard');
});

test('字典管理: the admin adds, edits and deletes an entry; the dictionary and the audit log follow', async ({ page }) => {
  await logInToConsole(page, CONSOLE_ADMIN, '/console/dicts?dictType=news_type');
  const grid = page.getByRole('grid', { name: '字典数据' });
  await expect(grid.getByText('采购资讯')).toBeVisible();

  await page.getByRole('button', { name: '新增' }).click();
  const form = page.getByRole('dialog', { name: '添加字典数据' });
  await form.getByRole('textbox', { name: '数据标签' }).fill('行业报告');
  await form.getByRole('textbox', { name: '数据键值' }).fill('report');
  await form.getByRole('spinbutton', { name: '显示排序' }).fill('3');
  await form.getByRole('combobox', { name: '回显样式' }).click();
  await page.getByRole('option', { name: '成功' }).click();
  await form.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: 'report' })).toContainText('行业报告');

  await page.getByRole('button', { name: '修改 行业报告' }).click();
  const edit = page.getByRole('dialog', { name: '修改字典数据' });
  await edit.getByRole('textbox', { name: '数据标签' }).fill('行业洞察');
  await edit.getByRole('button', { name: '确定' }).click();
  await expect(grid.getByRole('row').filter({ hasText: 'report' })).toContainText('行业洞察');
  const publicRead = (await (await page.request.get('/prod-api/system/dict/data/type/news_type')).json()) as { data: { dictLabel: string; listClass?: string }[] };
  expect(publicRead.data.at(-1)).toMatchObject({ dictLabel: '行业洞察', listClass: 'success' });

  await page.getByRole('button', { name: '删除 行业洞察' }).click();
  const question = page.getByRole('dialog', { name: '系统提示' });
  await expect(question).toContainText('是否确认删除字典标签为“行业洞察”的数据项？');
  await question.getByRole('button', { name: '确定' }).click();
  await expect(grid.getByText('行业洞察')).toHaveCount(0);

  await openFromMenu(page, '操作日志');
  const log = page.getByRole('grid', { name: '操作日志' });
  await expect(log.getByRole('row').nth(1)).toContainText('dict.remove');
  await expect(log.getByRole('row').nth(2)).toContainText('dict.edit');
  await expect(log.getByRole('row').nth(3)).toContainText('dict.add');
  await expect(log.getByRole('row').nth(3)).toContainText('资讯类型「行业报告」（report）');
  await page.getByRole('textbox', { name: '操作类型' }).fill('dict.edit');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL('/console/audit?action=dict.edit');
  await expect(log.getByRole('row').nth(1)).toContainText('标签 行业报告 → 行业洞察');
  for (const row of await log.getByRole('row').all()) await expect(row).toContainText(/dict\.edit|操作类型/);
});

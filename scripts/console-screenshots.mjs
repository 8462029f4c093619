// Screenshots of the back office (/console) for review and for the README:
//   node scripts/console-screenshots.mjs [baseUrl] [outDir]
// Against a running shop whose product server opens its development routes (the captcha answer
// comes from PRODUCT_API_URL/dev/captcha/latest, default http://127.0.0.1:8080: `npm run dev`, or
// DEV_OUTBOX=1). Logs in as the demo admin, leaves three audit rows (a dictionary entry added,
// edited and deleted through the door, as the page would), and takes each console page at 1440 px
// and the mobile layout at 900 px. A page added to the console adds a line to CONSOLE_PAGES.
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = process.argv[3] ?? 'docs/screenshots';
const productApi = process.env.PRODUCT_API_URL ?? 'http://127.0.0.1:8080';
const launch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--lang=zh-CN'],
  // The date inputs show the day in the browser's own language (the page's locale does not reach them).
  env: { ...process.env, LANG: 'zh_CN.UTF-8', LANGUAGE: 'zh_CN' },
};

/** [file name, path, what to wait for] of the console's pages, opened one after the other (each becomes a tab). */
const CONSOLE_PAGES = [
  ['console-orders', '/console/orders', '租赁订单'],
  ['console-bills', '/console/bills', '账单列表'],
  ['console-dicts', '/console/dicts?dictType=rental_order_status', '字典数据'],
  ['console-audit', '/console/audit', '操作日志'],
];

async function settled(page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.locator('.MuiDataGrid-overlay, [role="progressbar"]').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => {});
  await page.waitForTimeout(400);
}

async function logIn(page, account, { screenshot = false } = {}) {
  await page.goto(`${base}/console/login`);
  const picture = page.getByRole('img', { name: '验证码' });
  await picture.waitFor();
  await page.waitForFunction(() => document.querySelector('img[alt="验证码"]')?.getAttribute('data-uuid'));
  if (screenshot) await page.screenshot({ path: `${out}/console-login.png` });
  const uuid = await picture.getAttribute('data-uuid');
  const answer = await (await fetch(`${productApi}/dev/captcha/latest?uuid=${uuid}`)).json();
  await page.getByRole('textbox', { name: '账号' }).fill(account.username);
  await page.getByLabel('密码', { exact: true }).fill(account.password);
  await page.getByRole('textbox', { name: '验证码' }).fill(answer.data.text);
  await page.getByRole('button', { name: '登 录' }).click();
  await page.waitForURL(/\/console\/dashboard/);
  await settled(page);
}

/** Three audit rows, through the door with the page's own session, as 字典管理 makes them. */
async function someAuditRows(page) {
  const call = async (path, data) => {
    const answer = await (await page.request.post(`${base}/prod-api/${path}`, { data, headers: { origin: base } })).json();
    if (answer.code !== 200) throw new Error(`${path}: ${answer.msg}`);
    return answer.data;
  };
  const added = await call('api/sys/dict/data/add', { dictType: 'news_type', dictLabel: '行业报告', dictValue: `report_${Date.now() % 100000}`, dictSort: 3, listClass: 'success' });
  await call('api/sys/dict/data/edit', { id: added.id, dictLabel: '行业洞察', dictValue: added.dictValue, dictSort: 3, listClass: 'primary' });
  await call('api/sys/dict/data/remove', { id: added.id });
}

/** The order desk beyond its list: the ship and inspection dialogs, and one completed order's detail (the whole page). */
async function orderDeskShots(page) {
  const grid = page.getByRole('grid', { name: '租赁订单' });
  const dialogShot = async (tab, button, name, fill) => {
    await page.goto(`${base}/console/orders?status=${tab}`);
    await grid.waitFor();
    await settled(page);
    const action = grid.getByRole('button', { name: new RegExp(`^${button} ZL`) }).first();
    if (!(await action.count())) return console.warn(`[console-screenshots] no order to ${button}`);
    await action.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await settled(page);
    await fill(dialog);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/${name}.png` });
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    console.info(`[console-screenshots] ${name}`);
  };
  await dialogShot(2, '发货', 'console-orders-ship', async (dialog) => {
    await dialog.getByRole('button', { name: /按入库顺序选择设备$/ }).first().click();
    await dialog.getByRole('combobox', { name: '快递公司' }).first().click();
    await page.getByRole('option', { name: '顺丰速运' }).click();
    await dialog.getByRole('textbox', { name: '运单号' }).first().fill('SF1402231887699');
  });
  await dialogShot(5, '签收验机', 'console-orders-receive', async (dialog) => {
    await dialog.getByRole('radio', { name: '有损坏' }).check();
    await dialog.getByRole('textbox', { name: '损坏赔偿（元）' }).fill('200');
    await dialog.getByRole('textbox', { name: '损坏说明' }).fill('屏幕右下角碎裂，键盘 F 键缺失');
  });

  const answer = await (await page.request.post(`${base}/prod-api/api/sys/order/list`, { data: { page: 1, limit: 20, status: 7 }, headers: { origin: base } })).json();
  const orderNo = answer.rows?.[0]?.orderNo;
  if (!orderNo) return console.warn('[console-screenshots] no completed order for the detail');
  await page.goto(`${base}/console/orders?status=7`);
  await grid.waitFor();
  await settled(page);
  await grid.getByRole('link', { name: `详情 ${orderNo}` }).click();
  await page.getByRole('heading', { name: `订单 ${orderNo}` }).waitFor();
  await settled(page);
  await page.screenshot({ path: `${out}/console-order-detail.png` });
  // The whole detail: the main area scrolls inside the page, so the window is made as tall as it.
  const height = await page.locator('[data-console-page="/console/orders/detail"]').evaluate((pane) => pane.scrollHeight);
  await page.setViewportSize({ width: 1440, height: Math.min(6000, height + 140) });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/console-order-detail-full.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  console.info('[console-screenshots] console-order-detail');
}

const browser = await chromium.launch(launch);
try {
  const desktop = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  await logIn(desktop, { username: 'admin', password: 'Admin@2026' }, { screenshot: true });
  await someAuditRows(desktop);
  for (const [name, path, grid] of CONSOLE_PAGES) {
    // Through the side menu's link when it has one, so every page stays open as a tab.
    const link = desktop.getByRole('navigation', { name: '侧边菜单' }).locator(`a[href="${path.split('?')[0]}"]`);
    if (await link.count()) await link.first().click();
    else await desktop.goto(`${base}${path}`);
    await desktop.getByRole('grid', { name: grid }).waitFor();
    await settled(desktop);
    await desktop.screenshot({ path: `${out}/${name}.png` });
    console.info(`[console-screenshots] ${name}`);
  }
  await orderDeskShots(desktop);
  await desktop.getByRole('tab', { name: '工作台', exact: true }).click();
  await settled(desktop);
  await desktop.screenshot({ path: `${out}/console-dashboard.png` });

  // The merchant's own workbench (one shop's queues).
  const merchant = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  await logIn(merchant, { username: 'merchant', password: 'Merchant@2026' });
  await merchant.screenshot({ path: `${out}/console-dashboard-merchant.png` });
  console.info('[console-screenshots] console-dashboard-merchant');

  const mobile = await browser.newPage({ viewport: { width: 900, height: 800 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  await logIn(mobile, { username: 'admin', password: 'Admin@2026' });
  await mobile.goto(`${base}/console/dicts?dictType=bill_status`);
  await mobile.getByRole('grid', { name: '字典数据' }).waitFor();
  await settled(mobile);
  await mobile.screenshot({ path: `${out}/console-mobile.png` });
  await mobile.getByRole('button', { name: '展开侧边栏' }).click();
  await mobile.waitForTimeout(600);
  await mobile.screenshot({ path: `${out}/console-mobile-menu.png` });
  console.info('[console-screenshots] done');
} finally {
  await browser.close();
}

// Screenshots of the back office (/console) for review and for the README:
//   node --import tsx scripts/console-screenshots.mjs [baseUrl] [outDir]
// Against a running shop whose product server opens its development routes (the captcha answer
// comes from PRODUCT_API_URL/dev/captcha/latest, default http://127.0.0.1:8080: `npm run dev`, or
// DEV_OUTBOX=1). Logs in as the demo admin, leaves three audit rows (a dictionary entry added,
// edited and deleted through the door, as the page would), and takes each console page at 1440 px
// and the mobile layout at 900 px; then the editors with a record in them (goods, an article, a
// slide) and, as the demo merchant, 店铺设置. A page added to the console adds a line to
// CONSOLE_PAGES, a dialog or drawer worth seeing one to CONSOLE_DIALOGS.
import { chromium } from '@playwright/test';
// The product server's endpoints, each spelled once in the table (contract/endpoints/, TypeScript:
// hence tsx's loader on the command line).
// The table re-exports its areas (`export *`), which Node cannot list statically from a module tsx
// compiles to CommonJS, so the names are read from the namespace.
import endpointTable from '../contract/endpoints/index.ts';
import endpointDoors from '../contract/endpoint.ts';

const { ACCOUNT_API, CONSOLE_DICT_API, CONSOLE_ORDER_API, DEV_API, FILE_API, IDENTITY_API } = endpointTable;
const { doorUrl } = endpointDoors;

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = process.argv[3] ?? 'docs/screenshots';
const productApi = process.env.PRODUCT_API_URL ?? 'http://127.0.0.1:8080';
const launch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--lang=zh-CN'],
  // The date inputs show the day in the browser's own language (the page's locale does not reach them).
  env: { ...process.env, LANG: 'zh_CN.UTF-8', LANGUAGE: 'zh_CN' },
};

/**
 * [file name, path, what to wait for, a detail to open and take as `<name>-detail`] of the console's
 * pages, opened one after the other (each becomes a tab).
 */
const CONSOLE_PAGES = [
  ['console-applications', '/console/applications', '入驻申请'],
  ['console-cooperation', '/console/cooperation', '合作申请'],
  ['console-stores', '/console/stores', '店铺列表'],
  ['console-coupons', '/console/coupons', '优惠券模板'],
  [
    'console-devices',
    '/console/devices',
    '设备列表',
    (page) =>
      page
        .getByRole('button', { name: /^历史 / })
        .first()
        .click(),
  ],
  [
    'console-service',
    '/console/service',
    '服务申请',
    (page) =>
      page
        .getByRole('button', { name: /^处理 SR/ })
        .first()
        .click(),
  ],
  [
    'console-invoices',
    '/console/invoices',
    '发票申请',
    (page) =>
      page
        .getByRole('button', { name: /^详情 FP/ })
        .first()
        .click(),
  ],
  [
    'console-verifications',
    '/console/verifications',
    '认证申请',
    (page) =>
      page
        .getByRole('button', { name: /^审核 / })
        .first()
        .click(),
  ],
  ['console-qualifications', '/console/qualifications', '专票资质'],
  ['console-goods', '/console/goods', '商品列表'],
  ['console-news', '/console/news', '资讯列表'],
  ['console-carousel', '/console/carousel', '轮播图列表'],
  ['console-orders', '/console/orders', '租赁订单'],
  ['console-bills', '/console/bills', '账单列表'],
  ['console-dicts', '/console/dicts?dictType=rental_order_status', '字典数据'],
  ['console-users', '/console/users', '后台用户'],
  ['console-audit', '/console/audit', '操作日志'],
];

/**
 * [file name, page path, what opens it, the dialog or drawer it opens]: a page's dialogs and
 * drawers, each opened on the page's first row that offers it and closed again.
 */
const CONSOLE_DIALOGS = [
  ['console-applications-approve', '/console/applications', /^通过 /, '通过入驻申请'],
  ['console-applications-detail', '/console/applications', /^详情 /, '入驻申请详情'],
  ['console-stores-detail', '/console/stores', /^详情 /, '店铺详情'],
  ['console-coupons-edit', '/console/coupons', /^修改 /, '修改优惠券'],
  ['console-users-edit', '/console/users', /^修改 merchant$/, '修改用户'],
  // An invoice whose rent went back (the demo person's early return): its red-letter invoice recorded.
  ['console-invoices-red-letter', '/console/invoices', /^红冲 FP/, '登记红字发票'],
];

async function settled(page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page
    .locator('.MuiDataGrid-overlay, [role="progressbar"]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => {});
  await page.waitForTimeout(400);
}

async function logIn(page, account, { screenshot = false } = {}) {
  await page.goto(`${base}/console/login`);
  const picture = page.getByRole('img', { name: '验证码' });
  await picture.waitFor();
  await page.waitForFunction(() => document.querySelector('img[alt="验证码"]')?.getAttribute('data-uuid'));
  if (screenshot) await page.screenshot({ path: `${out}/console-login.png` });
  const uuid = await picture.getAttribute('data-uuid');
  const answer = await (await fetch(`${productApi}${DEV_API.latestCaptcha.path}?uuid=${uuid}`)).json();
  await page.getByRole('textbox', { name: '账号' }).fill(account.username);
  await page.getByLabel('密码', { exact: true }).fill(account.password);
  await page.getByRole('textbox', { name: '验证码' }).fill(answer.data.text);
  await page.getByRole('button', { name: '登 录' }).click();
  await page.waitForURL(/\/console\/dashboard/);
  await settled(page);
}

/** Three audit rows, through the door with the page's own session, as 字典管理 makes them. */
async function someAuditRows(page) {
  const call = async (target, data) => {
    const answer = await (await page.request.post(`${base}${doorUrl(target)}`, { data, headers: { origin: base } })).json();
    if (answer.code !== 200) throw new Error(`${target.path}: ${answer.msg}`);
    return answer.data;
  };
  const added = await call(CONSOLE_DICT_API.add, { dictType: 'news_type', dictLabel: '行业报告', dictValue: `report_${Date.now() % 100000}`, dictSort: 3, listClass: 'success' });
  await call(CONSOLE_DICT_API.edit, { id: added.id, dictLabel: '行业洞察', dictValue: added.dictValue, dictSort: 3, listClass: 'primary' });
  await call(CONSOLE_DICT_API.remove, { id: added.id });
}

/**
 * A company verification waiting in the platform's queue (企业认证 has work to show): a new company
 * account registered and sending its licence, through the product server as its pages would.
 * Additive: a new account of its own, nothing of the demo's changed.
 */
async function pendingVerification(browser) {
  const api = async ({ method, path }, { body, token, form, query } = {}) => {
    const headers = { ...(token ? { apiToken: token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) };
    const url = `${productApi}${path}${query ? `?${new URLSearchParams(query)}` : ''}`;
    const answer = await (await fetch(url, { method, headers, body: form ?? (body ? JSON.stringify(body) : undefined) })).json();
    if (answer.code !== 200) throw new Error(`${path}: ${answer.msg}`);
    return answer;
  };
  const phone = `137${String(Date.now()).slice(-8)}`;
  await api(ACCOUNT_API.sendSmsCode, { query: { phone, type: '1' } });
  const { data: sms } = await api(DEV_API.latestSms, { query: { phone } });
  const company = '杭州新叶数字科技有限公司';
  await api(ACCOUNT_API.register, { body: { accountType: 'company', phone, code: sms.code, passWord: 'Rent2026ok', cname: company, contactName: '王芳' } });
  const { token } = await api(ACCOUNT_API.loginByPassword, { body: { phone, passWord: 'Rent2026ok' } });
  // The licence: a drawn certificate, photographed by the browser.
  const drawing = await browser.newPage({ viewport: { width: 480, height: 340 } });
  await drawing.setContent(
    `<div style="margin:10px;height:300px;border:6px double #b71c1c;background:#fdf8ec;font:600 28px serif;text-align:center;padding-top:40px;box-sizing:border-box">营 业 执 照<div style="font:16px sans-serif;margin-top:28px;line-height:2">名称：${company}<br>类型：有限责任公司<br>法定代表人：王芳</div></div>`,
  );
  const picture = await drawing.screenshot();
  await drawing.close();
  const form = new FormData();
  form.set('purpose', 'licence');
  form.set('file', new Blob([picture], { type: 'image/png' }), 'licence.png');
  const { data: upload } = await api(FILE_API.upload, { token, form });
  // An early-style code whose check character fails: accepted with the warning the reviewer sees.
  await api(IDENTITY_API.submitCompany, { token, body: { companyName: company, creditCode: '91330100MA2H3K7X1A', legalPerson: '王芳', licenceKey: upload.key } });
}

/** The open tab's panel (the other tabs stay mounted, hidden). */
const panel = (page, title) => page.getByRole('tabpanel', { name: title });

/** The editors with a record in them: a demo goods item (its top, then its configurations), an article and a slide. */
async function editorsWithData(page) {
  // Through the side menu: a page opened by a full load (goto) closed the earlier tabs.
  await page.getByRole('navigation', { name: '侧边菜单' }).locator('a[href="/console/goods"]').click();
  await panel(page, '商品列表')
    .getByRole('button', { name: /^编辑 / })
    .first()
    .click();
  const editor = panel(page, '编辑商品');
  await editor.getByRole('heading', { name: /^编辑商品 · / }).waitFor();
  await settled(page);
  await page.screenshot({ path: `${out}/console-goods-edit.png` });
  for (const [section, file] of [
    ['商品详情', 'console-goods-edit-detail'],
    ['配置与租赁方案', 'console-goods-edit-skus'],
  ]) {
    await editor.getByRole('heading', { name: section, exact: true }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/${file}.png` });
  }
  console.info('[console-screenshots] console-goods-edit');

  // The news list starts with a draft without a cover: the second row is a published article.
  for (const [name, tab, path, dialogName, row] of [
    ['console-news-edit', '资讯管理', '/console/news', '编辑资讯', 1],
    ['console-carousel-edit', '轮播图', '/console/carousel', '编辑轮播图', 0],
  ]) {
    await page.goto(`${base}${path}`);
    await panel(page, tab)
      .getByRole('button', { name: /^编辑 / })
      .nth(row)
      .click();
    const dialog = page.getByRole('dialog', { name: dialogName });
    await dialog.waitFor();
    await settled(page);
    await page.screenshot({ path: `${out}/${name}.png` });
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    console.info(`[console-screenshots] ${name}`);
  }
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
    await dialog
      .getByRole('button', { name: /按入库顺序选择设备$/ })
      .first()
      .click();
    await dialog.getByRole('combobox', { name: '快递公司' }).first().click();
    await page.getByRole('option', { name: '顺丰速运' }).click();
    await dialog.getByRole('textbox', { name: '运单号' }).first().fill('SF1402231887699');
  });
  await dialogShot(5, '签收验机', 'console-orders-receive', async (dialog) => {
    await dialog.getByRole('radio', { name: '有损坏' }).check();
    await dialog.getByRole('textbox', { name: '损坏赔偿（元）' }).fill('200');
    await dialog.getByRole('textbox', { name: '损坏说明' }).fill('屏幕右下角碎裂，键盘 F 键缺失');
  });

  const answer = await (await page.request.post(`${base}${doorUrl(CONSOLE_ORDER_API.list)}`, { data: { page: 1, limit: 20, status: 7 }, headers: { origin: base } })).json();
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
  await pendingVerification(browser);
  for (const [name, path, grid, detail] of CONSOLE_PAGES) {
    // Through the side menu's link when it has one, so every page stays open as a tab.
    const link = desktop.getByRole('navigation', { name: '侧边菜单' }).locator(`a[href="${path.split('?')[0]}"]`);
    if (await link.count()) await link.first().click();
    else await desktop.goto(`${base}${path}`);
    await desktop.getByRole('grid', { name: grid }).waitFor();
    await settled(desktop);
    await desktop.screenshot({ path: `${out}/${name}.png` });
    console.info(`[console-screenshots] ${name}`);
    if (detail) {
      await detail(desktop);
      await desktop.getByRole('dialog').last().waitFor();
      await settled(desktop);
      await desktop.screenshot({ path: `${out}/${name}-detail.png` });
      await desktop.keyboard.press('Escape');
      await desktop
        .getByRole('dialog')
        .waitFor({ state: 'detached' })
        .catch(() => {});
      console.info(`[console-screenshots] ${name}-detail`);
    }
  }
  for (const [name, path, opener, title] of CONSOLE_DIALOGS) {
    // Its tab or its menu link when either is showing (the menu folds a group when another opens);
    // otherwise by address, which closes the other tabs.
    const opened = desktop
      .getByRole('tablist', { name: '已打开的页面' })
      .locator(`[data-path="${path}"]`)
      .or(desktop.getByRole('navigation', { name: '侧边菜单' }).locator(`a[href="${path}"]`));
    if (await opened.count()) await opened.first().click();
    else await desktop.goto(`${base}${path}`);
    await settled(desktop);
    await desktop.locator(`[data-console-page="${path}"]`).getByRole('button', { name: opener }).first().click();
    const dialog = desktop.getByRole('dialog', { name: title });
    await dialog.waitFor();
    await settled(desktop);
    await desktop.screenshot({ path: `${out}/${name}.png` });
    await desktop.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    console.info(`[console-screenshots] ${name}`);
  }
  await desktop.getByRole('tab', { name: '工作台', exact: true }).click();
  await settled(desktop);
  await desktop.screenshot({ path: `${out}/console-dashboard.png` });
  await editorsWithData(desktop);
  // Last of the admin's: it opens pages by address, which closes the tabs opened above.
  await orderDeskShots(desktop);

  const merchant = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  await logIn(merchant, { username: 'merchant', password: 'Merchant@2026' });
  // The merchant's own workbench (one shop's queues).
  await settled(merchant);
  await merchant.screenshot({ path: `${out}/console-dashboard-merchant.png` });
  console.info('[console-screenshots] console-dashboard-merchant');
  await merchant.getByRole('navigation', { name: '侧边菜单' }).locator('a[href="/console/shop"]').click();
  await merchant.getByRole('heading', { name: '云租优选旗舰店' }).waitFor();
  await settled(merchant);
  await merchant.screenshot({ path: `${out}/console-shop.png` });
  console.info('[console-screenshots] console-shop');

  // The merchant's password page needs no session.
  const visitor = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  await visitor.goto(`${base}/console/setPassword`);
  await settled(visitor);
  await visitor.screenshot({ path: `${out}/console-set-password.png` });
  await visitor.close();

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

import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { PRODUCT_API } from '../playwright.config';
import { DEMO_COMPANY, logInAs, rentNowAndSubmit } from './support';

/** The envelope the product server answers with. */
type Answer<T = unknown> = { code: number; msg?: string; token?: string; data?: T };

/** A real 64 × 48 PNG (a laptop screen with a stripe), so the thumbnail has something to show. */
function faultPhoto(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = ~0;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (~c >>> 0);
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const [width, height] = [64, 48];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, (_, x) => (x === 40 ? [240, 240, 240] : y < 6 || y > 41 ? [40, 44, 52] : [30, 90, 200])).flat())]),
  );
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

/** Rents the goods of /details?id=2 now and pays by balance: the order ends 待发货 (the risk check passes the demo customer). */
async function rentAndPay(page: Page): Promise<string> {
  const orderNo = await rentNowAndSubmit(page);
  await page.getByRole('button', { name: '余额支付' }).click();
  await expect(page).toHaveURL(new RegExp(`/orderFinish\\?orderNo=${orderNo}$`));
  return orderNo;
}

/**
 * ARRANGEMENT, NOT UNDER TEST: the merchant ships the order (2 → 3) through the product server's
 * development-only door (on with DEV_OUTBOX=1, as the e2e product server runs); the back office's
 * 发货 replaces it when it exists.
 */
async function shipForTest(request: APIRequestContext, orderNo: string): Promise<string> {
  const answer = (await (await request.post(`${PRODUCT_API}/dev/orders/${orderNo}/ship`, { data: {} })).json()) as Answer<{ devices: { serialNo: string }[] }>;
  expect(answer.code, answer.msg).toBe(200);
  const serialNo = answer.data?.devices[0]?.serialNo;
  expect(serialNo).toBeTruthy();
  return serialNo ?? '';
}

/** The platform's after-sales staff (admin) logs in to the back office's API, the captcha read from the development outbox. */
async function backOfficeToken(request: APIRequestContext): Promise<string> {
  const captcha = (await (await request.get(`${PRODUCT_API}/auth/api/captcha`)).json()) as Answer<{ uuid: string }>;
  const uuid = captcha.data?.uuid ?? '';
  const text = (await (await request.get(`${PRODUCT_API}/dev/captcha/latest?uuid=${uuid}`)).json()) as Answer<{ text: string }>;
  const login = (await (await request.post(`${PRODUCT_API}/auth/api/login/sys`, { data: { username: 'admin', password: 'Admin@2026', code: text.data?.text ?? '', uuid } })).json()) as Answer;
  expect(login.code, login.msg).toBe(200);
  return login.token ?? '';
}

async function backOffice(request: APIRequestContext, token: string, path: string, data: unknown): Promise<void> {
  const answer = (await (await request.post(`${PRODUCT_API}${path}`, { headers: { apiToken: token }, data })).json()) as Answer;
  expect(answer.code, answer.msg).toBe(200);
}

test('a company asks for a repair of a laptop with a photo, after-sales takes it up and replies, and the customer reads the reply', async ({ page, request }) => {
  await logInAs(page, DEMO_COMPANY);
  const orderNo = await rentAndPay(page);
  const serialNo = await shipForTest(request, orderNo);

  // The link /myOrderList and /myEquipment give opens the form with the order and the device (typed in lower case, kept upper case).
  await page.goto(`/returnAndReplaceAndRepair?orderNo=${orderNo}&serialNo=${serialNo.toLowerCase()}`);
  await expect(page.getByRole('heading', { name: '退换维修', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: '申请售后' });
  await expect(form.getByRole('combobox', { name: '订单' })).toContainText(orderNo);
  await expect(form.getByRole('textbox', { name: '设备序列号（选填）' })).toHaveValue(serialNo);
  await expect(form.getByRole('radio', { name: '维修' })).toBeChecked();
  await form.getByRole('combobox', { name: '申请原因' }).click();
  await page.getByRole('option', { name: '屏幕故障（花屏、坏点、漏光）' }).click();
  await form.getByRole('textbox', { name: '问题描述' }).fill('屏幕右侧出现一条白色竖线，外接显示器正常，重启后依旧。');
  await form.getByLabel('上传照片').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: faultPhoto() });
  await expect(form.getByAltText('照片 1')).toBeVisible();
  await form.getByRole('button', { name: '提交申请' }).click();

  const dialog = page.getByRole('dialog', { name: '售后申请详情' });
  await expect(dialog.getByText('待受理', { exact: true }).first()).toBeVisible();
  const serviceNo = ((await dialog.getByText(/^申请单号 SR\d{20}$/).textContent()) ?? '').replace('申请单号 ', '');
  expect(serviceNo).toMatch(/^SR\d{20}$/);
  // The photo is served to its owner through the door.
  const photo = dialog.getByAltText('故障照片 1');
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(page.getByRole('listitem', { name: `维修申请 ${serviceNo}` }).getByText('待受理')).toBeVisible();
  // The prefill is spent: a reload shows the list, not the form again.
  await expect(page).toHaveURL(/\/returnAndReplaceAndRepair$/);

  // After-sales (the platform: the demo goods may be any shop's) takes it up and answers, through the back office's API.
  const staff = await backOfficeToken(request);
  await backOffice(request, staff, '/api/sys/wService/status', { serviceNo, status: 1, remark: '工程师今天 18:00 前联系您' });
  await backOffice(request, staff, '/api/sys/wService/reply', { serviceNo, content: '您好，已安排顺丰明天上午上门取件寄修，3 个工作日内修复寄回。' });

  await page.reload();
  await expect(page.getByRole('form', { name: '申请售后' })).toHaveCount(0);
  const card = page.getByRole('listitem', { name: `维修申请 ${serviceNo}` });
  await expect(card.getByText('处理中')).toBeVisible();
  await expect(card.getByText('售后已回复 1 条')).toBeVisible();

  await card.getByRole('button', { name: `查看申请 ${serviceNo} 的详情` }).click();
  await expect(dialog.getByText('售后已受理')).toBeVisible();
  await expect(dialog.getByText('说明：工程师今天 18:00 前联系您')).toBeVisible();
  const reply = dialog.getByRole('listitem', { name: '平台客服（平台管理员）的留言' });
  await expect(reply).toContainText('您好，已安排顺丰明天上午上门取件寄修，3 个工作日内修复寄回。');
  await dialog.getByRole('textbox', { name: '补充留言' }).fill('好的，明天上午公司前台有人。');
  await dialog.getByRole('button', { name: '发送' }).click();
  await expect(dialog.getByRole('listitem', { name: '我的留言' })).toContainText('好的，明天上午公司前台有人。');
});

/**
 * The provider's side of the gateway journeys: how a customer pays on the provider's own page
 * (Alipay's cashier; WeChat Pay's QR code scanned by the phone, or its H5 page), and the
 * simulator's control API (test/gateways/<provider>/control.ts), read the same way for both:
 * whether the shop accepted a notification, the refunds that reached the simulator, replays and
 * forgeries.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { GATEWAY, SIMULATOR } from '../../playwright.gateways.config';

/** One refund request that reached the simulator (a repeat counts again), its amount in fen. */
export type RefundCall = { outTradeNo: string; refundNo: string; amount: number };

type Gateway = {
  /** The customer on the provider's page pays (the shop has just sent the browser there); answers the shop's trade number. */
  pay(page: Page): Promise<string>;
  /** The id of the provider's own notification of a paid trade, once the shop accepted it (else null). */
  acceptedPaidNotification(request: APIRequestContext, tradeNo: string): Promise<string | null>;
  /** Sends that notification again; answers whether the shop accepted it. */
  replay(request: APIRequestContext, id: string): Promise<boolean>;
  /** Sends a forgery for the trade; answers whether the shop accepted it. */
  forge(request: APIRequestContext, tradeNo: string, variant: string): Promise<boolean>;
  refunds(request: APIRequestContext): Promise<RefundCall[]>;
  /** The forgeries the simulator can send: the shop refuses each not signed with the provider's key, and none changes anything. */
  forgeries: ReadonlyArray<{ variant: string; signedByProvider: boolean }>;
};

const control = (path: string) => `${SIMULATOR}/__control/${path}`;

async function json<T>(answer: Promise<{ ok(): boolean; status(): number; json(): Promise<unknown> }>): Promise<T> {
  const response = await answer;
  expect(response.ok(), `the simulator answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

const fenOfYuan = (yuan: string) => {
  const [whole = '0', cents = ''] = yuan.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
};

type AlipayDelivery = { id: number; outTradeNo: string; kind: string; state: string; attempts: Array<{ status: number; body: string } | { error: string }> };
const alipayAccepted = (delivery: AlipayDelivery) => {
  const last = delivery.attempts.at(-1);
  return last !== undefined && 'status' in last && last.status === 200 && last.body === 'success';
};

const alipay: Gateway = {
  async pay(page) {
    await expect(page).toHaveURL(new RegExp(`^${SIMULATOR}/gateway\\.do\\?`));
    await expect(page.getByRole('heading', { name: '支付宝收银台（模拟）' })).toBeVisible();
    // The signed request names the trade in its biz_content, as Alipay's page reads it.
    const { out_trade_no: tradeNo } = JSON.parse(new URL(page.url()).searchParams.get('biz_content') ?? '{}') as { out_trade_no?: string };
    expect(tradeNo).toMatch(/^[0-9a-f]{32}$/);
    await page.getByRole('button', { name: '付款' }).click();
    return tradeNo ?? '';
  },
  async acceptedPaidNotification(request, tradeNo) {
    const deliveries = await json<AlipayDelivery[]>(request.get(control('notifications')));
    const found = deliveries.find((delivery) => delivery.outTradeNo === tradeNo && delivery.kind === 'paid' && delivery.state === 'accepted');
    return found ? String(found.id) : null;
  },
  replay: async (request, id) => alipayAccepted(await json<AlipayDelivery>(request.post(control(`replay/${id}`)))),
  forge: async (request, tradeNo, variant) => alipayAccepted(await json<AlipayDelivery>(request.post(control(`forge/${tradeNo}?variant=${variant}`)))),
  async refunds(request) {
    const calls = await json<Array<{ outTradeNo: string; outRequestNo: string; amount: string }>>(request.get(control('refunds')));
    return calls.map((call) => ({ outTradeNo: call.outTradeNo, refundNo: call.outRequestNo, amount: fenOfYuan(call.amount) }));
  },
  forgeries: [
    { variant: 'wrong-key', signedByProvider: false },
    { variant: 'tampered-amount-resigned-by-stranger', signedByProvider: false },
    { variant: 'tampered-amount-original-sign', signedByProvider: false },
    { variant: 'unsigned', signedByProvider: false },
    // Signed by Alipay (the simulator's key) but for another app: not ours to believe.
    { variant: 'other-app', signedByProvider: false },
    // Signed by Alipay: the shop asks Alipay, finds nothing to settle, and says so with `success`.
    { variant: 'tampered-amount-signed-by-alipay', signedByProvider: true },
    { variant: 'unknown-trade', signedByProvider: true },
  ],
};

type WechatReply = { status: number; body: string };
type WechatDelivery = { id: string; eventType: string; outTradeNo: string; forgery: string | null; replies: WechatReply[]; settled: boolean };
const wechatAccepted = (reply: WechatReply | undefined) => reply !== undefined && (reply.status === 200 || reply.status === 204);

const wechat: Gateway = {
  async pay(page) {
    await page.waitForURL((url) => url.pathname === '/payWechat' || url.origin === SIMULATOR);
    if (new URL(page.url()).origin === SIMULATOR) {
      // A phone: WeChat Pay's H5 page, whose way back names the shop's trade.
      await expect(page).toHaveURL(new RegExp(`^${SIMULATOR}/h5pay\\?`));
      const back = new URL(new URL(page.url()).searchParams.get('redirect_url') ?? '');
      await page.getByRole('button', { name: '付款' }).click();
      return back.searchParams.get('tradeNo') ?? '';
    }
    // A computer: the shop's QR code; the customer's phone scans it and pays there.
    const tradeNo = new URL(page.url()).searchParams.get('tradeNo') ?? '';
    const code = page.getByRole('img', { name: '微信支付二维码' });
    const codeUrl = (await code.getAttribute('data-code-url')) ?? '';
    expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    const phone = await page.context().newPage();
    try {
      await phone.goto(`${SIMULATOR}/scan?code_url=${encodeURIComponent(codeUrl)}`);
      await phone.getByRole('button', { name: '付款' }).click();
      await expect(phone.getByText('支付成功')).toBeVisible();
    } finally {
      await phone.close();
    }
    return tradeNo;
  },
  async acceptedPaidNotification(request, tradeNo) {
    const deliveries = await json<WechatDelivery[]>(request.get(control('notifications')));
    const found = deliveries.find(
      (delivery) => delivery.outTradeNo === tradeNo && delivery.eventType === 'TRANSACTION.SUCCESS' && delivery.forgery === null && wechatAccepted(delivery.replies.at(-1)),
    );
    return found?.id ?? null;
  },
  replay: async (request, id) => wechatAccepted(await json<WechatReply>(request.post(control(`notifications/${id}/replay`), { data: { exact: true } }))),
  forge: async (request, tradeNo, variant) => wechatAccepted(await json<WechatReply>(request.post(control('forge'), { data: { kind: variant, outTradeNo: tradeNo } }))),
  async refunds(request) {
    const refunds = await json<Array<{ outTradeNo: string; outRefundNo: string; refund: number; requests: number }>>(request.get(control('refunds')));
    return refunds.flatMap((refund) => Array.from({ length: refund.requests }, () => ({ outTradeNo: refund.outTradeNo, refundNo: refund.outRefundNo, amount: refund.refund })));
  },
  forgeries: [
    { variant: 'wrong-key', signedByProvider: false },
    { variant: 'tampered-amount', signedByProvider: false },
    { variant: 'tampered-amount-wrong-key', signedByProvider: false },
    { variant: 'unsigned', signedByProvider: false },
    { variant: 'stale', signedByProvider: false },
    { variant: 'foreign-merchant', signedByProvider: false },
    // Signed by WeChat Pay: the shop asks it, finds nothing to settle, and says so with 204.
    { variant: 'unknown-trade', signedByProvider: true },
  ],
};

export const gateway = { name: GATEWAY, ...(GATEWAY === 'wechat' ? wechat : alipay) };

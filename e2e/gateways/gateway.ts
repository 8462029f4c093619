/**
 * The provider's side of the gateway journeys: how a customer pays on the provider's own page
 * (Alipay's cashier; WeChat Pay's QR code scanned by the phone, or its H5 page), and the
 * simulator's control API (test/gateways/<provider>/control.ts): what it notified and what the shop
 * answered, the refunds it received, replays and forgeries.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { GATEWAY, SIMULATOR } from '../../playwright.gateways.config';

/** A notification the simulator sent, and the shop's answers to each try. */
export type Delivery = { id: number; outTradeNo: string; kind: string; state: string; attempts: Array<{ status: number; body: string } | { error: string }> };
/** A refund request that reached the simulator (repeats included), its amount in fen. */
export type RefundCall = { outTradeNo: string; refundNo: string; amount: number };

type Provider = {
  /** The customer on the provider's page pays (the shop has just sent the browser there); answers the shop's trade number. */
  pay(page: Page, on?: { phone: boolean }): Promise<string>;
  refunds(request: APIRequestContext): Promise<RefundCall[]>;
  /** The forgeries the simulator can send: the shop refuses each not signed with the provider's key, and none changes anything. */
  forgeries: ReadonlyArray<{ variant: string; signedByProvider: boolean }>;
  /** Whether the shop's last answer to a notification told the provider it was recorded. */
  accepted(delivery: Delivery): boolean;
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

const alipay: Provider = {
  async pay(page) {
    await expect(page).toHaveURL(new RegExp(`^${SIMULATOR}/gateway\\.do\\?`));
    await expect(page.getByRole('heading', { name: '支付宝收银台（模拟）' })).toBeVisible();
    // The signed request names the trade in its biz_content, as Alipay's page reads it.
    const { out_trade_no: tradeNo } = JSON.parse(new URL(page.url()).searchParams.get('biz_content') ?? '{}') as { out_trade_no?: string };
    expect(tradeNo).toMatch(/^[0-9a-f]{32}$/);
    await page.getByRole('button', { name: '付款' }).click();
    return tradeNo ?? '';
  },
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
  accepted(delivery) {
    const last = delivery.attempts.at(-1);
    return last !== undefined && 'status' in last && last.status === 200 && last.body === 'success';
  },
};

const PROVIDERS: Record<'alipay', Provider> = { alipay };

export const gateway = {
  name: GATEWAY,
  ...PROVIDERS[GATEWAY as 'alipay'],
  notifications: (request: APIRequestContext) => json<Delivery[]>(request.get(control('notifications'))),
  replay: (request: APIRequestContext, id: number) => json<Delivery>(request.post(control(`replay/${id}`))),
  forge: (request: APIRequestContext, tradeNo: string, variant: string) => json<Delivery>(request.post(control(`forge/${tradeNo}?variant=${variant}`))),
};

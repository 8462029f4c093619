/**
 * A client of the product server over real HTTP (fetch), for tests against the real process.
 * Calls reject when no answer arrives (connection refused, or cut by a kill).
 */
import assert from 'node:assert/strict';
import type { UserInfo } from '@/contract/auth';
import type { GoodsCard, GoodsDetail } from '@/contract/goods';
import type { RentalOrderView } from '@/contract/orders';

export type Answer<T> = { code: number; msg: string; data?: T; token?: string; rows?: T; total?: number };

/** One call. Rejects when no answer arrives (connection refused or cut by the kill). */
export async function call<T>(url: string, route: string, options: { token?: string; body?: unknown } = {}): Promise<Answer<T>> {
  const response = await fetch(`${url}${route}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(options.token ? { apiToken: options.token } : {}) },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return (await response.json()) as Answer<T>;
}

export async function login(url: string, phone: string, passWord: string): Promise<string> {
  const answer = await call<unknown>(url, '/api/register/reg/paLogin', { body: { phone, passWord } });
  assert.equal(answer.code, 200, `login of ${phone}: ${answer.msg}`);
  assert.ok(answer.token);
  return answer.token;
}

export async function balanceOf(url: string, token: string): Promise<number> {
  const answer = await call<UserInfo>(url, '/auth/api/info/token', { token, body: {} });
  assert.equal(answer.code, 200, answer.msg);
  return answer.data?.balance ?? Number.NaN;
}

export async function allOrders(url: string, token: string): Promise<Map<string, RentalOrderView>> {
  const found = new Map<string, RentalOrderView>();
  for (let page = 1; ; page += 1) {
    const answer = await call<RentalOrderView[]>(url, '/api/wOrder/dingD', { token, body: { page, limit: 50 } });
    assert.equal(answer.code, 200, answer.msg);
    for (const order of answer.rows ?? []) found.set(order.orderNo, order);
    if ((answer.rows ?? []).length < 50) break;
  }
  return found;
}

export type Sku = { goodsId: number; skuId: number; termMonths: number; monthlyRent: number; deposit: number };

/**
 * Cheap SKUs anyone may rent (not procurement-only goods) with plenty of stock, each on its
 * longest (cheapest) term, so the demo balances pay for many orders; never the SKU `except` (a
 * load's own). Read over HTTP, as a storefront would.
 */
export async function cheapSkus(url: string, count: number, except = 0): Promise<Sku[]> {
  const cards = await call<GoodsCard[]>(url, '/api/wGoods/search?sort=priceAsc&limit=30');
  const skus: Sku[] = [];
  for (const card of cards.rows ?? []) {
    if (card.zones.every((zone) => zone === 'procurement')) continue;
    const detail = await call<GoodsDetail>(url, '/api/wGoods/productDetails', { body: { id: card.id } });
    for (const sku of detail.data?.skus ?? []) {
      const plan = sku.plans.at(-1);
      if (plan && sku.stock >= 40 && sku.id !== except)
        skus.push({ goodsId: card.id, skuId: sku.id, termMonths: plan.termMonths, monthlyRent: plan.monthlyRent, deposit: sku.deposit });
    }
    if (skus.length >= count) break;
  }
  assert.ok(skus.length >= Math.min(count, 2), 'the demo catalogue has cheap rentable SKUs');
  return skus.slice(0, count);
}

/**
 * A client of the product server over real HTTP (fetch), for tests against the real process.
 * Calls reject when no answer arrives (connection refused, or cut by a kill).
 */
import assert from 'node:assert/strict';
import type { UserInfo } from '@/contract/auth';
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

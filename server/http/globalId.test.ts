import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Hono } from 'hono';
import { z } from 'zod';
import { ownGlobalId, type GlobalIdVariables } from './globalId';
import { jsonBody, queryOf } from './validate';

const MINE = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const withGlobalId = z.strictObject({ quanJuId: z.string().optional() });

/** The middleware behind a stand-in for requireCustomer, on all three places a GlobalId travels. */
function app(): Hono<GlobalIdVariables> {
  const routes = new Hono<GlobalIdVariables>();
  routes.use('*', async (c, next) => {
    c.set('customer', { globalId: MINE });
    await next();
  });
  routes.get('/query', queryOf(withGlobalId), ownGlobalId('query'), (c) => c.json({ code: 200 }));
  routes.post('/body', jsonBody(withGlobalId), ownGlobalId('json'), (c) => c.json({ code: 200 }));
  routes.get('/path/:userId', ownGlobalId({ param: 'userId' }), (c) => c.json({ code: 200 }));
  return routes;
}

async function answer(path: string, body?: unknown): Promise<{ status: number; code: number; msg?: string }> {
  const response = await app().request(path, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) });
  const json = (await response.json()) as { code: number; msg?: string };
  return { status: response.status, ...json };
}

test("another account's GlobalId answers as an expired session, in the query, the body or the path", async () => {
  const stale = { status: 200, code: 401, msg: '登录状态已过期，请重新登录' };
  assert.deepEqual(await answer('/query?quanJuId=someone-else'), stale);
  assert.deepEqual(await answer('/body', { quanJuId: 'someone-else' }), stale);
  assert.deepEqual(await answer('/path/someone-else'), stale);
});

test("the session's own GlobalId, an empty one or none passes to the route", async () => {
  for (const path of [`/query?quanJuId=${MINE}`, '/query?quanJuId=', '/query', `/path/${MINE}`]) {
    assert.equal((await answer(path)).code, 200, path);
  }
  for (const body of [{ quanJuId: MINE }, { quanJuId: '' }, {}]) {
    assert.equal((await answer('/body', body)).code, 200, JSON.stringify(body));
  }
});

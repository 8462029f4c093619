/**
 * @jest-environment node
 */
import { checkRevalidationRequest } from '@/lib/cache-control/revalidation';

const SECRET = 's3cret-value';

function ask(secret: string | undefined, authorization: string | null, body: string) {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (authorization !== null) headers.set('authorization', authorization);
  return checkRevalidationRequest(secret, new Request('http://shop.test/revalidate', { method: 'POST', headers, body }));
}

test('without a configured secret the endpoint does not exist', async () => {
  await expect(ask(undefined, `Bearer ${SECRET}`, '{"tags":["goods"]}')).resolves.toMatchObject({ ok: false, status: 404 });
});

test('a wrong or missing secret is refused', async () => {
  await expect(ask(SECRET, null, '{"tags":["goods"]}')).resolves.toMatchObject({ ok: false, status: 401 });
  await expect(ask(SECRET, 'Bearer s3cret-valuf', '{"tags":["goods"]}')).resolves.toMatchObject({ ok: false, status: 401 });
  await expect(ask(SECRET, SECRET, '{"tags":["goods"]}')).resolves.toMatchObject({ ok: false, status: 401 });
});

test('known tags and one item of a kind are accepted, once each', async () => {
  await expect(ask(SECRET, `Bearer ${SECRET}`, '{"tags":["goods","goods:12","news:3","goods"]}')).resolves.toEqual({
    ok: true,
    tags: ['goods', 'goods:12', 'news:3'],
  });
});

test('unknown tags, bad JSON and empty lists get a Chinese reason', async () => {
  await expect(ask(SECRET, `Bearer ${SECRET}`, '{"tags":["orders"]}')).resolves.toMatchObject({ ok: false, msg: '缓存标签不正确' });
  await expect(ask(SECRET, `Bearer ${SECRET}`, '{"tags":["goods:0"]}')).resolves.toMatchObject({ ok: false, msg: '缓存标签不正确' });
  await expect(ask(SECRET, `Bearer ${SECRET}`, '{tags')).resolves.toMatchObject({ ok: false, msg: '请求内容不是有效的 JSON' });
  await expect(ask(SECRET, `Bearer ${SECRET}`, '{"tags":[]}')).resolves.toMatchObject({ ok: false, msg: '请提供缓存标签列表（tags）' });
});

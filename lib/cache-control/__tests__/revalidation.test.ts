/**
 * @jest-environment node
 */
import { checkRevalidationRequest } from '@/lib/cache-control/revalidation';

const SECRET = 's3cret-value';

test('without a configured secret the endpoint does not exist', () => {
  expect(checkRevalidationRequest(undefined, `Bearer ${SECRET}`, '{"tags":["goods"]}')).toMatchObject({ ok: false, status: 404 });
});

test('a wrong or missing secret is refused', () => {
  expect(checkRevalidationRequest(SECRET, null, '{"tags":["goods"]}')).toMatchObject({ ok: false, status: 401 });
  expect(checkRevalidationRequest(SECRET, 'Bearer s3cret-valuf', '{"tags":["goods"]}')).toMatchObject({ ok: false, status: 401 });
  expect(checkRevalidationRequest(SECRET, SECRET, '{"tags":["goods"]}')).toMatchObject({ ok: false, status: 401 });
});

test('known tags and one item of a kind are accepted, once each', () => {
  expect(checkRevalidationRequest(SECRET, `Bearer ${SECRET}`, '{"tags":["goods","goods:12","news:3","goods"]}')).toEqual({
    ok: true,
    tags: ['goods', 'goods:12', 'news:3'],
  });
});

test('unknown tags, bad JSON and empty lists get a Chinese reason', () => {
  expect(checkRevalidationRequest(SECRET, `Bearer ${SECRET}`, '{"tags":["orders"]}')).toMatchObject({ ok: false, msg: '缓存标签不正确' });
  expect(checkRevalidationRequest(SECRET, `Bearer ${SECRET}`, '{"tags":["goods:0"]}')).toMatchObject({ ok: false, msg: '缓存标签不正确' });
  expect(checkRevalidationRequest(SECRET, `Bearer ${SECRET}`, '{tags')).toMatchObject({ ok: false, msg: '请求内容不是有效的 JSON' });
  expect(checkRevalidationRequest(SECRET, `Bearer ${SECRET}`, '{"tags":[]}')).toMatchObject({ ok: false, msg: '请提供缓存标签列表（tags）' });
});

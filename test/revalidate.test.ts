/**
 * @jest-environment node
 */
/**
 * POST /revalidate as a stranger and as the secret's holder try it: the secret is checked before
 * a byte of the body is read, and the holder's body is cut at 64 KiB.
 */
import { revalidateTag } from 'next/cache';
import { NextRequest } from 'next/server';
import { POST } from '@/app/revalidate/route';
import { CHUNK_BYTES as CHUNK, chunkedBody } from '@/test/chunkedBody';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

const SECRET = 'revalidation-secret-for-tests';
const KIB = 1024;
const LIMIT = 64 * KIB;

beforeEach(() => {
  process.env.REVALIDATE_SECRET = SECRET;
});

afterEach(() => {
  delete process.env.REVALIDATE_SECRET;
});

function revalidate(body: BodyInit, headers: Record<string, string> = {}) {
  return POST(
    new NextRequest('http://shop.test/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    }),
  );
}

const holder = { authorization: `Bearer ${SECRET}` };

test('a stranger who sends 120 MiB is answered 401 and not a chunk of it is read', async () => {
  const strangers: Record<string, string>[] = [{}, { authorization: 'Bearer not-the-secret' }];
  for (const headers of strangers) {
    const { stream, state } = chunkedBody(120 * KIB * KIB);
    const response = await revalidate(stream, headers);
    expect({ status: response.status, body: await response.json(), pulled: state.pulled }).toEqual({
      status: 401,
      body: { code: 401, msg: '认证失败，无法访问系统资源' },
      pulled: 0,
    });
  }
  expect(revalidateTag).not.toHaveBeenCalled();
});

test("the secret's holder gets 413 for a body over 64 KiB, read no further than the limit", async () => {
  const { stream, state } = chunkedBody(120 * KIB * KIB);
  const response = await revalidate(stream, holder);
  expect({ status: response.status, body: await response.json() }).toEqual({ status: 413, body: { code: 500, msg: '请求内容过大' } });
  expect(state.pulled).toBeLessThanOrEqual(LIMIT + CHUNK);
  expect(state.cancelled).toBe(true);

  const declared = chunkedBody(LIMIT + 1);
  const refused = await revalidate(declared.stream, { ...holder, 'content-length': String(LIMIT + 1) });
  expect([refused.status, declared.state.pulled]).toEqual([413, 0]);
  expect(revalidateTag).not.toHaveBeenCalled();
});

test("the secret's holder revalidates the tags named in a body of up to 64 KiB", async () => {
  const tags = '{"tags":["goods","news:3"]}';
  const response = await revalidate(tags.padEnd(LIMIT, ' '), holder);
  expect({ status: response.status, body: await response.json() }).toEqual({ status: 200, body: { code: 200, msg: '操作成功', data: { revalidated: ['goods', 'news:3'] } } });
  expect(jest.mocked(revalidateTag).mock.calls).toEqual([
    ['goods', { expire: 0 }],
    ['news:3', { expire: 0 }],
  ]);
  expect((await revalidate(tags.padEnd(LIMIT + 1, ' '), holder)).status).toBe(413);
});

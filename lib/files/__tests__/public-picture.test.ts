/**
 * @jest-environment node
 */
import { publicPicture } from '@/lib/files/public-picture';

const KEY = `${'0123456789abcdef'.repeat(2)}.png`;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function answering(response: Response) {
  const calls: string[] = [];
  const fetcher = (async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return response;
  }) as typeof fetch;
  return { calls, fetcher };
}

test('a public picture is read from the product server and kept by browsers for a year, as an image that cannot run', async () => {
  const { calls, fetcher } = answering(new Response(PNG, { headers: { 'content-type': 'image/png' } }));
  const response = await publicPicture(KEY, fetcher);
  expect(calls).toEqual([`http://127.0.0.1:8080/api/file/public/${KEY}`]);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-security-policy')).toContain('sandbox');
  expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
});

test('a name that is no upload key never reaches the product server', async () => {
  for (const name of ['../api/sys/file/x.png', 'x.svg', `${'A'.repeat(32)}.png`, `${'a'.repeat(32)}.gif`, '']) {
    const { calls, fetcher } = answering(new Response(PNG, { headers: { 'content-type': 'image/png' } }));
    expect((await publicPicture(name, fetcher)).status).toBe(404);
    expect(calls).toEqual([]);
  }
});

test("the product server's refusal (a private photo, an unknown key) is a 404 kept a minute, never its envelope", async () => {
  const { fetcher } = answering(Response.json({ code: 404, msg: '访问资源不存在' }));
  const response = await publicPicture(KEY, fetcher);
  expect(response.status).toBe(404);
  expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  expect(await response.text()).toBe('Not found');
});

test('an unreachable product server is a 503 nobody keeps', async () => {
  const fetcher = (async () => {
    throw new TypeError('fetch failed');
  }) as typeof fetch;
  const response = await publicPicture(KEY, fetcher);
  expect(response.status).toBe(503);
  expect(response.headers.get('cache-control')).toBe('no-store');
});

/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';
import { GET } from '@/app/unavailable/route';
import { unavailableUrlFor } from '@/lib/routes';

const visit = (url: string) => GET(new NextRequest(`http://shop.test${url}`, { headers: { cookie: 'zl-shop-Token=t1' } }));

test('the retry page answers HTTP 503 in Chinese with a 重试 link back to the page, and keeps the session cookie', async () => {
  const response = visit(unavailableUrlFor('/shopCar?from=cart'));
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(response.headers.getSetCookie()).toEqual([]);
  const html = await response.text();
  expect(html).toContain('服务暂时不可用，请稍后重试');
  expect(html).toContain('<a class="primary" href="/shopCar?from=cart">重试</a>');
  expect(html).not.toContain('<script');
});

test('a retry link pointed at another site, a public page or markup goes to the home page instead', async () => {
  for (const path of ['//evil.example/shopCar', '/\\evil.example', 'https://evil.example/shopCar', '/Homepage', '/nowhere', '/shopCar/../login']) {
    const html = await visit(unavailableUrlFor(path)).text();
    expect([path, html.match(/href="([^"]*)">重试/)?.[1]]).toEqual([path, '/Homepage']);
  }
  const html = await visit(unavailableUrlFor('/shopCar?x="><script>alert(1)</script>')).text();
  expect(html).not.toContain('<script>alert');
});

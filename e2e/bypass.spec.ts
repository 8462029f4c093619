/**
 * Middleware bypass: the middleware only routes, so every login-only page must hold on its own
 * whatever the request claims to be (a middleware subrequest, an RSC or prefetch fetch, a data
 * route) and whatever cookie it forges. Each answer is read whole, headers included, for the demo
 * customer's data. Plain HTTP from Node (no browser): the requests a script would send.
 */
import { readFileSync } from 'node:fs';
import { test, expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { LOGIN_ONLY_ROUTES } from '../lib/routes';
import { STORE } from '../playwright.config';
import { DEMO_PERSONAL } from './support';

const ROUTES = [...LOGIN_ONLY_ROUTES, '/redirect/myAccount'];

/** What would give the demo customer away: phone, name, balance (¥50,000.00), and their order numbers once known. */
const customerData = ['13800138000', DEMO_PERSONAL.name, '50000', '50,000'];

const COOKIES = {
  none: undefined,
  forged: 'zl-shop-Token=forged0000000000000000000000000000',
  'forged __Host-': '__Host-zl-shop-Token=forged0000000000000000000000000000',
} as const;

const STATE_TREE = encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }, null, null, true]));
const HEADER_VARIANTS: Record<string, Record<string, string>> = {
  plain: {},
  'x-middleware-subrequest middleware': { 'x-middleware-subrequest': 'middleware' },
  'x-middleware-subrequest ×5': { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
  'x-middleware-subrequest src/middleware': { 'x-middleware-subrequest': 'src/middleware' },
  'x-middleware-subrequest src/middleware ×5': { 'x-middleware-subrequest': 'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware' },
  'x-middleware-subrequest pages/_middleware': { 'x-middleware-subrequest': 'pages/_middleware' },
  'RSC: 1': { RSC: '1' },
  'RSC prefetch': { RSC: '1', 'Next-Router-Prefetch': '1' },
  'RSC segment prefetch': { RSC: '1', 'Next-Router-Prefetch': '1', 'Next-Router-Segment-Prefetch': '/_tree' },
  'RSC state tree': { RSC: '1', 'Next-Router-State-Tree': STATE_TREE },
  'Next-Router-Prefetch alone': { 'Next-Router-Prefetch': '1' },
};

const buildId = () => readFileSync('.next/BUILD_ID', 'utf8').trim();
const PATH_VARIANTS: Record<string, (route: string) => string> = {
  '?_rsc=': (route) => `${route}?_rsc=x`,
  '.rsc': (route) => `${route}.rsc`,
  '.prefetch.rsc': (route) => `${route}.prefetch.rsc`,
  '/_next/data': (route) => `/_next/data/${buildId()}${route}.json`,
  'trailing slash': (route) => `${route}/`,
  'encoded first letter': (route) => `/%${route.charCodeAt(1).toString(16)}${route.slice(2)}`,
  'index.html': (route) => `${route}/index.html`,
};

type Probe = { path: string; method: string; headers: Record<string, string>; label: string };

/** The answer in full: status line, every header, every byte of the body. */
async function fetchWhole({ path, method, headers }: Probe): Promise<{ status: number; text: string }> {
  const response = await fetch(`${STORE}${path}`, { method, headers, redirect: 'manual' });
  const body = method === 'HEAD' ? '' : Buffer.from(await response.arrayBuffer()).toString('utf8');
  const head = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
  return { status: response.status, text: `${head}\n\n${body}` };
}

/** Every probe, a few at a time (two cores), each answer checked for the customer's data. */
async function expectNoCustomerData(probes: Probe[]): Promise<void> {
  const leaks: string[] = [];
  for (let start = 0; start < probes.length; start += 6) {
    await Promise.all(
      probes.slice(start, start + 6).map(async (probe) => {
        const { status, text } = await fetchWhole(probe);
        const found = customerData.filter((value) => text.includes(value));
        if (found.length > 0) leaks.push(`${probe.label}: ${found.join(', ')}`);
        if (status >= 500) leaks.push(`${probe.label}: HTTP ${status}`);
      }),
    );
  }
  expect(leaks).toEqual([]);
}

function probes(cookie: string | undefined, variants: Array<{ label: string; path: (route: string) => string; method?: string; headers?: Record<string, string> }>): Probe[] {
  return ROUTES.flatMap((route) =>
    variants.map((variant) => ({
      path: variant.path(route),
      method: variant.method ?? 'GET',
      headers: { ...(variant.headers ?? {}), ...(cookie ? { cookie } : {}) },
      label: `${variant.method ?? 'GET'} ${variant.path(route)} [${variant.label}]`,
    })),
  );
}

let customer: APIRequestContext;

test.beforeAll(async () => {
  // The real customer, in a context of its own: proves the markers are right and collects order numbers.
  customer = await playwrightRequest.newContext({ baseURL: STORE, extraHTTPHeaders: { origin: STORE } });
  const login = await customer.post('/prod-api/api/register/reg/paLogin', { data: { phone: DEMO_PERSONAL.phone, passWord: DEMO_PERSONAL.password } });
  expect((await login.json()).code).toBe(200);
  const orders = await customer.post('/prod-api/api/wOrder/dingD', { data: { page: 1, limit: 50 } });
  const rows = ((await orders.json()) as { rows?: Array<{ orderNo: string }> }).rows ?? [];
  customerData.push(...rows.map((row) => row.orderNo));
});

test.afterAll(async () => {
  await customer.dispose();
});

test('the markers are real: the logged-in customer does see their name on /myAccount as the server renders it', async () => {
  const page = await customer.get('/myAccount');
  expect(page.status()).toBe(200);
  // The center's frame names the customer; the account's figures come in the browser (SWR).
  expect(await page.text()).toContain(DEMO_PERSONAL.name);
});

for (const [cookieLabel, cookie] of Object.entries(COOKIES)) {
  test.describe(`with ${cookieLabel === 'none' ? 'no cookie' : `a ${cookieLabel} cookie`}`, () => {
    test.describe.configure({ timeout: 240_000 });

    test('no Next-internal request header opens a login-only page', async () => {
      await expectNoCustomerData(
        probes(
          cookie,
          Object.entries(HEADER_VARIANTS).map(([label, headers]) => ({ label, headers, path: (route: string) => route })),
        ),
      );
    });

    test('no RSC, data-route or path spelling of a login-only page gives its data away', async () => {
      await expectNoCustomerData(
        probes(
          cookie,
          Object.entries(PATH_VARIANTS).map(([label, path]) => ({ label, path })),
        ),
      );
    });

    test('HEAD and OPTIONS on a login-only page give nothing away', async () => {
      await expectNoCustomerData(
        probes(
          cookie,
          ['HEAD', 'OPTIONS'].map((method) => ({ label: method, method, path: (route: string) => route })),
        ),
      );
    });
  });
}

test('a guest opening a login-only page is sent to the login page, whatever Next header the request carries', async () => {
  for (const [label, headers] of Object.entries(HEADER_VARIANTS)) {
    const response = await fetch(`${STORE}/shopCar`, { headers, redirect: 'manual' });
    expect([label, response.status, response.headers.get('location')]).toEqual([label, 307, '/login?redirect=%2FshopCar']);
  }
});

test('a forged session cookie is ended at /login/expired, not shown the page', async () => {
  const response = await fetch(`${STORE}/myAccount`, { headers: { cookie: COOKIES.forged }, redirect: 'manual' });
  expect(response.status).toBe(307);
  expect(response.headers.get('location')).toMatch(/^\/login\/expired\?redirect=%2FmyAccount$/);
});

test('a mistyped address answers 404 with the not-found page, logged in or not, and never a login redirect', async () => {
  for (const path of ['/shopcar', '/myAccount/x', '/no-such-page', '/Homepagex', '/404']) {
    const guest = await fetch(`${STORE}${path}`, { redirect: 'manual' });
    expect([path, guest.status, guest.headers.get('location')]).toEqual([path, 404, null]);
    expect(await guest.text()).toContain('抱歉，您访问的页面不存在');
    const loggedIn = await customer.get(path, { maxRedirects: 0 });
    expect([path, loggedIn.status()]).toEqual([path, 404]);
    expect(await loggedIn.text()).toContain('抱歉，您访问的页面不存在');
  }
});

test('a client claiming HTTPS over plain HTTP gets no HSTS (the storefront reads the protocol from its socket)', async () => {
  for (const path of ['/Homepage', '/shopCar']) {
    const response = await fetch(`${STORE}${path}`, { headers: { 'x-forwarded-proto': 'https' }, redirect: 'manual' });
    expect([path, response.headers.get('strict-transport-security')]).toEqual([path, null]);
    expect(response.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  }
});

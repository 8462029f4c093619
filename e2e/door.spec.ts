/**
 * The /prod-api door of the running shop, asked the way an attacker would (only the allow-listed
 * API passes; docs/architecture.md#the-door). The product server here has its development routes on
 * (playwright.config.ts sets DEV_OUTBOX=1), so a door that let one call through would hand out the
 * code. Paths go out byte for byte with node:http: Playwright's own request context normalises `.`,
 * `..` and percent-escapes first.
 */
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { PRODUCT_API } from '../playwright.config';
import { freshPhone, latestSmsCode } from './support';

type RawAnswer = { status: number; body: string; location?: string };

function rawRequestOnce(baseURL: string, rawPath: string, method: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, path: rawPath, method, headers: method === 'GET' ? {} : { 'content-type': 'application/json' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), location: response.headers.location }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(method === 'GET' ? undefined : '{}');
  });
}

/**
 * Sends the path as written and follows the shop's own redirects (Next answers `//` and a
 * trailing slash with 308 to the tidy path), as a browser or curl -L would. Every body on the
 * way is kept, so a code shown before a redirect counts too.
 */
async function rawRequest(baseURL: string, rawPath: string, method = 'GET'): Promise<RawAnswer> {
  let path = rawPath;
  let bodies = '';
  for (let hop = 0; hop < 5; hop += 1) {
    const answer = await rawRequestOnce(baseURL, path, method);
    bodies += answer.body;
    if (answer.status < 300 || answer.status >= 400 || !answer.location) return { ...answer, body: bodies };
    const next = new URL(answer.location, `${baseURL}${path.startsWith('/') ? '' : '/'}`);
    expect(next.origin).toBe(new URL(baseURL).origin);
    path = `${next.pathname}${next.search}`;
  }
  throw new Error(`more than 5 redirects from ${rawPath}`);
}

/** The same request for the SMS outbox, dressed up every way a path can be. */
function outboxVariants(phone: string): string[] {
  const query = `?phone=${phone}`;
  return [
    `/prod-api/dev/sms/latest${query}`,
    `/prod-api/%64ev/sms/latest${query}`,
    `/prod-api/%64%65%76/sms/latest${query}`,
    `/prod-api/DEV/sms/latest${query}`,
    `/prod-api/Dev/sms/latest${query}`,
    `/prod-api/./dev/sms/latest${query}`,
    `/prod-api/%2e/dev/sms/latest${query}`,
    `/prod-api/%2E/dev/sms/latest${query}`,
    `/prod-api/api/../dev/sms/latest${query}`,
    `/prod-api/api/%2e%2e/dev/sms/latest${query}`,
    `/prod-api//dev/sms/latest${query}`,
    `/prod-api/dev%2fsms%2flatest${query}`,
    `/prod-api/dev%2Fsms/latest${query}`,
    `/prod-api/dev%5csms/latest${query}`,
    `/prod-api/dev\\sms\\latest${query}`,
    `/prod-api/%2564ev/sms/latest${query}`,
    `/prod-api/dev%252fsms%252flatest${query}`,
    `/prod-api/%252e/dev/sms/latest${query}`,
    `/prod-api/dev%00/sms/latest${query}`,
    `/prod-api/dev/sms/latest/${query}`,
  ];
}

test('a stranger cannot read a login SMS code through the door, however the path is written', async ({ request, baseURL }) => {
  const phone = freshPhone();
  const sent = await request.get(`/prod-api/api/register/reg/vCode?phone=${phone}&type=1`);
  expect(((await sent.json()) as { code: number }).code).toBe(200);
  // The product server's outbox does hold the code: each 404 below is the door's doing.
  const code = await latestSmsCode(request, phone);

  for (const path of outboxVariants(phone)) {
    const answer = await rawRequest(baseURL ?? '', path);
    expect({ path, status: answer.status, leaked: answer.body.includes(code) }).toEqual({ path, status: 404, leaked: false });
  }
});

test('a stranger cannot read a back-office captcha through the door', async ({ request, baseURL }) => {
  const captcha = (await (await request.get('/prod-api/auth/api/captcha')).json()) as { data: { uuid: string } };
  const text = ((await (await request.get(`${PRODUCT_API}/dev/captcha/latest?uuid=${captcha.data.uuid}`)).json()) as { data: { text: string } }).data.text;
  for (const path of [
    `/prod-api/dev/captcha/latest?uuid=${captcha.data.uuid}`,
    `/prod-api/%64ev/captcha/latest?uuid=${captcha.data.uuid}`,
    `/prod-api/DEV/captcha/latest?uuid=${captcha.data.uuid}`,
  ]) {
    const answer = await rawRequest(baseURL ?? '', path);
    expect({ path, status: answer.status, leaked: answer.body.includes(`"${text}"`) }).toEqual({ path, status: 404, leaked: false });
  }
});

test('a stranger cannot ship an order, nor reach the health check or the revalidation hook, through the door', async ({ baseURL }) => {
  const answers = await Promise.all([
    rawRequest(baseURL ?? '', '/prod-api/dev/orders/A1/ship', 'POST'),
    rawRequest(baseURL ?? '', '/prod-api/%64ev/orders/A1/ship', 'POST'),
    rawRequest(baseURL ?? '', '/prod-api/health'),
    rawRequest(baseURL ?? '', '/prod-api/revalidate', 'POST'),
    rawRequest(baseURL ?? '', '/prod-api/no/such/api'),
  ]);
  expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
  expect(JSON.parse(answers[2]?.body ?? 'null')).toEqual({ code: 404, msg: '访问资源不存在' });
});

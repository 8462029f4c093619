// Clients of the cluster for its suite: a browser's way in (the storefront's /prod-api door with a
// cookie jar, bench/commerce.mjs's) and the /dev outbox the suite's
// product servers open (DEV_OUTBOX=1) for SMS codes and captcha answers.
import assert from 'node:assert/strict';
import http from 'node:http';
import { CookieJar, post } from '../../bench/commerce.mjs';
import { call } from '../../server/testing/httpClient.ts';

/** Every cookie value the suite's browsers were given (session tokens among them): no log may hold one. */
export const cookieValuesSeen = new Set();

class RecordingJar extends CookieJar {
  keep(response) {
    for (const line of response.headers.getSetCookie()) {
      const value = line.split(';')[0].split('=').slice(1).join('=').trim();
      if (value.length >= 16) cookieValuesSeen.add(value);
    }
    super.keep(response);
  }
}

/** A browser of the shop: its cookies, and calls through whichever storefront `base` names. */
export class Shopper {
  jar = new RecordingJar();

  post(base, path, body, options = { page: '/' }) {
    return post(base, this.jar, path, body, options);
  }

  async get(base, path) {
    const response = await fetch(`${base}/prod-api/${path}`, {
      headers: { accept: 'application/json', cookie: this.jar.header, referer: `${base}/`, 'sec-fetch-site': 'same-origin' },
    });
    this.jar.keep(response);
    return response.json();
  }

  /** A page as the browser gets it: status, replica and HTML. */
  async page(base, path) {
    const response = await fetch(`${base}${path}`, { headers: { cookie: this.jar.header } });
    return { status: response.status, replica: response.headers.get('x-replica'), html: await response.text() };
  }
}

export async function latestSmsCode(productServer, phone) {
  const answer = await call(productServer, `/dev/sms/latest?phone=${phone}`);
  assert.equal(answer.code, 200, `no SMS for ${phone}`);
  return answer.data.code;
}

/** A back-office login through the storefront `loginVia`, its captcha fetched through `captchaVia`, answered from `outboxOf`. */
export async function consoleLogin({ captchaVia, loginVia, outboxOf, username, password }) {
  const staff = new Shopper();
  const captcha = await staff.get(captchaVia, 'auth/api/captcha');
  assert.equal(captcha.code, 200, captcha.msg);
  const answer = await call(outboxOf, `/dev/captcha/latest?uuid=${captcha.data.uuid}`);
  await staff.post(loginVia, 'auth/api/login/sys', { username, password, code: answer.data.text, uuid: captcha.data.uuid }, { page: '/login', anonymous: true });
  return staff;
}

/**
 * A JSON POST from another loopback address (127.0.0.0/8 is all this machine's): the product
 * servers count per-address limits by it, so a test that spends an address's allowance does not
 * spend the others'.
 */
export function postFrom(localAddress, url, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const payload = Buffer.from(JSON.stringify(body));
    const request = http.request(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': payload.length, ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, replica: response.headers['x-replica'], body: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

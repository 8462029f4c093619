/**
 * The security headers on the real, built pages: the Content-Security-Policy must not break any
 * of them (no violation reported, the page's scripts run), login-only pages carry a nonce policy
 * and are never stored, and HSTS stays away from plain HTTP.
 */
import { test, expect, type Page } from '@playwright/test';
import { DEMO_PERSONAL, logInAs } from './support';

/** CSP and Permissions-Policy complaints of the page, from the browser's own events and console. */
async function watchPolicyComplaints(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Permissions-Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  // Init scripts come from the browser's debugging protocol, which the page's CSP does not govern.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))];
}

test('the public pages run under their cacheable policy without a single violation', async ({ page }) => {
  const complaints = await watchPolicyComplaints(page);
  for (const path of ['/Homepage', '/details?id=1', '/login']) {
    const response = await page.goto(path);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect([path, csp]).toEqual([path, expect.stringContaining("script-src 'self' 'unsafe-inline'")]);
    expect(csp).not.toContain('nonce-');
    expect(response?.headers()['permissions-policy']).toContain('camera=()');
    expect(response?.headers()['strict-transport-security']).toBeUndefined();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  // The login form is a client component: typing works only if its scripts ran.
  await page.getByLabel('手机号码').fill('13800138000');
  await expect(page.getByLabel('手机号码')).toHaveValue('13800138000');
  expect(await complaints()).toEqual([]);
});

test('the cart and the personal center run under the nonce policy, are never stored, and report no violation', async ({ page }) => {
  const complaints = await watchPolicyComplaints(page);
  await logInAs(page, DEMO_PERSONAL);
  for (const path of ['/shopCar', '/myAccount']) {
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    expect([path, headers['content-security-policy']]).toEqual([path, expect.stringMatching(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/)]);
    expect(headers['cache-control']).toContain('private');
    expect(headers['cache-control']).toContain('no-store');
    // The top bar fills the name on the client: the page's scripts ran under the nonce.
    await expect(page.getByTestId('session-name')).toHaveText(DEMO_PERSONAL.name);
  }
  // A client-side move from a nonce page to a cached page loads its scripts through 'strict-dynamic'.
  await page.getByRole('link', { name: '首页' }).first().click();
  await expect(page).toHaveURL(/\/Homepage$/);
  expect(await complaints()).toEqual([]);
});

/**
 * @jest-environment node
 */
import { contentSecurityPolicy, newNonce, pageSecurityHeaders } from '@/lib/routing/security-headers';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.split(' ')[0] === name);
const headerNames = (https: boolean) => pageSecurityHeaders({ https, development: false }).map(([name]) => name);

test('HSTS is sent when the page came over HTTPS, and never over plain HTTP', () => {
  expect(pageSecurityHeaders({ https: true, development: false })).toContainEqual(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  expect(headerNames(false)).not.toContain('Strict-Transport-Security');
});

test("a cached page's policy has no nonce, no eval, and keeps scripts, frames, forms and the base URL on this origin", () => {
  const policy = contentSecurityPolicy({ https: false, development: false });
  expect(directive(policy, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
  for (const part of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'self'", "connect-src 'self'"]) {
    expect(policy).toContain(part);
  }
  expect(policy).not.toMatch(/nonce|unsafe-eval/);
});

test("an injected inline script finds no 'unsafe-inline' on a login-only page: only the nonce and what it loads run", () => {
  const policy = contentSecurityPolicy({ nonce: 'abc123', https: false, development: false });
  expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
});

test('only the development server allows eval', () => {
  expect(directive(contentSecurityPolicy({ https: false, development: true }), 'script-src')).toContain("'unsafe-eval'");
  expect(contentSecurityPolicy({ nonce: 'n', https: true, development: false })).not.toContain('unsafe-eval');
});

test('plain HTTP pages are not upgraded to HTTPS (a local demo would lose its scripts)', () => {
  expect(contentSecurityPolicy({ https: false, development: false })).not.toContain('upgrade-insecure-requests');
  expect(contentSecurityPolicy({ https: true, development: false })).toContain('upgrade-insecure-requests');
});

test('nonces are 128 random bits and never repeat', () => {
  const nonces = new Set(Array.from({ length: 100 }, newNonce));
  expect(nonces.size).toBe(100);
  for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
});

/** Where login sends the user back to: only a path on this site, never another origin. */
import { loginUrlFor, safeRedirectTarget } from '@/lib/session/redirect';

const HOME = '/Homepage';

describe('an attacker cannot send the user to another site', () => {
  test.each([
    ['protocol-relative //evil.com', '//evil.com'],
    ['slash-backslash /\\evil.com', '/\\evil.com'],
    ['double backslash \\\\evil.com', '\\\\evil.com'],
    ['an absolute https URL', 'https://evil.com'],
    ['a scheme without slashes http:evil.com', 'http:evil.com'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['an encoded backslash /%5Cevil.com', '/%5Cevil.com'],
    ['a double-encoded backslash /%255Cevil.com', '/%255Cevil.com'],
    ['a tab that URL parsers strip /\\t/evil.com', '/\t/evil.com'],
    ['an encoded tab /%09/evil.com', '/%09/evil.com'],
    ['a newline that URL parsers strip /\\n/evil.com', '/\n/evil.com'],
    ['a carriage return /\\r/evil.com', '/\r/evil.com'],
    ['a NUL byte', '/\u0000/evil.com'],
    ['a leading space " /x"', ' /x'],
    ['a space after the slash "/ /evil.com"', '/ /evil.com'],
    ['an ideographic space "/\\u3000/evil.com"', '/\u3000/evil.com'],
    ['an encoded protocol-relative %2F%2Fevil.com', '%2F%2Fevil.com'],
    ['an encoded protocol-relative after a slash /%2F%2Fevil.com', '/%2F%2Fevil.com'],
    ['dot segments that collapse into //evil.com', '/.//evil.com'],
    ['encoded dot segments that collapse into //evil.com', '/%2e//evil.com'],
    ['a parent segment that collapses into //evil.com', '/a/..//evil.com'],
    ['a malformed escape', '/%E0%A4%A'],
  ])('%s gives the home page', (_, hostile) => {
    expect(safeRedirectTarget(hostile)).toBe(HOME);
  });

  test('a value longer than 2048 characters gives the home page', () => {
    expect(safeRedirectTarget(`/list?q=${'a'.repeat(2041)}`)).toBe(HOME);
    expect(safeRedirectTarget(`/list?q=${'a'.repeat(2040)}`)).toBe(`/list?q=${'a'.repeat(2040)}`);
  });
});

describe('missing and ambiguous values', () => {
  test.each([
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['two values', ['/myOrderList', '/myBill']],
    ['an empty list', []],
    ['a list holding a hostile value', ['//evil.com']],
  ])('%s gives the home page', (_, raw) => {
    expect(safeRedirectTarget(raw)).toBe(HOME);
  });

  test('a list with one safe value is that value', () => {
    expect(safeRedirectTarget(['/myBill'])).toBe('/myBill');
  });

  test('the caller chooses the fallback', () => {
    expect(safeRedirectTarget('//evil.com', '/myAccount')).toBe('/myAccount');
  });
});

describe('a customer comes back where they were', () => {
  test('a path with its query and hash is kept', () => {
    expect(safeRedirectTarget('/myOrderList?page=2#x')).toBe('/myOrderList?page=2#x');
  });

  test('a query with spaces and Chinese text is kept, percent-encoded', () => {
    expect(safeRedirectTarget('/list?keyword=联想 X1')).toBe('/list?keyword=%E8%81%94%E6%83%B3%20X1');
  });

  test('the payment page is never resumed after login: it gives the home page', () => {
    expect(safeRedirectTarget('/immediatelyPay?orderNo=1')).toBe(HOME);
    expect(safeRedirectTarget('/myOrderList?from=immediatelyPay')).toBe(HOME);
  });

  test('the login link carries the full path and leads back to it', () => {
    const fullPath = '/myOrderList?page=2&status=1#x';
    const login = loginUrlFor(fullPath);
    expect(login).toBe('/login?redirect=%2FmyOrderList%3Fpage%3D2%26status%3D1%23x');
    const redirect = new URL(login, 'http://shop.test').searchParams.get('redirect');
    expect(safeRedirectTarget(redirect)).toBe(fullPath);
  });
});

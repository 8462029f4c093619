/** The validation rules of docs/product-rules.md#validation and the password rule of docs/product-rules.md#accounts. */
import { isCompleteRegion, isExternalLink, isKnownRole, isMobilePhone, isSmsCode, normaliseLoginName, passwordProblem } from '@/contract/validationRules';

describe('mobile phone', () => {
  test.each(['13800138000', '14512345678', '15012345678', '16612345678', '17712345678', '18812345678', '19912345678'])('%s is a mobile number', (phone) =>
    expect(isMobilePhone(phone)).toBe(true),
  );

  test.each([
    ['a 12x prefix', '12812345678'],
    ['a 10x prefix', '10812345678'],
    ['not starting with 1', '23812345678'],
    ['10 digits', '1381234567'],
    ['12 digits', '138123456789'],
    ['letters', '138abcd5678'],
    ['a space inside', '138 12345678'],
    ['surrounding spaces', ' 13812345678 '],
    ['a country code', '+8613812345678'],
    ['an empty string', ''],
  ])('%s is refused', (_, phone) => expect(isMobilePhone(phone)).toBe(false));
});

describe('external links', () => {
  test.each(['http://example.com', 'https://example.com/a', 'mailto:kefu@example.com', 'tel:400-6050-766'])('%s opens in a new tab', (link) =>
    expect(isExternalLink(link)).toBe(true),
  );

  test.each(['/myOrderList', 'myOrderList', 'ftp://example.com', 'javascript:alert(1)', '//example.com', ' https://example.com'])('%s is not an external link', (link) =>
    expect(isExternalLink(link)).toBe(false),
  );
});

describe('role names', () => {
  test.each(['admin', 'editor', '  admin ', '\teditor\n'])('%j is a known role once trimmed', (name) => {
    expect(isKnownRole(name)).toBe(true);
  });

  test.each(['Admin', 'EDITOR', 'root', '', 'admin editor'])('%j is not a known role', (name) => {
    expect(isKnownRole(name)).toBe(false);
  });
});

test('the login name is sent without surrounding spaces', () => {
  expect(normaliseLoginName('  shop-admin \t')).toBe('shop-admin');
  expect(normaliseLoginName('a b')).toBe('a b');
});

describe('SMS codes', () => {
  test('six digits are a code', () => expect(isSmsCode('012345')).toBe(true));
  test.each(['12345', '1234567', '12a456', ' 123456'])('%j is not a code', (code) => expect(isSmsCode(code)).toBe(false));
});

describe('passwords', () => {
  test.each(['abc12345', 'A1bcdefg', `a1${'x'.repeat(30)}`])('%s is acceptable', (password) => {
    expect(passwordProblem(password)).toBeNull();
  });

  test.each([
    ['7 characters', 'abc1234', '密码长度为 8 到 32 位'],
    ['33 characters', `a1${'x'.repeat(31)}`, '密码长度为 8 到 32 位'],
    ['an empty password', '', '密码长度为 8 到 32 位'],
    ['letters only', 'abcdefgh', '密码须同时包含字母和数字'],
    ['digits only', '12345678', '密码须同时包含字母和数字'],
    ['a space inside', 'abc 12345', '密码不能包含空格'],
    ['a tab inside', 'abc\t12345', '密码不能包含空格'],
  ])('%s is refused with its reason', (_, password, reason) => {
    expect(passwordProblem(password)).toBe(reason);
  });
});

describe('address picker value', () => {
  test('province, city and district chosen is a complete address', () => {
    expect(isCompleteRegion(['广东省', '东莞市', '东莞市'])).toBe(true);
  });

  test.each([
    ['nothing chosen', []],
    ['only a province', ['广东省']],
    ['no district', ['广东省', '深圳市']],
    ['an empty district', ['广东省', '深圳市', '']],
    ['a blank city', ['广东省', '  ', '南山区']],
    ['a null part', ['广东省', null, '南山区']],
    ['an undefined part', ['广东省', '深圳市', undefined]],
    ['four parts', ['广东省', '深圳市', '南山区', '粤海街道']],
  ])('%s is not complete', (_, value) => {
    expect(isCompleteRegion(value)).toBe(false);
  });
});

import { guardVerdict, GUARD_MESSAGES } from '@/lib/session/guard';
import { EMPTY_SESSION } from '@/lib/session/state';
import type { Customer } from '@/lib/api/customer';

const info: Customer = {
  globalId: 'g1',
  mobile: '13800138000',
  companyName: null,
  personName: '张伟',
  balance: 0,
  accountType: 'personal',
  verified: false,
  verifyStatus: 0,
  verifyStatusName: '未认证',
};

test('a page without a session cookie sends the visitor to log in', () => {
  expect(guardVerdict(undefined, { ...EMPTY_SESSION, token: 'm1', userInfo: info, globalId: 'g1' })).toBe('no-session');
});

test('a session different from the saved one is a duplicate login with its message', () => {
  expect(guardVerdict('m2', { ...EMPTY_SESSION, token: 'm1', userInfo: info, globalId: 'g1' })).toBe('duplicate-login');
  expect(GUARD_MESSAGES['duplicate-login']).toBe('重复登录，已清除登录信息');
});

test('a session without user info and global id asks for a login with its message', () => {
  expect(guardVerdict('m1', { ...EMPTY_SESSION, token: 'm1' })).toBe('missing-user-info');
  expect(GUARD_MESSAGES['missing-user-info']).toBe('未获取到用户信息，请登录');
});

test('user info or a global id alone is enough to stay', () => {
  expect(guardVerdict('m1', { ...EMPTY_SESSION, token: 'm1', globalId: 'g1' })).toBe('ok');
  expect(guardVerdict('m1', { ...EMPTY_SESSION, token: 'm1', userInfo: info })).toBe('ok');
});

import { endpoint, STAFF_SIGN_IN, STAFF } from '../endpoint';
import { logoutBody, sysLoginBody } from '../auth';
import { consolePasswordCodeBody, consolePasswordSetBody } from '../consoleUsers';
import type { CaptchaChallenge, MenuItem, SmsCodeSent, SysUserInfo } from '../auth';

export const CONSOLE_AUTH_API = {
  sendPasswordCode: endpoint('POST', '/auth/api/sys/password/code', STAFF_SIGN_IN, { json: consolePasswordCodeBody }).answers<SmsCodeSent>(),
  setPassword: endpoint('POST', '/auth/api/sys/password/set', STAFF_SIGN_IN, { json: consolePasswordSetBody }).answers<null>(),
  captcha: endpoint('GET', '/auth/api/captcha', { ...STAFF_SIGN_IN, getChangesState: true }).answers<CaptchaChallenge>(),
  login: endpoint('POST', '/auth/api/login/sys', STAFF_SIGN_IN, { json: sysLoginBody }).answers<SysUserInfo>(),
  info: endpoint('GET', '/auth/api/info/sys', STAFF).answers<SysUserInfo>(),
  menus: endpoint('GET', '/auth/api/menus/sys/:menuGroup', STAFF).answers<{ list: MenuItem[] }>(),
  logout: endpoint('POST', '/logout', STAFF_SIGN_IN, { json: logoutBody }).answers<null>(),
} as const;

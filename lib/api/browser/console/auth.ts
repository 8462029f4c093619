/** The back office's login, who is logged in and their menu (`auth/api/…`, docs/product-rules.md#accounts). */
import type { CaptchaChallenge, MenuItem, SysLoginBody, SysUserInfo } from '@/contract/auth';
import { MENU_GROUP_ID } from '@/lib/http/constants';
import { consoleHttp } from './transport';

export const consoleAuthApi = {
  /** A new captcha picture (`img` is a data URL) and the uuid its answer is checked under. */
  captcha: () => consoleHttp.get<CaptchaChallenge>('auth/api/captcha', null, { isToken: false, repeatSubmit: false }),
  /** The door keeps the answer's token in the console's HttpOnly cookie; page scripts never see it. */
  login: (body: SysLoginBody) => consoleHttp.post<SysUserInfo>('auth/api/login/sys', body, { isToken: false }),
  info: () => consoleHttp.get<SysUserInfo>('auth/api/info/sys'),
  /** The menu of group 90 (docs/storefront.md#console-menu): the tree of directories, pages and buttons the role may see. */
  menu: async (options: { silent?: boolean } = {}) =>
    (await consoleHttp.get<{ list: MenuItem[] }>(`auth/api/menus/sys/${MENU_GROUP_ID}`, null, { repeatSubmit: false, ...options })).list,
};

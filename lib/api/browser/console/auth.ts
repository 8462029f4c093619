/** The back office's login, who is logged in and their menu (`auth/api/…`, docs/product-rules.md#accounts). */
import type { SysLoginBody } from '@/contract/auth';
import { bind } from '@/contract/endpoint';
import { CONSOLE_AUTH_API } from '@/contract/endpoints/consoleAuth';
import { MENU_GROUP_ID } from '@/lib/http/constants';
import { consoleHttp } from './transport';

export const consoleAuthApi = {
  /** A new captcha picture (`img` is a data URL) and the uuid its answer is checked under. */
  captcha: () => consoleHttp.send(CONSOLE_AUTH_API.captcha, undefined, { isToken: false, repeatSubmit: false }),
  /** The door keeps the answer's token in the console's HttpOnly cookie; page scripts never see it. */
  login: (body: SysLoginBody) => consoleHttp.send(CONSOLE_AUTH_API.login, body, { isToken: false }),
  info: () => consoleHttp.send(CONSOLE_AUTH_API.info),
  /** The menu of group 90 (docs/storefront.md#console-menu): the tree of directories, pages and buttons the role may see. */
  menu: async (options: { silent?: boolean } = {}) =>
    (await consoleHttp.send(bind(CONSOLE_AUTH_API.menus, { menuGroup: MENU_GROUP_ID }), undefined, { repeatSubmit: false, ...options })).list,
};

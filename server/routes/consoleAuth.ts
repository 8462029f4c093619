/** The back office's captcha, login, user and menus under /auth/api. */
import { Hono } from 'hono';
import { type SysUserInfo } from '@/contract/auth';
import { createCaptcha } from '../domain/console/captchas';
import { loginSysUser, toSysUserInfo } from '../domain/console/login';
import { menuTree } from '../domain/console/menus';
import type { AppDeps, AppEnv } from '../http/env';
import { okWithToken } from '../http/envelope';
import { requireSysUser } from '../http/session';
import { CONSOLE_AUTH_API } from '@/contract/endpoints';
import { at, okAs, validated } from '../http/endpoint';

export function consoleAuthRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.on(...at(CONSOLE_AUTH_API.captcha), async (c) => {
    return c.json(okAs(CONSOLE_AUTH_API.captcha, await createCaptcha(deps.db, deps.captcha, { now: deps.clock.now(), clientAddress: c.var.clientAddress })));
  });

  routes.on(...at(CONSOLE_AUTH_API.login), validated(CONSOLE_AUTH_API.login), async (c) => {
    const { user, token } = await loginSysUser(deps.db, c.req.valid('json'), {
      now: deps.clock.now(),
      clientAddress: c.var.clientAddress,
      sessionTtlMs: deps.settings.sysSessionTtlMs,
    });
    return c.json(okWithToken<SysUserInfo>(await toSysUserInfo(deps.db, user), token, '登录成功'));
  });

  routes.on(...at(CONSOLE_AUTH_API.info), requireSysUser(deps), async (c) => c.json(okAs(CONSOLE_AUTH_API.info, await toSysUserInfo(deps.db, c.var.sysUser))));

  routes.on(...at(CONSOLE_AUTH_API.menus), requireSysUser(deps), async (c) => {
    const group = c.req.param('menuGroup');
    const list = /^\d{1,6}$/.test(group) ? await menuTree(deps.db, Number(group), c.var.sysUser.role) : [];
    return c.json(okAs(CONSOLE_AUTH_API.menus, { list }));
  });

  return routes;
}

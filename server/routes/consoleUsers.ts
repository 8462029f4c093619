/** 后台用户 (platform only): back-office logins, roles and shops. */
import { Hono } from 'hono';
import { CONSOLE_USER_MESSAGES } from '@/contract/consoleUsers';
import { sha256Hex } from '../domain/auth/tokens';
import { resetUserPassword, saveUser, setUserDisabled, userList } from '../domain/console/users';
import { exportUsers, platformExportFileName } from '../domain/console/exports';
import { fileDownload } from '../http/download';
import type { AppDeps, AppEnv } from '../http/env';
import { requirePermission, requirePlatform } from '../http/permissions';
import { assertSavePermission } from '../http/savePermission';
import { readToken, requireSysUser } from '../http/session';
import { CONSOLE_USER_API } from '@/contract/endpoints';
import { at, okAs, pageAs, validated } from '../http/endpoint';

export function consoleUserRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const sysUser = requireSysUser(deps);
  const platform = requirePlatform();

  routes.on(...at(CONSOLE_USER_API.list), sysUser, platform, validated(CONSOLE_USER_API.list), async (c) =>
    c.json(pageAs(CONSOLE_USER_API.list, await userList(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now()))),
  );

  routes.on(...at(CONSOLE_USER_API.export), sysUser, platform, validated(CONSOLE_USER_API.export), async (c) =>
    fileDownload(await exportUsers(deps.db, c.var.sysUser, c.req.valid('form'), deps.clock.now()), platformExportFileName('后台用户', deps.clock.now())),
  );

  routes.on(...at(CONSOLE_USER_API.save), sysUser, platform, validated(CONSOLE_USER_API.save), async (c) => {
    const body = c.req.valid('json');
    await assertSavePermission(deps, c.var.sysUser, body, { add: 'user:add', edit: 'user:edit' });
    return c.json(okAs(CONSOLE_USER_API.save, await saveUser(deps.db, c.var.sysUser, body, deps.clock.now()), CONSOLE_USER_MESSAGES.saved));
  });

  routes.on(...at(CONSOLE_USER_API.setDisabled), sysUser, platform, requirePermission(deps, 'user:edit'), validated(CONSOLE_USER_API.setDisabled), async (c) => {
    const body = c.req.valid('json');
    return c.json(okAs(CONSOLE_USER_API.setDisabled, await setUserDisabled(deps.db, c.var.sysUser, body, deps.clock.now()), CONSOLE_USER_MESSAGES.statusSaved(body.disabled)));
  });

  routes.on(...at(CONSOLE_USER_API.resetPassword), sysUser, platform, requirePermission(deps, 'user:resetPwd'), validated(CONSOLE_USER_API.resetPassword), async (c) => {
    // requireSysUser has read the token: the caller's own session survives a reset of their own password.
    const keep = sha256Hex(readToken(c) ?? '');
    return c.json(
      okAs(CONSOLE_USER_API.resetPassword, await resetUserPassword(deps.db, c.var.sysUser, c.req.valid('json'), keep, deps.clock.now()), CONSOLE_USER_MESSAGES.passwordReset),
    );
  });

  return routes;
}

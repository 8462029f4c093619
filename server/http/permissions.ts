/**
 * The product server's own check of a back-office button (type 4 menu entries;
 * docs/product-rules.md#back-office): the console hides what the menu does not grant, and these
 * refuse it with code 403 all the same, whoever calls by hand. Both run after `requireSysUser`.
 */
import type { MiddlewareHandler } from 'hono';
import { CODE } from '@/contract/envelope';
import type { Permission } from '@/contract/permissions';
import { holdsPermission } from '../domain/staff/scope';
import { MESSAGES } from '../domain/shared/refusal';
import type { AppDeps } from './env';
import { refuse } from './envelope';
import type { SysUserVariables } from './session';

/** Code 403 unless the caller's role holds `key` (or `*:*:*`) in the menu. */
export function requirePermission(deps: AppDeps, key: Permission): MiddlewareHandler<SysUserVariables> {
  return async (c, next) => {
    if (!(await holdsPermission(deps.db, c.var.sysUser.role, key))) return c.json(refuse(MESSAGES.forbidden, CODE.forbidden));
    await next();
  };
}

/** Code 403 for a merchant's staff: the platform's own pages (shops, news, coupons, users …). */
export function requirePlatform(): MiddlewareHandler<SysUserVariables> {
  return async (c, next) => {
    if (c.var.sysUser.role !== 'admin') return c.json(refuse(MESSAGES.forbidden, CODE.forbidden));
    await next();
  };
}

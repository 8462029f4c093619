/** Customer registration, logins and password reset under /api/register/reg. */
import { Hono, type Context } from 'hono';
import { type LoginData } from '@/contract/auth';
import { loginWithPassword, loginWithSmsCode, registerCustomer, resetPassword, type AuthContext, type CustomerLogin } from '../domain/customers/login';
import type { AppDeps, AppEnv } from '../http/env';
import { okWithToken } from '../http/envelope';
import { ACCOUNT_API } from '@/contract/endpoints';
import { at, okAs, validated } from '../http/endpoint';

export function customerAuthRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const context = (c: Context<AppEnv>): AuthContext => ({
    now: deps.clock.now(),
    clientAddress: c.var.clientAddress,
    sessionTtlMs: deps.settings.customerSessionTtlMs,
    // Shown in the customer's device list and sign-ins (/accountSafe); the door forwards it.
    userAgent: c.req.header('user-agent') ?? null,
  });
  const loginAnswer = ({ customer, token }: CustomerLogin, msg: string) => okWithToken<LoginData>({ quanJuId: customer.globalId }, token, msg);

  routes.on(...at(ACCOUNT_API.register), validated(ACCOUNT_API.register), async (c) => {
    const login = await registerCustomer(deps.db, c.req.valid('json'), context(c));
    return c.json(loginAnswer(login, '注册成功'));
  });

  routes.on(...at(ACCOUNT_API.loginByPassword), validated(ACCOUNT_API.loginByPassword), async (c) => {
    const login = await loginWithPassword(deps.db, c.req.valid('json'), context(c));
    return c.json(loginAnswer(login, '登录成功'));
  });

  routes.on(...at(ACCOUNT_API.loginByCode), validated(ACCOUNT_API.loginByCode), async (c) => {
    const login = await loginWithSmsCode(deps.db, c.req.valid('json'), context(c));
    return c.json(loginAnswer(login, '登录成功'));
  });

  routes.on(...at(ACCOUNT_API.resetPassword), validated(ACCOUNT_API.resetPassword), async (c) => {
    await resetPassword(deps.db, c.req.valid('json'), context(c));
    return c.json(okAs(ACCOUNT_API.resetPassword, null, '密码已重置，请重新登录'));
  });

  return routes;
}

/**
 * Account safety (/accountSafe) under /api/wUser: the password, the mobile number, the devices
 * signed in, the recent sign-ins. Every call needs a customer session and acts on its customer
 * only; a device is named by its opaque session id, never by a token.
 */
import { Hono } from 'hono';
import type { SmsCodeSent } from '@/contract/auth';
import { listSignedInSessions, signOutSession, signOutOtherSessions, type SessionOfRequest } from '../domain/accountSafety/sessions';
import { recentLoginRecords } from '../domain/accountSafety/loginRecords';
import { changePassword } from '../domain/customers/password';
import { changePhone, sendPhoneChangeCode } from '../domain/customers/phone';
import { sha256Hex } from '../domain/auth/tokens';
import { SMS_CODE_TTL_MS, SMS_COOLDOWN_MS } from '../domain/customers/smsCodes';
import type { AppDeps, AppEnv } from '../http/env';
import { readToken, requireCustomer } from '../http/session';
import { ACCOUNT_SAFETY_API } from '@/contract/endpoints';
import { at, okAs, validated } from '../http/endpoint';

/** The session of the request: its customer and its token's hash (requireCustomer found it live). */
const askerOf = (customerId: number, token: string | undefined): SessionOfRequest => ({ customerId, tokenHash: sha256Hex(token ?? '') });

export function accountSafetyRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer(deps);

  routes.on(...at(ACCOUNT_SAFETY_API.changePassword), customer, validated(ACCOUNT_SAFETY_API.changePassword), async (c) => {
    const changed = await changePassword(deps.db, c.var.customer, askerOf(c.var.customer.id, readToken(c)), c.req.valid('json'), {
      now: deps.clock.now(),
      clientAddress: c.var.clientAddress,
    });
    return c.json(okAs(ACCOUNT_SAFETY_API.changePassword, changed, changed.signedOut > 0 ? '密码已修改，其他设备已退出登录' : '密码已修改'));
  });

  routes.on(...at(ACCOUNT_SAFETY_API.sendPhoneChangeCode), customer, validated(ACCOUNT_SAFETY_API.sendPhoneChangeCode), async (c) => {
    await sendPhoneChangeCode(deps.db, deps.sms, c.var.customer, c.req.valid('json'), { now: deps.clock.now(), clientAddress: c.var.clientAddress });
    const sent: SmsCodeSent = { expiresInSeconds: SMS_CODE_TTL_MS / 1000, resendInSeconds: SMS_COOLDOWN_MS / 1000 };
    return c.json(okAs(ACCOUNT_SAFETY_API.sendPhoneChangeCode, sent, '验证码已发送'));
  });

  routes.on(...at(ACCOUNT_SAFETY_API.changePhone), customer, validated(ACCOUNT_SAFETY_API.changePhone), async (c) => {
    const changed = await changePhone(deps.db, c.var.customer, c.req.valid('json'), { now: deps.clock.now(), clientAddress: c.var.clientAddress });
    return c.json(okAs(ACCOUNT_SAFETY_API.changePhone, changed, '手机号已更换'));
  });

  routes.on(...at(ACCOUNT_SAFETY_API.signedInSessions), customer, async (c) =>
    c.json(okAs(ACCOUNT_SAFETY_API.signedInSessions, await listSignedInSessions(deps.db, askerOf(c.var.customer.id, readToken(c)), deps.clock.now()))),
  );

  routes.on(...at(ACCOUNT_SAFETY_API.signOutSession), customer, validated(ACCOUNT_SAFETY_API.signOutSession), async (c) => {
    await signOutSession(deps.db, askerOf(c.var.customer.id, readToken(c)), c.req.valid('json').sessionId);
    return c.json(okAs(ACCOUNT_SAFETY_API.signOutSession, null, '该设备已退出登录'));
  });

  routes.on(...at(ACCOUNT_SAFETY_API.signOutOtherSessions), customer, validated(ACCOUNT_SAFETY_API.signOutOtherSessions), async (c) => {
    const signedOut = await signOutOtherSessions(deps.db, askerOf(c.var.customer.id, readToken(c)));
    return c.json(okAs(ACCOUNT_SAFETY_API.signOutOtherSessions, { signedOut }, signedOut > 0 ? '其他设备已全部退出登录' : '没有其他已登录的设备'));
  });

  routes.on(...at(ACCOUNT_SAFETY_API.loginRecords), customer, async (c) => c.json(okAs(ACCOUNT_SAFETY_API.loginRecords, await recentLoginRecords(deps.db, c.var.customer.id))));

  return routes;
}

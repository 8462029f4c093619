/**
 * A merchant login sets its password with an SMS code (public, throttled; a storefront page calls
 * these): `auth/api/sys/password/code` sends a code to the phone on file, `…/set` sets the password.
 */
import { Hono } from 'hono';
import { SMS_CODE_TTL_MS, SMS_COOLDOWN_MS } from '../domain/customers/smsCodes';
import { CONSOLE_USER_MESSAGES } from '@/contract/consoleUsers';
import type { SmsCodeSent } from '@/contract/auth';
import { sendMerchantPasswordCode, setMerchantPassword } from '../domain/console/password';
import type { AppDeps, AppEnv } from '../http/env';
import { CONSOLE_AUTH_API } from '@/contract/endpoints';
import { at, okAs, validated } from '../http/endpoint';

export function consolePasswordRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const context = (clientAddress: string) => ({ now: deps.clock.now(), clientAddress });

  routes.on(...at(CONSOLE_AUTH_API.sendPasswordCode), validated(CONSOLE_AUTH_API.sendPasswordCode), async (c) => {
    await sendMerchantPasswordCode(deps.db, deps.sms, deps.log, c.req.valid('json').username, context(c.var.clientAddress));
    const sent: SmsCodeSent = { expiresInSeconds: SMS_CODE_TTL_MS / 1000, resendInSeconds: SMS_COOLDOWN_MS / 1000 };
    return c.json(okAs(CONSOLE_AUTH_API.sendPasswordCode, sent, CONSOLE_USER_MESSAGES.codeSent));
  });

  routes.on(...at(CONSOLE_AUTH_API.setPassword), validated(CONSOLE_AUTH_API.setPassword), async (c) => {
    await setMerchantPassword(deps.db, c.req.valid('json'), context(c.var.clientAddress));
    return c.json(okAs(CONSOLE_AUTH_API.setPassword, null, CONSOLE_USER_MESSAGES.passwordSet));
  });

  return routes;
}

/** Sending SMS codes: GET /api/register/reg/vCode?phone=&type= */
import { Hono } from 'hono';
import { sendSmsCodeQuery, type SmsCodeSent } from '@/lib/contract/auth';
import { issueSmsCode, SMS_CODE_TTL_MS, SMS_COOLDOWN_MS } from '../domain/smsCodes';
import { ok } from '../http/envelope';
import type { AppDeps, AppEnv } from '../http/env';
import { queryOf } from '../http/validate';

export function smsCodeRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/api/register/reg/vCode', queryOf(sendSmsCodeQuery), async (c) => {
    const { phone, type } = c.req.valid('query');
    await issueSmsCode(deps.db, deps.sms, { phone, purpose: type, clientAddress: c.var.clientAddress, now: deps.clock.now() });
    const sent: SmsCodeSent = { expiresInSeconds: SMS_CODE_TTL_MS / 1000, resendInSeconds: SMS_COOLDOWN_MS / 1000 };
    return c.json(ok(sent, '验证码已发送'));
  });

  return routes;
}

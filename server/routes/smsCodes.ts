/** Sending SMS codes: GET /api/register/reg/vCode?phone=&type= */
import { Hono } from 'hono';
import { SMS_PURPOSE, type SmsCodeSent } from '@/contract/auth';
import { CODE } from '@/contract/envelope';
import { issueSmsCode, SMS_CODE_TTL_MS, SMS_COOLDOWN_MS } from '../domain/customers/smsCodes';
import { MESSAGES } from '../domain/shared/refusal';
import type { AppDeps, AppEnv } from '../http/env';
import { refuse } from '../http/envelope';
import { customerOfRequest, readToken } from '../http/session';
import { ACCOUNT_API } from '@/contract/endpoints';
import { at, okAs, validated } from '../http/endpoint';

export function smsCodeRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.on(...at(ACCOUNT_API.sendSmsCode), validated(ACCOUNT_API.sendSmsCode), async (c) => {
    const { phone, type } = c.req.valid('query');
    let requesterId: number | undefined;
    if (type === SMS_PURPOSE.companyConsent) {
      // A company's consent is asked by a customer moving a rental to it: protected like every customer call.
      if (!readToken(c)) return c.json(refuse(MESSAGES.sessionMissing, CODE.unauthorized), 401);
      const customer = await customerOfRequest(deps, c);
      if (!customer) return c.json(refuse(MESSAGES.sessionExpired, CODE.unauthorized));
      requesterId = customer.id;
    }
    await issueSmsCode(deps.db, deps.sms, { phone, purpose: type, clientAddress: c.var.clientAddress, now: deps.clock.now(), requesterId });
    const sent: SmsCodeSent = { expiresInSeconds: SMS_CODE_TTL_MS / 1000, resendInSeconds: SMS_COOLDOWN_MS / 1000 };
    return c.json(okAs(ACCOUNT_API.sendSmsCode, sent, '验证码已发送'));
  });

  return routes;
}

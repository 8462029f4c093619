/**
 * Developer and test doors: the sandbox SMS outbox and captcha answers. Mounted only outside
 * production or with DEV_OUTBOX=1 (see app.ts); otherwise these paths are unknown routes.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { phone } from '@/lib/contract/auth';
import { CODE } from '@/lib/contract/envelope';
import { peekCaptchaAnswer } from '../domain/captchas';
import { formatShanghai } from '../domain/clock';
import { MESSAGES } from '../domain/refusal';
import { latestOutboxEntry } from '../providers/sms';
import { ok, refuse } from '../http/envelope';
import type { AppDeps, AppEnv } from '../http/env';
import { queryOf } from '../http/validate';

const outboxQuery = z.strictObject({ phone });
const captchaQuery = z.strictObject({ uuid: z.string({ error: '请提供 uuid' }).min(1, '请提供 uuid').max(64, 'uuid 不正确') });

export function devRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/dev/sms/latest', queryOf(outboxQuery), async (c) => {
    const entry = await latestOutboxEntry(deps.db, c.req.valid('query').phone);
    if (!entry) return c.json(refuse(MESSAGES.notFound, CODE.notFound));
    return c.json(ok({ phone: entry.phone, code: entry.code, type: entry.purpose, sentAt: formatShanghai(entry.sentAt) }));
  });

  routes.get('/dev/captcha/latest', queryOf(captchaQuery), async (c) => {
    const { uuid } = c.req.valid('query');
    const text = await peekCaptchaAnswer(deps.db, uuid);
    if (text === null) return c.json(refuse(MESSAGES.notFound, CODE.notFound));
    return c.json(ok({ uuid, text }));
  });

  return routes;
}

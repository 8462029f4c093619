/**
 * Developer and test doors: the sandbox SMS outbox and captcha answers, and shipping an order as
 * a merchant would (the back office's 发货 comes with the console; browser tests of what follows
 * shipping need it now). Mounted only outside production or with DEV_OUTBOX=1 (see app.ts);
 * otherwise these paths are unknown routes.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { phone } from '@/contract/auth';
import { ORDER_STATUS } from '@/contract/orders';
import { orderNoParam } from '@/contract/params';
import { CODE } from '@/contract/envelope';
import { rentalOrders } from '../db/schema';
import { peekCaptchaAnswer } from '../domain/backOffice/captchas';
import { transition } from '../domain/orders/lifecycle';
import { formatShanghai } from '../domain/shared/clock';
import { MESSAGES } from '../domain/shared/refusal';
import type { AppDeps, AppEnv } from '../http/env';
import { ok, refuse } from '../http/envelope';
import { queryOf } from '../http/validate';
import { latestOutboxEntry } from '../providers/sms';

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

  /** An approved order (待发货) shipped, 2 → 3, by the system: the lifecycle's history and 消息 as a real shipment writes them. */
  routes.post('/dev/orders/:orderNo/ship', async (c) => {
    const orderNo = orderNoParam.safeParse(c.req.param('orderNo'));
    if (!orderNo.success) return c.json(refuse(MESSAGES.notFound, CODE.notFound));
    const [order] = await deps.db.select({ id: rentalOrders.id }).from(rentalOrders).where(eq(rentalOrders.orderNo, orderNo.data));
    if (!order) return c.json(refuse(MESSAGES.notFound, CODE.notFound));
    const shipped = await deps.db.transaction((tx) => transition(tx, order.id, ORDER_STATUS.shipped, { kind: 'system' }, '开发环境模拟发货', deps.clock.now()));
    return c.json(ok({ orderNo: shipped.orderNo, status: shipped.to }));
  });

  return routes;
}

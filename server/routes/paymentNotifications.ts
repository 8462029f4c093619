/**
 * The payment providers' notifications (contract/endpoints/paymentNotify.ts): the only public
 * calls without a session. The provider's receiver checks the signature (and decrypts) first; a
 * notification that fails is answered as not accepted and changes nothing. One that passes is only a
 * reason to ask the provider (onlineTrades/notification.ts queries the trade before settling it),
 * so a notification received twice, late, or out of order settles nothing twice. The provider hears
 * `accepted` only once what it said is recorded; otherwise it sends it again later.
 */
import { Hono } from 'hono';
import { CODE } from '@/contract/envelope';
import { PAYMENT_NOTIFY_API } from '@/contract/endpoints';
import { handleTradeNotification } from '../domain/onlineTrades/notification';
import { sendPendingRefunds } from '../domain/payments/refunds';
import { MESSAGES, Refusal } from '../domain/shared/refusal';
import { at } from '../http/endpoint';
import type { AppDeps, AppEnv } from '../http/env';
import type { NotificationReply, PaymentProvider, ProviderNotice } from '../providers/payment';

function replied({ status, body, contentType }: NotificationReply): Response {
  return new Response(status === 204 ? null : body, { status, headers: status === 204 ? {} : { 'content-type': contentType } });
}

export function paymentNotificationRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const provider = deps.payment;

  async function record(payment: PaymentProvider, notice: ProviderNotice): Promise<void> {
    const now = deps.clock.now();
    if (notice.kind === 'trade') await handleTradeNotification(deps.db, payment, notice.tradeNo, now, deps.log);
    // A refund the provider finished: whatever of the trade is still pending here goes (again, idempotently) now.
    else await sendPendingRefunds(deps.db, payment, now, deps.log, { tradeNo: notice.tradeNo });
  }

  for (const name of ['alipay', 'wechat'] as const) {
    const declared = PAYMENT_NOTIFY_API[name];
    routes.on(...at(declared), async (c) => {
      const receiver = provider?.name === name ? provider.notifications : undefined;
      // Another provider's path does not exist on this shop.
      if (!provider || !receiver) throw new Refusal(MESSAGES.notFound, CODE.notFound);
      const notice = await receiver.read({ headers: c.req.raw.headers, body: await c.req.text() });
      if (!notice) {
        deps.log.warn(`[pay] a ${name} notification failed its signature check and was refused`);
        return replied(receiver.reply(false));
      }
      try {
        await record(provider, notice);
      } catch (error) {
        // Not recorded: the provider sends it again, and the scheduler asks after the trade meanwhile.
        deps.log.error(`[pay] a ${name} notification for ${notice.tradeNo} could not be recorded`, error);
        return replied(receiver.reply(false));
      }
      return replied(receiver.reply(true));
    });
  }
  return routes;
}

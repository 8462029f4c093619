/**
 * Who is about to pay, as a payment provider needs it: the channel from the User-Agent (a phone
 * pays on the provider's mobile page, a computer on its desktop cashier or QR code) and the client's
 * address (http/clientAddress.ts; WeChat Pay H5 wants it as payer_client_ip).
 */
import type { Context } from 'hono';
import type { AppEnv } from './env';
import type { PayChannel, Payer } from '../providers/payment';

/** Phones and tablets that browse as phones; HarmonyOS and WeChat's own browser say so in their own words. */
const MOBILE_AGENT = /Mobi|Android|iPhone|iPod|iPad|HarmonyOS|MicroMessenger|Windows Phone/i;

export function payChannelOf(userAgent: string | undefined): PayChannel {
  return userAgent !== undefined && MOBILE_AGENT.test(userAgent) ? 'mobile' : 'desktop';
}

export function payerOf<E extends AppEnv>(c: Context<E>): Payer {
  return { channel: payChannelOf(c.req.header('user-agent')), clientAddress: c.var.clientAddress };
}

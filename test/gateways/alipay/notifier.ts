/**
 * The asynchronous notifications (notify_url): a form-encoded POST, signed with Alipay's key, sent
 * again until the shop answers exactly `success` (Alipay's schedule is 4m, 10m, 10m, 1h, 2h, 6h, 15h;
 * here a few tries a short backoff apart). Tests can hold them and release them later, replay one,
 * and send forgeries; every delivery and every answer is kept.
 */
import { randomUUID } from 'node:crypto';
import { readAnswer } from './http';
import { rsa2Sign, signedParams, signingString, NOTIFY_UNSIGNED } from './signing';
import type { SimTrade } from './trades';
import { cstTime, formatYuan } from './yuan';

export type Attempt = { status: number; body: string } | { error: string };

export type Delivery = {
  id: number;
  outTradeNo: string;
  /** `paid` for a real trade notification; a forgery's variant otherwise; `replay` for a replayed one. */
  kind: string;
  url: string;
  body: string;
  state: 'held' | 'sending' | 'accepted' | 'given-up';
  attempts: Attempt[];
};

export type Forgery =
  'wrong-key' | 'tampered-amount-resigned-by-stranger' | 'tampered-amount-original-sign' | 'tampered-amount-signed-by-alipay' | 'unsigned' | 'other-app' | 'unknown-trade';

export const FORGERIES: readonly Forgery[] = [
  'wrong-key',
  'tampered-amount-resigned-by-stranger',
  'tampered-amount-original-sign',
  'tampered-amount-signed-by-alipay',
  'unsigned',
  'other-app',
  'unknown-trade',
];

export type NotifierOptions = {
  appId: string;
  alipayPrivateKey: string;
  strangerPrivateKey: string;
  /** The tries for one notification, and the pause before the second (doubling after). */
  tries?: number;
  backoffMs?: number;
};

export class Notifier {
  readonly deliveries: Delivery[] = [];
  private holding = false;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly options: NotifierOptions) {}

  /** The parameters of a paid trade's notification, unsigned. */
  tradeParams(trade: SimTrade): Record<string, string> {
    const paidAt = trade.paidAt ?? new Date();
    return {
      notify_time: cstTime(new Date()),
      notify_type: 'trade_status_sync',
      notify_id: randomUUID().replaceAll('-', ''),
      app_id: this.options.appId,
      auth_app_id: this.options.appId,
      charset: 'utf-8',
      version: '1.0',
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      trade_status: 'TRADE_SUCCESS',
      total_amount: formatYuan(trade.amount),
      receipt_amount: formatYuan(trade.amount),
      buyer_pay_amount: formatYuan(trade.amount),
      invoice_amount: formatYuan(trade.amount),
      subject: trade.subject,
      gmt_create: cstTime(trade.createdAt),
      gmt_payment: cstTime(paidAt),
      seller_id: '2088000000000001',
      buyer_id: '2088000000000002',
    };
  }

  /** A paid trade's notification, sent now (or held). */
  paid(trade: SimTrade): Delivery | null {
    if (!trade.notifyUrl) return null;
    return this.enqueue(trade.outTradeNo, 'paid', trade.notifyUrl, new URLSearchParams(signedParams(this.tradeParams(trade), this.options.alipayPrivateKey)).toString());
  }

  /** A forged notification about `trade`, sent at once (never held): answers the delivery once the shop answered. */
  async forge(trade: SimTrade, variant: Forgery): Promise<Delivery> {
    const genuine = this.tradeParams(trade);
    const tampered = { ...genuine, total_amount: '0.01', receipt_amount: '0.01', buyer_pay_amount: '0.01' };
    const key = this.options.alipayPrivateKey;
    let params: Record<string, string>;
    switch (variant) {
      case 'wrong-key':
        params = signedParams(genuine, this.options.strangerPrivateKey);
        break;
      case 'tampered-amount-resigned-by-stranger':
        params = signedParams(tampered, this.options.strangerPrivateKey);
        break;
      case 'tampered-amount-original-sign':
        params = { ...tampered, sign_type: 'RSA2', sign: rsa2Sign(signingString(genuine, NOTIFY_UNSIGNED), key) };
        break;
      case 'tampered-amount-signed-by-alipay':
        params = signedParams(tampered, key);
        break;
      case 'unsigned':
        params = genuine;
        break;
      case 'other-app':
        params = signedParams({ ...genuine, app_id: '2021000000000000', auth_app_id: '2021000000000000' }, key);
        break;
      case 'unknown-trade':
        params = signedParams({ ...genuine, out_trade_no: randomUUID().replaceAll('-', ''), trade_no: `${genuine.trade_no}9` }, key);
        break;
    }
    const delivery = this.record(trade.outTradeNo, variant, trade.notifyUrl ?? '', new URLSearchParams(params).toString(), 'sending');
    await this.send(delivery, 1);
    return delivery;
  }

  /** The same notification again, as Alipay re-sends one (once, whatever the answer). */
  async replay(id: number): Promise<Delivery> {
    const original = this.deliveries.find((delivery) => delivery.id === id);
    if (!original) throw new Error(`no notification ${id}`);
    const delivery = this.record(original.outTradeNo, 'replay', original.url, original.body, 'sending');
    await this.send(delivery, 1);
    return delivery;
  }

  hold(): void {
    this.holding = true;
  }

  /** Stops holding and sends what was held, in order or the latest first; answers once all were answered. */
  async release(order: 'in-order' | 'reverse' = 'in-order'): Promise<Delivery[]> {
    this.holding = false;
    const held = this.deliveries.filter((delivery) => delivery.state === 'held');
    if (order === 'reverse') held.reverse();
    for (const delivery of held) {
      delivery.state = 'sending';
      await this.send(delivery, this.options.tries ?? 4);
    }
    return held;
  }

  /** Resolves when every notification being sent has been answered or given up. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private record(outTradeNo: string, kind: string, url: string, body: string, state: Delivery['state']): Delivery {
    const delivery: Delivery = { id: this.deliveries.length + 1, outTradeNo, kind, url, body, state, attempts: [] };
    this.deliveries.push(delivery);
    return delivery;
  }

  private enqueue(outTradeNo: string, kind: string, url: string, body: string): Delivery {
    const delivery = this.record(outTradeNo, kind, url, body, this.holding ? 'held' : 'sending');
    if (delivery.state === 'sending') {
      const sending = this.send(delivery, this.options.tries ?? 4).finally(() => this.inFlight.delete(sending));
      this.inFlight.add(sending);
    }
    return delivery;
  }

  private async send(delivery: Delivery, tries: number): Promise<void> {
    let pause = this.options.backoffMs ?? 50;
    for (let attempt = 1; attempt <= tries; attempt += 1) {
      if (attempt > 1) {
        await new Promise((resolve) => setTimeout(resolve, pause));
        pause *= 2;
      }
      try {
        const response = await fetch(delivery.url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
          body: delivery.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(5_000),
        });
        const text = await readAnswer(response);
        delivery.attempts.push({ status: response.status, body: text });
        // Only exactly `success` stops Alipay sending.
        if (text === 'success') {
          delivery.state = 'accepted';
          return;
        }
      } catch (error) {
        delivery.attempts.push({ error: error instanceof Error ? error.message : String(error) });
      }
    }
    delivery.state = 'given-up';
  }
}

/**
 * The notifications WeChat Pay POSTs to notify_url (支付通知 TRANSACTION.SUCCESS, 退款结果通知
 * REFUND.SUCCESS): a JSON envelope whose `resource` is the transaction or refund encrypted with the
 * API v3 key (AEAD_AES_256_GCM, associated_data `transaction`/`refund`), signed in the Wechatpay-*
 * headers with the platform key. Sent a moment after the event, and again (a bounded number of
 * times) until the shop answers 200 or 204. Tests may hold notifications and release them late or
 * out of order, replay one, or send forgeries of several kinds; every delivery and reply is kept.
 */
import { createCipheriv, generateKeyPairSync, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import type { SimulatorKeys } from './keys';
import { randomText } from './keys';
import { readAnswer, wechatpayHeaders, type Signer } from './http';
import { rfc3339, type Order, type Refund } from './ledger';
import { refundNoticeView, transactionView } from './views';

export const FORGERIES = ['wrong-key', 'tampered-amount', 'tampered-amount-wrong-key', 'unsigned', 'stale', 'foreign-merchant', 'unknown-trade'] as const;
export type Forgery = (typeof FORGERIES)[number];

export type Reply = { status: number; body: string };

export type Delivery = {
  id: string;
  eventType: 'TRANSACTION.SUCCESS' | 'REFUND.SUCCESS';
  outTradeNo: string;
  outRefundNo: string | null;
  url: string;
  body: string;
  headers: Record<string, string>;
  /** A forgery's kind; null for WeChat Pay's own notifications. */
  forgery: Forgery | null;
  /** Held back by the test until released. */
  held: boolean;
  replies: Reply[];
  /** Answered 200/204, or out of tries. */
  settled: boolean;
};

export type NotifierOptions = { retryDelaysMs: readonly number[]; delayMs: () => number };

function encrypt(plaintext: string, apiV3Key: string, associatedData: string): Record<string, string> {
  const nonce = randomText(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
  return { original_type: associatedData, algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associatedData, nonce };
}

export class Notifier {
  readonly deliveries: Delivery[] = [];
  /** While set, new notifications wait for `release`. */
  holding = false;
  private inFlight = new Set<Promise<void>>();
  private otherKey: KeyObject | null = null;

  constructor(
    private readonly keys: SimulatorKeys,
    private readonly options: NotifierOptions,
  ) {}

  private get signer(): Signer {
    return { serial: this.keys.platform.serial, privateKey: this.keys.platform.privateKey };
  }

  /** A key WeChat Pay never had, named with the real serial: what a forger signs with. */
  private get forger(): Signer {
    this.otherKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    return { serial: this.keys.platform.serial, privateKey: this.otherKey };
  }

  private envelope(eventType: Delivery['eventType'], resource: Record<string, unknown>): string {
    const transaction = eventType === 'TRANSACTION.SUCCESS';
    return JSON.stringify({
      id: randomUUID(),
      create_time: rfc3339(),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: transaction ? '支付成功' : '退款成功',
      resource: encrypt(JSON.stringify(resource), this.keys.apiV3Key, transaction ? 'transaction' : 'refund'),
    });
  }

  private record(fields: Omit<Delivery, 'id' | 'held' | 'replies' | 'settled'>): Delivery {
    const delivery: Delivery = { ...fields, id: `N${this.deliveries.length + 1}`, held: false, replies: [], settled: false };
    this.deliveries.push(delivery);
    return delivery;
  }

  private async post(delivery: Delivery, headers: Record<string, string> = delivery.headers, body = delivery.body): Promise<Reply> {
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', 'User-Agent': 'Mozilla/4.0' },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(5_000),
      });
      const reply = { status: response.status, body: await readAnswer(response) };
      delivery.replies.push(reply);
      return reply;
    } catch (error) {
      const reply = { status: 0, body: error instanceof Error ? error.message : String(error) };
      delivery.replies.push(reply);
      return reply;
    }
  }

  /** Sends until accepted or out of tries; each retry signed afresh, as WeChat Pay's are. */
  private deliver(delivery: Delivery, firstDelayMs: number): void {
    const run = (async () => {
      await new Promise((resolve) => setTimeout(resolve, firstDelayMs));
      for (let attempt = 0; ; attempt += 1) {
        const reply = await this.post(delivery);
        if (reply.status === 200 || reply.status === 204) break;
        const wait = this.options.retryDelaysMs[attempt];
        if (wait === undefined) break;
        await new Promise((resolve) => setTimeout(resolve, wait));
        delivery.headers = wechatpayHeaders(this.signer, delivery.body);
      }
      delivery.settled = true;
    })();
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
  }

  private schedule(delivery: Delivery): void {
    if (this.holding) delivery.held = true;
    else this.deliver(delivery, this.options.delayMs());
  }

  transactionSucceeded(order: Order): Delivery {
    const body = this.envelope('TRANSACTION.SUCCESS', transactionView(order));
    const delivery = this.record({
      eventType: 'TRANSACTION.SUCCESS',
      outTradeNo: order.outTradeNo,
      outRefundNo: null,
      url: order.notifyUrl,
      body,
      headers: wechatpayHeaders(this.signer, body),
      forgery: null,
    });
    this.schedule(delivery);
    return delivery;
  }

  refundSucceeded(refund: Refund, notifyUrl: string): Delivery {
    const body = this.envelope('REFUND.SUCCESS', refundNoticeView(refund, this.keys.mchId));
    const delivery = this.record({
      eventType: 'REFUND.SUCCESS',
      outTradeNo: refund.outTradeNo,
      outRefundNo: refund.outRefundNo,
      url: notifyUrl,
      body,
      headers: wechatpayHeaders(this.signer, body),
      forgery: null,
    });
    this.schedule(delivery);
    return delivery;
  }

  /** Sends the held notifications now, oldest first or (`newestFirst`) out of order; resolves when each has its replies. */
  async release(options: { newestFirst?: boolean } = {}): Promise<void> {
    const held = this.deliveries.filter((delivery) => delivery.held);
    if (options.newestFirst) held.reverse();
    for (const delivery of held) {
      delivery.held = false;
      delivery.headers = wechatpayHeaders(this.signer, delivery.body);
      this.deliver(delivery, 0);
      await this.idle();
    }
  }

  /** A notification sent again as it was: `exact` keeps its original headers (a captured request replayed), else re-signed now (WeChat Pay's own resend). */
  async replay(id: string, options: { exact?: boolean } = {}): Promise<Reply> {
    const original = this.deliveries.find((delivery) => delivery.id === id);
    if (!original) throw new Error(`no notification ${id}`);
    return this.post(original, options.exact ? original.headers : wechatpayHeaders(this.signer, original.body));
  }

  /** A forged TRANSACTION.SUCCESS for `order` (or for a trade number nobody opened), sent once; answers the shop's reply. */
  async forge(kind: Forgery, order: Order): Promise<Reply> {
    const paid = { ...order, state: 'SUCCESS' as const, transactionId: order.transactionId ?? `42000${randomText(23, '0123456789')}`, successTime: order.successTime ?? rfc3339() };
    const truthful = transactionView(paid);
    let resource = truthful;
    if (kind === 'foreign-merchant') resource = { ...truthful, mchid: `19${randomText(8, '0123456789')}` };
    if (kind === 'unknown-trade') resource = { ...truthful, out_trade_no: randomBytes(16).toString('hex') };
    const body = this.envelope('TRANSACTION.SUCCESS', resource);
    const tampered = this.envelope('TRANSACTION.SUCCESS', {
      ...truthful,
      amount: { total: order.total === 1 ? 2 : 1, payer_total: order.total === 1 ? 2 : 1, currency: 'CNY', payer_currency: 'CNY' },
    });
    const sent: Record<Forgery, { body: string; headers: Record<string, string> }> = {
      'wrong-key': { body, headers: wechatpayHeaders(this.forger, body) },
      'tampered-amount': { body: tampered, headers: wechatpayHeaders(this.signer, body) },
      'tampered-amount-wrong-key': { body: tampered, headers: wechatpayHeaders(this.forger, tampered) },
      unsigned: { body, headers: {} },
      stale: { body, headers: wechatpayHeaders(this.signer, body, Math.floor(Date.now() / 1000) - 600) },
      'foreign-merchant': { body, headers: wechatpayHeaders(this.signer, body) },
      'unknown-trade': { body, headers: wechatpayHeaders(this.signer, body) },
    };
    const delivery = this.record({
      eventType: 'TRANSACTION.SUCCESS',
      outTradeNo: String(resource.out_trade_no),
      outRefundNo: null,
      url: order.notifyUrl,
      ...sent[kind],
      forgery: kind,
    });
    const reply = await this.post(delivery);
    delivery.settled = true;
    return reply;
  }

  /** Resolves once every notification being sent has its final reply. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }
}

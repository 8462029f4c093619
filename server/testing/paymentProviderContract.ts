/**
 * What every payment provider promises behind PaymentProvider (providers/payment.ts), as one suite
 * run once per provider: the embedded sandbox (providers/sandboxPayment.contract.test.ts), Alipay and
 * WeChat Pay against their gateway simulators (test/gateways/). The suite drives the provider as
 * the shop does and a customer through the provider's own cashier (`pay`), and reads what the
 * provider notified (`notices`: for a real provider, the HTTP notifications its simulator sent, each
 * read through the provider's receiver, so an unverifiable one never counts).
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { PayChannel, PaymentProvider, ProviderNotice, TradeRequest } from '../providers/payment';
import { PaymentProviderError } from '../providers/payment';
import { newRefundNo } from '../domain/payments/refunds';

export type ProviderUnderTest = {
  provider: PaymentProvider;
  /** The customer pays the trade on the provider's page that `payUrl` leads to (the cashier's 付款, the QR code scanned). */
  pay(trade: { tradeNo: string; payUrl: string; channel: PayChannel }): Promise<void>;
  /** Notifications received and verified so far, oldest first (the suite waits for the ones it expects). */
  notices(): readonly ProviderNotice[];
  close(): Promise<void>;
};

const newTradeNo = () => randomBytes(16).toString('hex');

function tradeRequest(amount: number, channel: PayChannel = 'desktop'): TradeRequest {
  return { tradeNo: newTradeNo(), amount, subject: '云租电脑-订单支付', payer: { channel, clientAddress: '203.0.113.10' } };
}

/** Resolves once `check` holds, polling briefly: a notification arrives when the provider sends it, not at a known moment. */
async function eventually(what: string, check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function paymentProviderContract(name: string, start: () => Promise<ProviderUnderTest>): void {
  describe(`${name}: the payment provider contract`, () => {
    let under: ProviderUnderTest;
    before(async () => {
      under = await start();
    });
    after(() => under.close());

    async function paidTrade(amount: number, channel: PayChannel = 'desktop') {
      const request = tradeRequest(amount, channel);
      const { payUrl } = await under.provider.createTrade(request);
      await under.pay({ tradeNo: request.tradeNo, payUrl, channel });
      return request;
    }

    test('a trade opens pending with its amount in fen; opening it again answers the same trade; an unknown one is not known', async () => {
      const request = tradeRequest(129_900);
      const first = await under.provider.createTrade(request);
      const again = await under.provider.createTrade(request);
      assert.ok(first.payUrl.length > 0);
      assert.equal((await under.provider.queryTrade(request.tradeNo))?.status, 'pending');
      assert.equal(again.payUrl.length > 0, true);
      const trade = await under.provider.queryTrade(request.tradeNo);
      assert.deepEqual({ tradeNo: trade?.tradeNo, amount: trade?.amount, refunded: trade?.refundedAmount }, { tradeNo: request.tradeNo, amount: 129_900, refunded: 0 });
      assert.equal(await under.provider.queryTrade(newTradeNo()), null);
    });

    for (const channel of ['desktop', 'mobile'] as const) {
      test(`paid on the ${channel} page: the query says paid with the exact amount, and a verified notification names the trade`, async () => {
        const request = await paidTrade(1, channel);
        const trade = await under.provider.queryTrade(request.tradeNo);
        assert.deepEqual({ status: trade?.status, amount: trade?.amount }, { status: 'paid', amount: 1 });
        await eventually(`the notification of ${request.tradeNo}`, () => under.notices().some((notice) => notice.kind === 'trade' && notice.tradeNo === request.tradeNo));
      });
    }

    test('a closed trade can no longer be paid; closing a paid one answers paid and leaves it paid', async () => {
      const open = tradeRequest(59_900);
      const { payUrl } = await under.provider.createTrade(open);
      assert.equal(await under.provider.closeTrade(open.tradeNo), 'closed');
      assert.equal(await under.provider.closeTrade(open.tradeNo), 'closed');
      await assert.rejects(under.pay({ tradeNo: open.tradeNo, payUrl, channel: 'desktop' }));
      assert.equal((await under.provider.queryTrade(open.tradeNo))?.status, 'closed');

      const paid = await paidTrade(59_900);
      assert.equal(await under.provider.closeTrade(paid.tradeNo), 'paid');
      assert.equal((await under.provider.queryTrade(paid.tradeNo))?.status, 'paid');
    });

    test('refunds go back in parts, each once by its refund number, never beyond what was paid', async () => {
      const paid = await paidTrade(100_000);
      const first = newRefundNo();
      assert.deepEqual(await under.provider.refund({ tradeNo: paid.tradeNo, refundNo: first, amount: 30_000 }), { refundNo: first, refundedAmount: 30_000 });
      // The same refund number again (a retry after a lost answer) pays nothing more.
      assert.deepEqual(await under.provider.refund({ tradeNo: paid.tradeNo, refundNo: first, amount: 30_000 }), { refundNo: first, refundedAmount: 30_000 });
      await assert.rejects(under.provider.refund({ tradeNo: paid.tradeNo, refundNo: newRefundNo(), amount: 70_001 }), PaymentProviderError);
      const rest = newRefundNo();
      assert.deepEqual(await under.provider.refund({ tradeNo: paid.tradeNo, refundNo: rest, amount: 70_000 }), { refundNo: rest, refundedAmount: 100_000 });
      const trade = await under.provider.queryTrade(paid.tradeNo);
      assert.deepEqual({ status: trade?.status, refunded: trade?.refundedAmount }, { status: 'refunded', refunded: 100_000 });
    });

    test('an unpaid trade refunds nothing', async () => {
      const open = tradeRequest(10_000);
      await under.provider.createTrade(open);
      await assert.rejects(under.provider.refund({ tradeNo: open.tradeNo, refundNo: newRefundNo(), amount: 10_000 }), PaymentProviderError);
      assert.equal((await under.provider.queryTrade(open.tradeNo))?.refundedAmount, 0);
    });

    test('ten refunds sent at once under one refund number give back once', async () => {
      const paid = await paidTrade(20_000);
      const refundNo = newRefundNo();
      const answers = await Promise.allSettled(Array.from({ length: 10 }, () => under.provider.refund({ tradeNo: paid.tradeNo, refundNo, amount: 20_000 })));
      assert.ok(answers.some((answer) => answer.status === 'fulfilled'));
      assert.equal((await under.provider.queryTrade(paid.tradeNo))?.refundedAmount, 20_000);
    });
  });
}

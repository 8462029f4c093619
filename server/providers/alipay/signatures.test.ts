/**
 * Both ends check signatures: the simulator refuses a request the app key did not sign (as Alipay's
 * gateway answers it: 40002 isv.invalid-signature), and the provider believes no answer Alipay's
 * key did not sign.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import { openCashierPage } from '@/test/gateways/alipay/browser';
import { rsaKeyPair } from '@/test/gateways/alipay/keys';
import { startAlipaySimulator, type AlipaySimulator } from '@/test/gateways/alipay/simulator';
import { systemClock } from '../../domain/shared/clock';
import type { AlipaySettings } from '../../runtime/paymentSettings';
import { AlipayRefusal, AlipayUnreachable } from './gateway';
import { alipayPaymentProvider } from '.';

let simulator: AlipaySimulator;
let settings: AlipaySettings;
before(async () => {
  simulator = await startAlipaySimulator();
  settings = { name: 'alipay', notifyBase: 'http://127.0.0.1:9', appId: simulator.appId, ...simulator.shopKeys, gateway: simulator.gateway };
});
after(() => simulator.close());

const tradeNo = () => randomBytes(16).toString('hex');
const stranger = rsaKeyPair();

test('a request signed with another key is refused by the gateway with Alipay’s invalid-signature answer', async () => {
  const provider = alipayPaymentProvider({ ...settings, appPrivateKey: stranger.privateKey }, { db: null, clock: systemClock });
  const refusal = await provider.queryTrade(tradeNo()).then(
    () => null,
    (error: unknown) => error,
  );
  assert.ok(refusal instanceof AlipayRefusal);
  assert.deepEqual([refusal.code, refusal.subCode], ['40002', 'isv.invalid-signature']);
  const { payUrl } = await provider.createTrade({ tradeNo: tradeNo(), amount: 100, subject: '云租电脑', payer: { channel: 'desktop', clientAddress: '203.0.113.10' } });
  assert.match(await openCashierPage(payUrl), /错误代码：invalid-signature/);
});

test('a pay URL whose amount was changed after signing opens no cashier', async () => {
  const provider = alipayPaymentProvider(settings, { db: null, clock: systemClock });
  const { payUrl } = await provider.createTrade({ tradeNo: tradeNo(), amount: 129_900, subject: '云租电脑', payer: { channel: 'mobile', clientAddress: '203.0.113.10' } });
  assert.match(await openCashierPage(payUrl), /¥1299\.00/);
  const tampered = new URL(payUrl);
  tampered.searchParams.set('biz_content', (tampered.searchParams.get('biz_content') ?? '').replace('"1299.00"', '"0.01"'));
  assert.match(await openCashierPage(tampered.toString()), /错误代码：invalid-signature/);
});

test('an answer not signed by Alipay’s key is not believed', async () => {
  const provider = alipayPaymentProvider({ ...settings, alipayPublicKey: stranger.publicKey }, { db: null, clock: systemClock });
  await assert.rejects(provider.queryTrade(tradeNo()), AlipayUnreachable);
});

test('the errors name Alipay’s codes, never a key, a signature or the signed URL', async () => {
  const provider = alipayPaymentProvider({ ...settings, gateway: 'http://127.0.0.1:9/gateway.do' }, { db: null, clock: systemClock });
  const error = await provider.refund({ tradeNo: tradeNo(), refundNo: `RF${randomBytes(15).toString('hex')}`, amount: 1 }).then(
    () => null,
    (failure: unknown) => failure,
  );
  assert.ok(error instanceof AlipayUnreachable);
  assert.doesNotMatch(error.message, /sign=|gateway\.do|PRIVATE KEY|biz_content/);
});

/**
 * The notification receiver's edges, one at a time against notifications built here with the
 * simulator's keys: the clock window (injected), the serial, the signature, the AES-GCM seal (key,
 * associated data, a changed byte), whose notification it is, and the event types. And the API
 * client: an answer signed by another key, or a request signed with a key WeChat Pay does not hold.
 */
import assert from 'node:assert/strict';
import { createCipheriv, createSign } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { simulatorKeys, type SimulatorKeys } from '../../../test/gateways/wechat/keys';
import { startWechatPaySimulator, type WechatPaySimulator } from '../../../test/gateways/wechat/server';
import { PaymentProviderError } from '../payment';
import { wechatPayProvider } from './index';
import { wechatPayNotifications } from './notifications';
import { platformKey } from './platformKey';

const NOW_MS = Date.UTC(2026, 2, 2, 2, 0, 0);
const TRADE_NO = 'a'.repeat(32);
const REFUND_NO = `RF${'b'.repeat(30)}`;

function seal(plaintext: string, key: string, associatedData: string, nonce = 'abcdefghijkl'): Record<string, string> {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from(associatedData));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associatedData, nonce, original_type: associatedData };
}

function signedHeaders(keys: SimulatorKeys, body: string, timestampSeconds = NOW_MS / 1000, serial = keys.platform.serial): Headers {
  const nonce = 'n0nce';
  const signature = createSign('RSA-SHA256').update(`${timestampSeconds}\n${nonce}\n${body}\n`).sign(keys.platform.privateKey, 'base64');
  return new Headers({ 'wechatpay-timestamp': String(timestampSeconds), 'wechatpay-nonce': nonce, 'wechatpay-serial': serial, 'wechatpay-signature': signature });
}

describe('the notification receiver', () => {
  const keys = simulatorKeys('certificate');
  const receiver = wechatPayNotifications({ mchId: keys.mchId, appId: keys.appId, apiV3Key: keys.apiV3Key, platform: platformKey(keys.platform.pem), nowMs: () => NOW_MS });
  const transaction = {
    appid: keys.appId,
    mchid: keys.mchId,
    out_trade_no: TRADE_NO,
    transaction_id: '4200000000',
    trade_state: 'SUCCESS',
    amount: { total: 100, payer_total: 100, currency: 'CNY' },
  };
  const envelope = (eventType: string, resource: Record<string, string>) =>
    JSON.stringify({ id: 'x', create_time: '2026-03-02T10:00:00+08:00', resource_type: 'encrypt-resource', event_type: eventType, summary: '支付成功', resource });
  const paid = envelope('TRANSACTION.SUCCESS', seal(JSON.stringify(transaction), keys.apiV3Key, 'transaction'));

  test('a payment notification signed, in time and sealed with our key names its trade', async () => {
    assert.deepEqual(await receiver.read({ headers: signedHeaders(keys, paid), body: paid }), { kind: 'trade', tradeNo: TRADE_NO });
  });

  test('five minutes either side is the window', async () => {
    for (const offset of [-300, 300]) assert.ok(await receiver.read({ headers: signedHeaders(keys, paid, NOW_MS / 1000 + offset), body: paid }), `${offset}`);
    for (const offset of [-301, 301]) assert.equal(await receiver.read({ headers: signedHeaders(keys, paid, NOW_MS / 1000 + offset), body: paid }), null, `${offset}`);
  });

  test('another serial, another body, a missing header: refused', async () => {
    assert.equal(await receiver.read({ headers: signedHeaders(keys, paid, NOW_MS / 1000, 'ABCDEF0123'), body: paid }), null);
    assert.equal(await receiver.read({ headers: signedHeaders(keys, paid), body: `${paid} ` }), null);
    const headers = signedHeaders(keys, paid);
    headers.delete('wechatpay-nonce');
    assert.equal(await receiver.read({ headers, body: paid }), null);
  });

  test('a resource sealed with another key, other associated data, or a changed byte: refused', async () => {
    const variants = [
      envelope('TRANSACTION.SUCCESS', seal(JSON.stringify(transaction), 'x'.repeat(32), 'transaction')),
      envelope('TRANSACTION.SUCCESS', { ...seal(JSON.stringify(transaction), keys.apiV3Key, 'transaction'), associated_data: 'refund' }),
      envelope('TRANSACTION.SUCCESS', { ...seal(JSON.stringify(transaction), keys.apiV3Key, 'transaction'), algorithm: 'AES_128_CBC' }),
    ];
    const sealed = seal(JSON.stringify(transaction), keys.apiV3Key, 'transaction');
    const bytes = Buffer.from(sealed.ciphertext!, 'base64');
    bytes[3] = bytes[3]! ^ 1;
    variants.push(envelope('TRANSACTION.SUCCESS', { ...sealed, ciphertext: bytes.toString('base64') }));
    for (const body of variants) assert.equal(await receiver.read({ headers: signedHeaders(keys, body), body }), null);
  });

  test('another merchant or app, an odd trade number, another event, malformed JSON: refused', async () => {
    const bodies = [
      envelope('TRANSACTION.SUCCESS', seal(JSON.stringify({ ...transaction, mchid: '1900000000' }), keys.apiV3Key, 'transaction')),
      envelope('TRANSACTION.SUCCESS', seal(JSON.stringify({ ...transaction, appid: 'wx0000' }), keys.apiV3Key, 'transaction')),
      envelope('TRANSACTION.SUCCESS', seal(JSON.stringify({ ...transaction, out_trade_no: 'not-ours' }), keys.apiV3Key, 'transaction')),
      envelope('MCHTRANSFER.BILL.FINISHED', seal(JSON.stringify(transaction), keys.apiV3Key, 'transaction')),
      '{"event_type":',
    ];
    for (const body of bodies) assert.equal(await receiver.read({ headers: signedHeaders(keys, body), body }), null, body.slice(0, 60));
  });

  test('refund notifications of every ending name the trade and the refund', async () => {
    const refund = { mchid: keys.mchId, out_trade_no: TRADE_NO, out_refund_no: REFUND_NO, refund_status: 'SUCCESS', amount: { total: 100, refund: 100 } };
    for (const event of ['REFUND.SUCCESS', 'REFUND.ABNORMAL', 'REFUND.CLOSED']) {
      const body = envelope(event, seal(JSON.stringify(refund), keys.apiV3Key, 'refund'));
      assert.deepEqual(await receiver.read({ headers: signedHeaders(keys, body), body }), { kind: 'refund', tradeNo: TRADE_NO, refundNo: REFUND_NO }, event);
    }
  });

  test('the replies WeChat Pay expects', () => {
    assert.deepEqual(receiver.reply(true), { status: 204, body: '', contentType: 'application/json' });
    assert.deepEqual(receiver.reply(false), { status: 400, body: '{"code":"FAIL","message":"失败"}', contentType: 'application/json; charset=utf-8' });
  });
});

describe('the API client', () => {
  let simulator: WechatPaySimulator;
  let other: WechatPaySimulator;
  before(async () => {
    [simulator, other] = await Promise.all([startWechatPaySimulator(), startWechatPaySimulator({ platform: 'publicKey' })]);
  });
  after(() => Promise.all([simulator.close(), other.close()]));

  test('an answer signed by a key other than the configured platform key is not believed', async () => {
    const provider = wechatPayProvider({ ...simulator.settings('https://shop.example'), platformCert: other.keys.platform.pem });
    await assert.rejects(provider.queryTrade(TRADE_NO), (error: unknown) => error instanceof PaymentProviderError && /signature check/.test(error.message));
  });

  test('a request signed with a merchant key WeChat Pay does not hold is refused with SIGN_ERROR', async () => {
    const provider = wechatPayProvider({ ...simulator.settings('https://shop.example'), privateKey: other.keys.merchant.privateKeyPem });
    await assert.rejects(provider.queryTrade(TRADE_NO), /401 SIGN_ERROR/);
    const skewed = wechatPayProvider(simulator.settings('https://shop.example'), { nowMs: () => Date.now() - 301_000 });
    // The simulator refuses the stale request; its fresh answer is then outside the provider's skewed window too.
    await assert.rejects(skewed.queryTrade(TRADE_NO), PaymentProviderError);
    assert.equal(simulator.requests.filter((request) => request.status === 401).length, 2);
  });

  test('an unknown trade is null, as WeChat Pay answers 404 ORDER_NOT_EXIST', async () => {
    assert.equal(await wechatPayProvider(simulator.settings('https://shop.example')).queryTrade(TRADE_NO), null);
  });
});

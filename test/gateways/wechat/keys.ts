/**
 * Everything the simulator and a merchant share, made fresh for each start: the merchant's API key
 * pair and its certificate serial (the merchant signs, the simulator verifies), WeChat Pay's
 * platform key pair published either as a certificate (平台证书) or as a bare public key named
 * `PUB_KEY_ID_…` (微信支付公钥), the 32-character API v3 key, and the merchant and app ids.
 */
import { generateKeyPairSync, randomBytes, randomInt, type KeyObject } from 'node:crypto';
import { selfSignedCertificate } from './certificate';

export type PlatformKind = 'certificate' | 'publicKey';

export type SimulatorKeys = {
  mchId: string;
  appId: string;
  apiV3Key: string;
  merchant: { serialNo: string; privateKey: KeyObject; privateKeyPem: string; publicKey: KeyObject };
  /** What signs answers and notifications; `pem` is the certificate or public key the merchant configures, `serial` what Wechatpay-Serial says. */
  platform: { kind: PlatformKind; serial: string; pem: string; privateKey: KeyObject };
};

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomText(size: number, alphabet = ALPHANUMERIC): string {
  return Array.from({ length: size }, () => alphabet[randomInt(alphabet.length)]).join('');
}

export function simulatorKeys(platformKind: PlatformKind = 'certificate'): SimulatorKeys {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platformPublished =
    platformKind === 'certificate'
      ? selfSignedCertificate(platform, 'Tenpay.com Root CA (simulated)')
      : { pem: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(), serial: `PUB_KEY_ID_01${randomText(30, '0123456789')}` };
  return {
    mchId: `16${randomText(8, '0123456789')}`,
    appId: `wx${randomBytes(8).toString('hex')}`,
    apiV3Key: randomText(32),
    merchant: {
      serialNo: randomBytes(20).toString('hex').toUpperCase(),
      privateKey: merchant.privateKey,
      privateKeyPem: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      publicKey: merchant.publicKey,
    },
    platform: { kind: platformKind, serial: platformPublished.serial, pem: platformPublished.pem, privateKey: platform.privateKey },
  };
}

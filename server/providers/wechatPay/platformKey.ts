/**
 * WeChat Pay's key that signs its answers and notifications, from WECHATPAY_PLATFORM_CERT_FILE:
 * either a platform certificate (平台证书, named in the Wechatpay-Serial header by its serial
 * number) or a 微信支付公钥 (named by an id `PUB_KEY_ID_…`, which the PEM file does not carry).
 * The signature is what proves an answer; the serial only says which key signed it, so an answer
 * naming another key (a rotated certificate we do not have) is refused rather than tried.
 */
import { createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';

export type PlatformKey = {
  key: KeyObject;
  /** Whether a Wechatpay-Serial header names this key. */
  names(serial: string): boolean;
};

const PUBLIC_KEY_ID = /^PUB_KEY_ID_[0-9A-Za-z_]+$/;

export function platformKey(pem: string): PlatformKey {
  if (pem.includes('-----BEGIN CERTIFICATE-----')) {
    const certificate = new X509Certificate(pem);
    // Node spells the serial in upper-case hex without leading zeros' loss; WeChat Pay in upper-case hex too.
    const serial = certificate.serialNumber.toUpperCase();
    return { key: certificate.publicKey, names: (named) => named.toUpperCase() === serial };
  }
  // A bare public key: only WeChat Pay's public keys are published so, and they are named by their id.
  return { key: createPublicKey(pem), names: (named) => PUBLIC_KEY_ID.test(named) };
}

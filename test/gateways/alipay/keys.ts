/** Fresh RSA key pairs for one simulator run: Alipay's own, the shop's app key, and a stranger's (for forgeries). */
import { generateKeyPairSync } from 'node:crypto';

export type KeyPair = { privateKey: string; publicKey: string };

export function rsaKeyPair(): KeyPair {
  // PKCS#8 and SPKI, as the open platform's key tool writes them (公钥模式).
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
}

export type SimulatorKeys = { alipay: KeyPair; app: KeyPair; stranger: KeyPair };

export function simulatorKeys(): SimulatorKeys {
  return { alipay: rsaKeyPair(), app: rsaKeyPair(), stranger: rsaKeyPair() };
}

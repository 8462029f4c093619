/**
 * The payment provider's settings (docs/payments.md#going-live): PAYMENT_PROVIDER picks it, and a
 * real provider reads its ids from the environment and its keys and certificates from the files the
 * environment names. Everything is read once at start: a missing setting or an unreadable file stops
 * the product server with a message naming the setting, never its contents (keys are never logged).
 */
import fs from 'node:fs';
import { ConfigError, type Environment } from './configError';

export const PAYMENT_PROVIDERS = ['sandbox', 'alipay', 'wechat'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export type AlipaySettings = {
  name: 'alipay';
  /** The shop's public base URL; the notify and return addresses are under it. */
  notifyBase: string;
  appId: string;
  /** The app's RSA2 private key (PEM), which signs every request. */
  appPrivateKey: string;
  /** Alipay's public key (PEM), which verifies every answer and notification. */
  alipayPublicKey: string;
  /** The openapi gateway (`https://openapi.alipay.com/gateway.do` unless set). */
  gateway: string;
};

export type WechatPaySettings = {
  name: 'wechat';
  notifyBase: string;
  mchId: string;
  appId: string;
  /** The serial number of the merchant's API certificate, named in every request's signature. */
  serialNo: string;
  /** The merchant's API private key (PEM). */
  privateKey: string;
  /** WeChat Pay's platform certificate or platform public key (PEM), which verifies answers and notifications. */
  platformCert: string;
  /** The API v3 key (32 bytes), which decrypts notifications' resources (AES-256-GCM). */
  apiV3Key: string;
  /** The API's base URL (`https://api.mch.weixin.qq.com` unless set). */
  baseUrl: string;
};

export type PaymentSettings = { name: 'sandbox' } | AlipaySettings | WechatPaySettings;

export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';
export const WECHATPAY_BASE_URL = 'https://api.mch.weixin.qq.com';

type ReadFile = (file: string) => string;

const readUtf8: ReadFile = (file) => fs.readFileSync(file, 'utf8');

function required(env: Environment, name: string): string {
  const value = env[name]?.trim() ?? '';
  if (value === '') throw new ConfigError(`${name} must be set when PAYMENT_PROVIDER=${env.PAYMENT_PROVIDER?.trim()}`);
  return value;
}

/** An http(s) URL without a trailing slash; plain http only on this machine (a gateway simulator, a local proxy). */
function urlSetting(env: Environment, name: string, fallback?: string): string {
  const raw = env[name]?.trim() || fallback || required(env, name);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`);
  }
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) throw new ConfigError(`${name} must be an https:// URL (http:// only on this machine), got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

/** The contents of the file a setting names; the error names the setting and the path, never what is in the file. */
function fileSetting(env: Environment, name: string, read: ReadFile, shape: RegExp, shapeName: string): string {
  const file = required(env, name);
  let contents: string;
  try {
    contents = read(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new ConfigError(`${name}: cannot read ${file} (${code})`);
  }
  if (!shape.test(contents)) throw new ConfigError(`${name}: ${file} is not ${shapeName}`);
  return contents.trim();
}

const PEM_KEY = /-----BEGIN (RSA |EC )?PRIVATE KEY-----/;
const PEM_PUBLIC = /-----BEGIN (PUBLIC KEY|CERTIFICATE)-----/;
const API_V3_KEY = /^\s*[A-Za-z0-9]{32}\s*$/;

export function paymentSettings(env: Environment, read: ReadFile = readUtf8): PaymentSettings | null {
  const raw = env.PAYMENT_PROVIDER?.trim() ?? '';
  if (raw === '' || raw === 'none') return null;
  const name = PAYMENT_PROVIDERS.find((known): known is PaymentProviderName => known === raw);
  if (!name) throw new ConfigError(`PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')} or none, got "${raw}"`);
  switch (name) {
    case 'sandbox':
      return { name };
    case 'alipay':
      return {
        name,
        notifyBase: urlSetting(env, 'PAYMENT_NOTIFY_BASE'),
        appId: required(env, 'ALIPAY_APP_ID'),
        appPrivateKey: fileSetting(env, 'ALIPAY_APP_PRIVATE_KEY_FILE', read, PEM_KEY, 'a PEM private key'),
        alipayPublicKey: fileSetting(env, 'ALIPAY_PUBLIC_KEY_FILE', read, PEM_PUBLIC, 'a PEM public key'),
        gateway: urlSetting(env, 'ALIPAY_GATEWAY', ALIPAY_GATEWAY),
      };
    case 'wechat':
      return {
        name,
        notifyBase: urlSetting(env, 'PAYMENT_NOTIFY_BASE'),
        mchId: required(env, 'WECHATPAY_MCHID'),
        appId: required(env, 'WECHATPAY_APPID'),
        serialNo: required(env, 'WECHATPAY_SERIAL_NO'),
        privateKey: fileSetting(env, 'WECHATPAY_PRIVATE_KEY_FILE', read, PEM_KEY, 'a PEM private key'),
        platformCert: fileSetting(env, 'WECHATPAY_PLATFORM_CERT_FILE', read, PEM_PUBLIC, 'a PEM certificate or public key'),
        apiV3Key: fileSetting(env, 'WECHATPAY_APIV3_KEY_FILE', read, API_V3_KEY, 'a 32-character API v3 key').trim(),
        baseUrl: urlSetting(env, 'WECHATPAY_BASE_URL', WECHATPAY_BASE_URL),
      };
  }
}

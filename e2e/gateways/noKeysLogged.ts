/**
 * After the gateway journeys: nothing the provider's settings hold in files (the merchant's private
 * key, the API v3 key) and no customer password reached the product server's log (kept by
 * test/gateways/withSimulator.mjs). A key's PEM is matched line by line, so a key printed in part,
 * or re-wrapped, is found too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { GATEWAY_DIR } from '../../playwright.gateways.config';
import { DEMO_COMPANY, DEMO_PERSONAL } from '../support';

/** What in a key file must never be logged: each base64 line of a PEM, or a bare key as it is. */
function secretsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8').trim();
  if (!text.includes('-----BEGIN')) return [text];
  return text.split('\n').filter((line) => !line.startsWith('-----') && line.trim().length >= 32);
}

export default function noKeysLogged(): void {
  const log = fs.readFileSync(path.join(GATEWAY_DIR, 'product-server.log'), 'utf8');
  if (log.length === 0) throw new Error('the product server logged nothing: the check would prove nothing');
  const { env } = JSON.parse(fs.readFileSync(path.join(GATEWAY_DIR, 'simulator.json'), 'utf8')) as { env: Record<string, string> };
  // The private keys and the API v3 key; the public ones are public.
  const keyFiles = ['ALIPAY_APP_PRIVATE_KEY_FILE', 'WECHATPAY_PRIVATE_KEY_FILE', 'WECHATPAY_APIV3_KEY_FILE'].flatMap((name) => (env[name] ? [env[name]] : []));
  if (keyFiles.length === 0) throw new Error('no key file named in simulator.json');
  const secrets = [...keyFiles.flatMap(secretsOf), DEMO_PERSONAL.password, DEMO_COMPANY.password];
  const found = secrets.filter((secret) => log.includes(secret));
  if (found.length > 0) throw new Error(`the product server's log holds ${found.length} secret piece(s), e.g. ${found[0]?.slice(0, 4)}…`);
}

/**
 * The WeChat Pay simulator as its own process, for the browser journeys:
 *
 *   node --import tsx test/gateways/wechat/main.ts --port 0 --keys-dir DIR [--platform certificate|publicKey]
 *
 * writes the merchant's private key, the platform certificate (or public key) and the API v3 key
 * into DIR, prints one JSON line `{"baseUrl":…,"env":{WECHATPAY_…}}` with the settings the product
 * server needs (PAYMENT_PROVIDER=wechat and PAYMENT_NOTIFY_BASE are the caller's; also written, whole,
 * to DIR/simulator.json), and serves until killed (SIGTERM/SIGINT).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startWechatPaySimulator } from './server';

const { values } = parseArgs({ options: { port: { type: 'string', default: '0' }, 'keys-dir': { type: 'string' }, platform: { type: 'string', default: 'certificate' } } });
const keysDir = values['keys-dir'];
const platform = values.platform;
if (!keysDir || (platform !== 'certificate' && platform !== 'publicKey')) {
  console.error('usage: node --import tsx test/gateways/wechat/main.ts --port 0 --keys-dir DIR [--platform certificate|publicKey]');
  process.exit(2);
}

async function main(keysDir: string, platform: 'certificate' | 'publicKey'): Promise<void> {
  const simulator = await startWechatPaySimulator({ port: Number(values.port), platform });
  fs.mkdirSync(keysDir, { recursive: true });
  const files = {
    privateKey: path.resolve(keysDir, 'apiclient_key.pem'),
    platform: path.resolve(keysDir, platform === 'certificate' ? 'wechatpay_platform_cert.pem' : 'pub_key.pem'),
    apiV3Key: path.resolve(keysDir, 'apiv3_key.txt'),
  };
  fs.writeFileSync(files.privateKey, simulator.keys.merchant.privateKeyPem, { mode: 0o600 });
  fs.writeFileSync(files.platform, simulator.keys.platform.pem);
  fs.writeFileSync(files.apiV3Key, simulator.keys.apiV3Key, { mode: 0o600 });

  const ready = JSON.stringify({
    baseUrl: simulator.baseUrl,
    platformSerial: simulator.keys.platform.serial,
    env: {
      WECHATPAY_MCHID: simulator.keys.mchId,
      WECHATPAY_APPID: simulator.keys.appId,
      WECHATPAY_SERIAL_NO: simulator.keys.merchant.serialNo,
      WECHATPAY_PRIVATE_KEY_FILE: files.privateKey,
      WECHATPAY_PLATFORM_CERT_FILE: files.platform,
      WECHATPAY_APIV3_KEY_FILE: files.apiV3Key,
      WECHATPAY_BASE_URL: simulator.baseUrl,
    },
  });
  // The browser tests' product server waits for this file (test/gateways/withSimulator.mjs), written whole.
  fs.writeFileSync(path.resolve(keysDir, 'simulator.json.tmp'), ready);
  fs.renameSync(path.resolve(keysDir, 'simulator.json.tmp'), path.resolve(keysDir, 'simulator.json'));
  // One line a parent process reads to learn where the simulator is and how to reach it.
  process.stdout.write(`${ready}\n`);

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void simulator.close().then(() => process.exit(0));
    });
  }
}

void main(keysDir, platform);

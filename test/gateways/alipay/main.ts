/**
 * The Alipay gateway simulator on its own, for browser runs:
 *   node --import tsx test/gateways/alipay/main.ts --port 0 --keys-dir DIR [--app-id ID]
 * writes the shop's keys to DIR (app-private-key.pem, alipay-public-key.pem), prints one JSON line
 * with the gateway's URL and the product server's environment (also written, whole, to
 * DIR/simulator.json once the keys are there: the browser tests' product server waits for it), and
 * serves until killed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startAlipaySimulator } from './simulator';

const { values } = parseArgs({ options: { port: { type: 'string', default: '0' }, 'keys-dir': { type: 'string' }, 'app-id': { type: 'string' } } });
const keysDir = values['keys-dir'];
if (!keysDir) {
  console.error('usage: node --import tsx test/gateways/alipay/main.ts --port 0 --keys-dir DIR [--app-id ID]');
  process.exit(2);
}

async function main(dir: string): Promise<void> {
  const simulator = await startAlipaySimulator({ port: Number(values.port), appId: values['app-id'] });
  fs.mkdirSync(dir, { recursive: true });
  const privateKeyFile = path.resolve(dir, 'app-private-key.pem');
  const publicKeyFile = path.resolve(dir, 'alipay-public-key.pem');
  fs.writeFileSync(privateKeyFile, simulator.shopKeys.appPrivateKey, { mode: 0o600 });
  fs.writeFileSync(publicKeyFile, simulator.shopKeys.alipayPublicKey);
  const described = JSON.stringify({
    gateway: simulator.gateway,
    control: `${simulator.origin}/__control/`,
    env: {
      PAYMENT_PROVIDER: 'alipay',
      ALIPAY_APP_ID: simulator.appId,
      ALIPAY_APP_PRIVATE_KEY_FILE: privateKeyFile,
      ALIPAY_PUBLIC_KEY_FILE: publicKeyFile,
      ALIPAY_GATEWAY: simulator.gateway,
    },
  });
  fs.writeFileSync(path.resolve(dir, 'simulator.json.tmp'), described);
  fs.renameSync(path.resolve(dir, 'simulator.json.tmp'), path.resolve(dir, 'simulator.json'));
  console.info(described);
  const stop = () => void simulator.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main(keysDir);

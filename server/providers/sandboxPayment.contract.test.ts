import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { systemClock } from '../domain/shared/clock';
import { silentLogger } from '../runtime/log';
import { databaseTemplate } from '../testing/template';
import { paymentProviderContract } from '../testing/paymentProviderContract';
import { sandboxPaymentProvider, type ProviderNotice } from './payment';

paymentProviderContract('the sandbox', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zl-sandbox-contract-'));
  const handle = await openDatabase({ dataDir, loadDataDir: await databaseTemplate() });
  const provider = sandboxPaymentProvider(handle.db, systemClock, silentLogger);
  const notices: ProviderNotice[] = [];
  provider.onPaid(async (tradeNo) => {
    notices.push({ kind: 'trade', tradeNo });
  });
  return {
    provider,
    // The sandbox cashier's 确认支付 (the page is the shop's own /paySandbox).
    async pay({ tradeNo }) {
      const status = await provider.confirm(tradeNo);
      if (status !== 'paid') throw new Error(`the sandbox cashier refused ${tradeNo}: ${status}`);
    },
    notices: () => notices,
    async close() {
      await provider.idle();
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
});

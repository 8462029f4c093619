/**
 * The payment provider contract (testing/paymentProviderContract.ts) on Alipay, against the gateway
 * simulator (test/gateways/alipay/): the customer pays on the simulator's cashier over HTTP, and the
 * notifications arrive over HTTP at a listener standing for PAYMENT_NOTIFY_BASE, each read through
 * the provider's receiver (only verified ones count).
 */
import { payAtCashier } from '@/test/gateways/alipay/browser';
import { startNotifyListener } from '@/test/gateways/alipay/notifyListener';
import { startAlipaySimulator } from '@/test/gateways/alipay/simulator';
import { systemClock } from '../domain/shared/clock';
import { paymentProviderContract } from '../testing/paymentProviderContract';
import { alipayPaymentProvider } from './alipay';
import type { ProviderNotice } from './payment';

paymentProviderContract('Alipay against its gateway simulator', async () => {
  const simulator = await startAlipaySimulator();
  const notices: ProviderNotice[] = [];
  let provider: ReturnType<typeof alipayPaymentProvider> | null = null;
  const listener = await startNotifyListener(async (request) => {
    const receiver = provider?.notifications;
    if (!receiver) throw new Error('no receiver yet');
    const notice = await receiver.read(request);
    if (notice) notices.push(notice);
    return receiver.reply(notice !== null);
  });
  provider = alipayPaymentProvider(
    { name: 'alipay', notifyBase: listener.base, appId: simulator.appId, ...simulator.shopKeys, gateway: simulator.gateway },
    { db: null, clock: systemClock },
  );
  return {
    provider,
    async pay({ payUrl }) {
      await payAtCashier(payUrl);
    },
    notices: () => notices,
    async close() {
      await simulator.close();
      await listener.close();
    },
  };
});

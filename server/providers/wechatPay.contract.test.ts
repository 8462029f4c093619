/**
 * The shared provider contract (testing/paymentProviderContract.ts) on WeChat Pay against its
 * simulator (test/gateways/wechat/): the payer pays on the simulator's pages over HTTP, and only
 * notifications that reached the shop's address over HTTP and passed the provider's receiver count.
 * Run twice: with a platform certificate and with a 微信支付公钥.
 */
import type { ProviderNotice } from './payment';
import { paymentProviderContract } from '../testing/paymentProviderContract';
import { wechatPayProvider } from './wechatPay';
import { startNotifyListener } from '../../test/gateways/wechat/notifyListener';
import { payAtSimulator } from '../../test/gateways/wechat/payer';
import { startWechatPaySimulator } from '../../test/gateways/wechat/server';
import type { PlatformKind } from '../../test/gateways/wechat/keys';

for (const platform of ['certificate', 'publicKey'] as const satisfies readonly PlatformKind[]) {
  paymentProviderContract(`WeChat Pay (platform ${platform})`, async () => {
    const simulator = await startWechatPaySimulator({ platform });
    const notices: ProviderNotice[] = [];
    // The provider is built after the listener (its notify URL is the listener's); the listener reads through it.
    let receive: (request: { headers: Headers; body: string }) => Promise<Response> = () => Promise.resolve(new Response(null, { status: 503 }));
    const listener = await startNotifyListener((request) => receive(request));
    const provider = wechatPayProvider(simulator.settings(listener.baseUrl));
    receive = async (request) => {
      const receiver = provider.notifications!;
      const notice = await receiver.read(request);
      if (notice) notices.push(notice);
      const reply = receiver.reply(notice !== null);
      return new Response(reply.status === 204 ? null : reply.body, { status: reply.status, headers: reply.status === 204 ? {} : { 'content-type': reply.contentType } });
    };
    return {
      provider,
      async pay({ payUrl, channel }) {
        await payAtSimulator(simulator.baseUrl, payUrl, channel);
      },
      notices: () => notices,
      async close() {
        await simulator.close();
        await listener.close();
      },
    };
  });
}

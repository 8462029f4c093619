import { requireCustomer } from '@/lib/session/server';
import { loginOnlyMetadata } from '@/lib/seo/page-metadata';
import { PaymentResult } from '@/components/checkout/PaymentResult';
import { isPageNo, ProviderPage } from '@/components/checkout/ProviderPage';

export const metadata = loginOnlyMetadata('/payResult');

const NO_TRADE = { title: '支付交易不存在', href: '/myOrderList', link: '查看我的订单' };

/** The providers' way back (Alipay's return_url appends its own out_trade_no; ours is `tradeNo`). */
export default async function PayResultPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireCustomer();
  const query = await searchParams;
  const tradeNo = typeof query.tradeNo === 'string' ? query.tradeNo : query.out_trade_no;
  return (
    <ProviderPage id="result-title" title="支付结果" missing={isPageNo(tradeNo) ? null : NO_TRADE}>
      {isPageNo(tradeNo) ? <PaymentResult tradeNo={tradeNo} /> : null}
    </ProviderPage>
  );
}

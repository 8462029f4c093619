import { requireCustomer } from '@/lib/session/server';
import { loginOnlyMetadata } from '@/lib/seo/page-metadata';
import { SandboxCashier } from '@/components/checkout/SandboxCashier';
import { isPageNo, ProviderPage } from '@/components/checkout/ProviderPage';

export const metadata = loginOnlyMetadata('/paySandbox');

const NO_TRADE = { title: '支付交易不存在', href: '/myOrderList', link: '查看我的订单' };

export default async function PaySandboxPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireCustomer();
  const tradeNo = (await searchParams).tradeNo;
  return (
    <ProviderPage id="cashier-title" title="在线支付" missing={isPageNo(tradeNo) ? null : NO_TRADE}>
      {isPageNo(tradeNo) ? <SandboxCashier tradeNo={tradeNo} /> : null}
    </ProviderPage>
  );
}

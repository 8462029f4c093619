import { requireCustomer } from '@/lib/session/server';
import { loginOnlyMetadata } from '@/lib/seo/page-metadata';
import { Container } from '@/components/ui/Container';
import { EmptyState } from '@/components/ui/EmptyState';
import { Link } from '@/components/ui/Link';
import { SandboxCashier } from '@/components/checkout/SandboxCashier';

export const metadata = loginOnlyMetadata('/paySandbox');

const TRADE_NO = /^[0-9a-f]{32}$/;

export default async function PaySandboxPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireCustomer();
  const tradeNo = (await searchParams).tradeNo;
  return (
    <Container as="section" aria-labelledby="cashier-title" style={{ paddingBlock: 24, maxWidth: 720 }}>
      <h1 id="cashier-title" style={{ fontSize: 22, margin: '0 0 16px' }}>
        在线支付
      </h1>
      {typeof tradeNo === 'string' && TRADE_NO.test(tradeNo) ? (
        <SandboxCashier tradeNo={tradeNo} />
      ) : (
        <EmptyState title="支付交易不存在">
          <Link href="/myOrderList">查看我的订单</Link>
        </EmptyState>
      )}
    </Container>
  );
}

import { requireCustomer } from '@/lib/session/server';
import { loginOnlyMetadata } from '@/lib/seo/page-metadata';
import { Container } from '@/components/ui/Container';
import { EmptyState } from '@/components/ui/EmptyState';
import { Link } from '@/components/ui/Link';
import { PaymentResult } from '@/components/checkout/PaymentResult';

export const metadata = loginOnlyMetadata('/payResult');

const TRADE_NO = /^[0-9a-f]{32}$/;

/** The providers' way back (Alipay's return_url appends its own out_trade_no; ours is `tradeNo`). */
export default async function PayResultPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireCustomer();
  const query = await searchParams;
  const tradeNo = typeof query.tradeNo === 'string' ? query.tradeNo : query.out_trade_no;
  return (
    <Container as="section" aria-labelledby="result-title" style={{ paddingBlock: 24, maxWidth: 720 }}>
      <h1 id="result-title" style={{ fontSize: 22, margin: '0 0 16px' }}>
        支付结果
      </h1>
      {typeof tradeNo === 'string' && TRADE_NO.test(tradeNo) ? (
        <PaymentResult tradeNo={tradeNo} />
      ) : (
        <EmptyState title="支付交易不存在">
          <Link href="/myOrderList">查看我的订单</Link>
        </EmptyState>
      )}
    </Container>
  );
}

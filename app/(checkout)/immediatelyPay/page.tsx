import { requireCustomer } from '@/lib/session/server';
import { loginOnlyMetadata } from '@/lib/seo/page-metadata';
import { Container } from '@/components/ui/Container';
import { EmptyState } from '@/components/ui/EmptyState';
import { Link } from '@/components/ui/Link';
import { PaymentPanel } from '@/components/checkout/PaymentPanel';
import { orderNoParam } from '@/contract/params';

export const metadata = loginOnlyMetadata('/immediatelyPay');

export default async function ImmediatelyPayPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const customer = await requireCustomer();
  const orderNo = orderNoParam.safeParse((await searchParams).orderNo);
  return (
    <Container as="section" aria-labelledby="pay-title" style={{ paddingBlock: 24, maxWidth: 720 }}>
      <h1 id="pay-title" style={{ fontSize: 22, margin: '0 0 16px' }}>
        订单支付
      </h1>
      {orderNo.success ? (
        <PaymentPanel orderNo={orderNo.data} globalId={customer.globalId} />
      ) : (
        <EmptyState title="没有找到要支付的订单">
          <Link href="/myOrderList">查看我的订单</Link>
        </EmptyState>
      )}
    </Container>
  );
}

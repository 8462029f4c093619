import { requireCustomer } from '@/lib/session/server';
import { loginOnlyMetadata } from '@/lib/seo/page-metadata';
import { Container } from '@/components/ui/Container';
import { EmptyState } from '@/components/ui/EmptyState';
import { Link } from '@/components/ui/Link';
import { OrderTransferForm } from '@/components/orders/OrderTransferForm';
import { orderNoParam } from '@/contract/params';

export const metadata = loginOnlyMetadata('/changeBodyOrder');

export default async function OrderTransferPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireCustomer();
  const orderNo = orderNoParam.safeParse((await searchParams).orderNo);
  return (
    <Container as="section" aria-labelledby="change-body-title" style={{ paddingBlock: 24, maxWidth: 880 }}>
      <h1 id="change-body-title" style={{ fontSize: 22, margin: '0 0 16px' }}>
        变更租赁主体
      </h1>
      {orderNo.success ? (
        <OrderTransferForm orderNo={orderNo.data} />
      ) : (
        <EmptyState title="没有找到要变更的订单">
          <Link href="/myOrderList">查看我的订单</Link>
        </EmptyState>
      )}
    </Container>
  );
}

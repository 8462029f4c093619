import type { Metadata } from 'next';
import { pageRead, requireCustomer } from '@/lib/session/server';
import { Container } from '@/components/ui/Container';
import { EmptyState } from '@/components/ui/EmptyState';
import { Link } from '@/components/ui/Link';
import { OrderDetail } from '@/components/orders/OrderDetail';
import { readOrder } from '@/lib/api/server/orders';
import { orderNoParam } from '@/contract/params';

export const metadata: Metadata = { title: '订单详情', robots: { index: false } };

export default async function SubmitOrderPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const customer = await requireCustomer();
  const orderNo = orderNoParam.safeParse((await searchParams).orderNo);
  const order = orderNo.success ? await pageRead(await readOrder(orderNo.data)) : null;
  return (
    <Container as="section" aria-labelledby="order-detail-title" style={{ paddingBlock: 24, maxWidth: 960 }}>
      <h1 id="order-detail-title" style={{ fontSize: 22, margin: '0 0 16px' }}>订单详情</h1>
      {order ? (
        <OrderDetail initial={order} canChangeRenter={customer.accountType === 'personal'} />
      ) : (
        <EmptyState title="没有找到该订单">
          <Link href="/myOrderList">查看我的订单</Link>
        </EmptyState>
      )}
    </Container>
  );
}

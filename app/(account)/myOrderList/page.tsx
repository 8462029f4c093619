import type { Metadata } from 'next';
import { requireCustomer } from '@/lib/session/server';
import { Container } from '@/components/ui/Container';
import { OrderList } from '@/components/orders/OrderList';

export const metadata: Metadata = { title: '我的订单', robots: { index: false } };

export default async function MyOrderListPage() {
  await requireCustomer();
  return (
    <Container as="section" aria-labelledby="orders-title" style={{ paddingBlock: 24 }}>
      <h1 id="orders-title" style={{ fontSize: 22, margin: '0 0 16px' }}>我的订单</h1>
      <OrderList />
    </Container>
  );
}

import type { Metadata } from 'next';
import { requireCustomer, sessionToken } from '@/lib/session/server';
import { Container } from '@/components/ui/Container';
import { EmptyState } from '@/components/ui/EmptyState';
import { Link } from '@/components/ui/Link';
import { getOrderDeadline } from '@/lib/api/orders';
import { ORDER_STATUS, orderNoParam } from '@/lib/contract/orders';

export const metadata: Metadata = { title: '下单成功', robots: { index: false } };

export default async function OrderFinishPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireCustomer();
  const parsed = orderNoParam.safeParse((await searchParams).orderNo);
  const token = await sessionToken();
  // Only the product server says whether the order was paid; the address bar proves nothing.
  const order = parsed.success && token ? await getOrderDeadline(token, parsed.data) : null;
  const paid = order !== null && order.status !== ORDER_STATUS.unpaid && order.status !== ORDER_STATUS.cancelled && order.status !== ORDER_STATUS.closed;
  return (
    <Container as="section" style={{ paddingBlock: 48, maxWidth: 720 }}>
      {paid ? (
        <EmptyState title={`支付成功！订单 ${order.orderNo} 已提交审核，审核通过后 48 小时内发货。`}>
          <Link href="/myOrderList">查看我的订单</Link>
          <Link href="/Homepage">继续逛逛</Link>
        </EmptyState>
      ) : order?.status === ORDER_STATUS.unpaid ? (
        <EmptyState title={`订单 ${order.orderNo} 尚未支付`}>
          <Link href={`/immediatelyPay?orderNo=${order.orderNo}`}>去支付</Link>
        </EmptyState>
      ) : (
        <EmptyState title="没有找到该订单">
          <Link href="/myOrderList">查看我的订单</Link>
        </EmptyState>
      )}
    </Container>
  );
}

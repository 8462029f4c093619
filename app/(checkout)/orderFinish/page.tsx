import { pageRead, requireCustomer } from '@/lib/session/server';
import { loginOnlyMetadata } from '@/lib/seo/page-metadata';
import { Container } from '@/components/ui/Container';
import { EmptyState } from '@/components/ui/EmptyState';
import { Link } from '@/components/ui/Link';
import { readOrderDeadline, readOrderRisk } from '@/lib/api/server/orders';
import { orderNoParam } from '@/contract/params';
import { paymentOutcome } from '@/components/checkout/paymentOutcome';

export const metadata = loginOnlyMetadata('/orderFinish');

export default async function OrderFinishPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireCustomer();
  const parsed = orderNoParam.safeParse((await searchParams).orderNo);
  // Only the product server says whether the order was paid; the address bar proves nothing.
  const order = parsed.success ? await pageRead(await readOrderDeadline(parsed.data)) : null;
  // A paid order is checked now, so the customer learns the decision here (the check runs once).
  const risk = order && order.status === 1 ? await readOrderRisk(order.orderNo) : null;
  const outcome = order ? paymentOutcome(order.orderNo, risk?.orderStatus ?? order.status) : null;
  return (
    <Container as="section" style={{ paddingBlock: 48, maxWidth: 720 }}>
      {outcome?.kind === 'unpaid' ? (
        <EmptyState title={outcome.title}>
          <Link href={`/immediatelyPay?orderNo=${order?.orderNo}`}>去支付</Link>
        </EmptyState>
      ) : outcome ? (
        <EmptyState title={outcome.title}>
          <Link href={`/submitOrder?orderNo=${order?.orderNo}`}>查看订单详情</Link>
          <Link href="/myOrderList">查看我的订单</Link>
          <Link href="/Homepage">继续逛逛</Link>
        </EmptyState>
      ) : (
        <EmptyState title="没有找到该订单">
          <Link href="/myOrderList">查看我的订单</Link>
        </EmptyState>
      )}
    </Container>
  );
}

import { CenterPage } from '@/components/center/CenterPage';
import { EmptyState } from '@/components/ui/EmptyState';
import { Link } from '@/components/ui/Link';
import { OrderDetail } from '@/components/orders/OrderDetail';
import { readOrder } from '@/lib/api/server/orders';
import { loginOnlyMetadata } from '@/lib/seo/page-metadata';
import { pageRead, requireCustomer } from '@/lib/session/server';
import { orderNoParam } from '@/contract/params';

export const metadata = loginOnlyMetadata('/submitOrder');

export default async function SubmitOrderPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const customer = await requireCustomer();
  const orderNo = orderNoParam.safeParse((await searchParams).orderNo);
  const order = orderNo.success ? await pageRead(await readOrder(orderNo.data)) : null;
  return (
    <CenterPage path="/submitOrder">
      {order ? (
        <OrderDetail initial={order} canChangeRenter={customer.accountType === 'personal'} globalId={customer.globalId} />
      ) : (
        <EmptyState title="没有找到该订单">
          <Link href="/myOrderList">查看我的订单</Link>
        </EmptyState>
      )}
    </CenterPage>
  );
}

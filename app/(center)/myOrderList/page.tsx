import { CenterPage } from '@/components/center/CenterPage';
import { OrderList } from '@/components/orders/OrderList';
import { loginOnlyMetadata } from '@/lib/seo/page-metadata';

export const metadata = loginOnlyMetadata('/myOrderList');

export default function MyOrderListPage() {
  return (
    <CenterPage path="/myOrderList">
      <OrderList />
    </CenterPage>
  );
}

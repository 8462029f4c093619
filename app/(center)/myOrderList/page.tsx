import { CenterPage } from '@/components/center/CenterPage';
import { OrderList } from '@/components/orders/OrderList';
import { loginOnlyMetadata } from '@/lib/seo/page-metadata';
import { requireCustomer } from '@/lib/session/server';

export const metadata = loginOnlyMetadata('/myOrderList');

/** Reads the orders (`dingD`) and their counts per status (`statusCount`) in the browser; the session says whether the account may change the renting entity. */
export default async function MyOrderListPage() {
  const customer = await requireCustomer();
  return (
    <CenterPage path="/myOrderList">
      <OrderList canChangeRenter={customer.accountType === 'personal'} />
    </CenterPage>
  );
}

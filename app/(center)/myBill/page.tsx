import { CenterPage } from '@/components/center/CenterPage';
import { BillList } from '@/components/bills/BillList';
import { loginOnlyMetadata } from '@/lib/seo/page-metadata';

export const metadata = loginOnlyMetadata('/myBill');

/** Reads (in the browser): the bills (api/wBill/list) and this month's summary (api/wBill/summary). */
export default function MyBillPage() {
  return (
    <CenterPage path="/myBill">
      <BillList />
    </CenterPage>
  );
}

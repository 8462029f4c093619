import { CenterPage } from '@/components/center/CenterPage';
import { BillList } from '@/components/bills/BillList';
import { billFiltersFromQuery, type PageQuery } from '@/lib/bills/filters';
import { loginOnlyMetadata } from '@/lib/seo/page-metadata';

export const metadata = loginOnlyMetadata('/myBill');

/**
 * Reads (in the browser): the bills (api/wBill/list) and this month's summary (api/wBill/summary),
 * filtered first as the address says (`?status=2&orderNo=…` from the overdue-bill notices).
 */
export default async function MyBillPage({ searchParams }: { searchParams: Promise<PageQuery> }) {
  const filters = billFiltersFromQuery(await searchParams);
  return (
    <CenterPage path="/myBill">
      <BillList initialFilters={filters} />
    </CenterPage>
  );
}

import { CenterPage } from '@/components/center/CenterPage';
import { InvoiceCenter } from '@/components/invoices/InvoiceCenter';
import { loginOnlyMetadata } from '@/lib/seo/page-metadata';

export const metadata = loginOnlyMetadata('/myInvoice');

/** Reads the paid amounts free to invoice, the titles and the requests (in the browser); `?orderNo=` ticks that order's amounts. */
export default async function MyInvoicePage({ searchParams }: { searchParams: Promise<{ orderNo?: string | string[] }> }) {
  const { orderNo } = await searchParams;
  return (
    <CenterPage path="/myInvoice">
      <InvoiceCenter {...(typeof orderNo === 'string' ? { orderNo } : {})} />
    </CenterPage>
  );
}

import { CenterPage } from '@/components/center/CenterPage';
import { InvoiceInfo } from '@/components/invoices/InvoiceInfo';
import { loginOnlyMetadata } from '@/lib/seo/page-metadata';

export const metadata = loginOnlyMetadata('/invoiceInfo');

/** Reads the titles, receiving email and special VAT invoice qualification (in the browser). */
export default function InvoiceInfoPage() {
  return (
    <CenterPage path="/invoiceInfo">
      <InvoiceInfo />
    </CenterPage>
  );
}

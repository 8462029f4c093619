import { CenterPage } from '@/components/center/CenterPage';
import { AccountSummary } from '@/components/account/AccountSummary';
import { loginOnlyMetadata } from '@/lib/seo/page-metadata';
import { requireCustomer } from '@/lib/session/server';

export const metadata = loginOnlyMetadata('/myAccount');

export default async function MyAccountPage() {
  const customer = await requireCustomer();
  return (
    <CenterPage path="/myAccount">
      <AccountSummary customer={customer} />
    </CenterPage>
  );
}

import { CenterPage } from '@/components/center/CenterPage';
import { AccountCenter } from '@/components/money/AccountCenter';
import { loginOnlyMetadata } from '@/lib/seo/page-metadata';

export const metadata = loginOnlyMetadata('/myAccount');

/** Reads (in the browser): the account (api/wUser/account) and the balance ledger (api/wUser/ledger). */
export default function MyAccountPage() {
  return (
    <CenterPage path="/myAccount">
      <AccountCenter />
    </CenterPage>
  );
}

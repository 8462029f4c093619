import { CenterPage } from '@/components/center/CenterPage';
import { VerificationPanel } from '@/components/identity/VerificationPanel'; // 'use client': the account's verification (api/wUserAuth/info)
import { loginOnlyMetadata } from '@/lib/seo/page-metadata';

export const metadata = loginOnlyMetadata('/authentication');

export default function AuthenticationPage() {
  return (
    <CenterPage path="/authentication">
      <VerificationPanel />
    </CenterPage>
  );
}

import { CenterPage } from '@/components/center/CenterPage';
import { AccountSafety } from '@/components/safety/AccountSafety';
import { loginOnlyMetadata } from '@/lib/seo/page-metadata';
import { requireCustomer } from '@/lib/session/server';

export const metadata = loginOnlyMetadata('/accountSafe');

/** Reads the customer (the current number); the devices, sign-ins and forms call the product server themselves. */
export default async function AccountSafePage() {
  const customer = await requireCustomer();
  return (
    <CenterPage path="/accountSafe">
      <AccountSafety phone={customer.mobile} />
    </CenterPage>
  );
}

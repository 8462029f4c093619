import { CenterPage } from '@/components/center/CenterPage';
import { AddressBook } from '@/components/addresses/AddressBook'; // 'use client': the address book (api/wAddress/list)
import { loginOnlyMetadata } from '@/lib/seo/page-metadata';

export const metadata = loginOnlyMetadata('/shipToAddress');

export default function ShipToAddressPage() {
  return (
    <CenterPage path="/shipToAddress">
      <AddressBook />
    </CenterPage>
  );
}

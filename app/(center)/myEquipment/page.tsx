import { CenterPage } from '@/components/center/CenterPage';
import { DeviceList } from '@/components/devices/DeviceList';
import { loginOnlyMetadata } from '@/lib/seo/page-metadata';

export const metadata = loginOnlyMetadata('/myEquipment');

/** Reads the devices (`wDevice/list`) and their counts per filter (`wDevice/stateCount`) in the browser. */
export default function MyEquipmentPage() {
  return (
    <CenterPage path="/myEquipment">
      <DeviceList />
    </CenterPage>
  );
}

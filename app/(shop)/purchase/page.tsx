import { PurchasePage } from '@/components/zones/PurchasePage';
import { zoneMetadata } from '@/components/zones/zoneMetadata';

export const revalidate = 60;

export const metadata = zoneMetadata('procurement');

export default function PurchaseZonePage() {
  return <PurchasePage />;
}

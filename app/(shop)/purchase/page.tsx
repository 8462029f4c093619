import { PurchasePage } from '@/components/zones/PurchasePage';
import { zoneMetadata } from '@/components/zones/zone-metadata';

export const revalidate = 60;

export const metadata = zoneMetadata('procurement');

export default function PurchaseZonePage() {
  return <PurchasePage />;
}

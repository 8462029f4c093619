import { ZonePage } from '@/components/zones/ZonePage';
import { zoneMetadata } from '@/components/zones/zoneMetadata';

export const revalidate = 60;

export const metadata = zoneMetadata('discount');

export default function LimitedOfferPage() {
  return <ZonePage zoneKey="discount" />;
}

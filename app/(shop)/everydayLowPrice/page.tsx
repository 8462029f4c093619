import { ZonePage } from '@/components/zones/ZonePage';
import { zoneMetadata } from '@/components/zones/zoneMetadata';

export const revalidate = 60;

export const metadata = zoneMetadata('everyday_low');

export default function EverydayLowPricePage() {
  return <ZonePage zoneKey="everyday_low" />;
}

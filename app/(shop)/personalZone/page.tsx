import { ZonePage } from '@/components/zones/ZonePage';
import { zoneMetadata } from '@/components/zones/zoneMetadata';

export const revalidate = 60;

export const metadata = zoneMetadata('personal');

export default function PersonalZonePage() {
  return <ZonePage zoneKey="personal" />;
}

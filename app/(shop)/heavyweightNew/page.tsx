import { ZonePage } from '@/components/zones/ZonePage';
import { zoneMetadata } from '@/components/zones/zoneMetadata';

export const revalidate = 60;

export const metadata = zoneMetadata('heavyweight_new');

export default function HeavyweightNewPage() {
  return <ZonePage zoneKey="heavyweight_new" />;
}

import { ZonePage } from '@/components/zones/ZonePage';
import { zoneMetadata } from '@/components/zones/zoneMetadata';

export const revalidate = 60;

export const metadata = zoneMetadata('second_hand');

export default function SecondHandPage() {
  return <ZonePage zoneKey="second_hand" />;
}

import { ZonePage } from '@/components/zones/ZonePage';
import { zoneMetadata } from '@/components/zones/zoneMetadata';

export const revalidate = 60;

export const metadata = zoneMetadata('new_product');

export default function NewProductExclusivePage() {
  return <ZonePage zoneKey="new_product" />;
}

import type { Metadata } from 'next';
import type { GoodsZone } from '@/contract/goods';
import { zoneByKey } from '@/lib/catalog/zones';
import { pageMetadata } from '@/lib/seo/page-metadata';

/** A zone page's title, description and canonical (its own path: the page reads no query). */
export function zoneMetadata(key: GoodsZone): Metadata {
  const zone = zoneByKey(key);
  return pageMetadata({ title: zone.title, description: zone.description, path: zone.path });
}

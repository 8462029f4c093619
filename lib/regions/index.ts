/**
 * China's region tree (docs/storefront.md#region-picker; province → city → district), bundled as data
 * (lib/regions/regions.json, written by scripts/build-regions.mjs from GB/T 2260 codes). The
 * address picker shows it; the product server checks addresses against it. The picker should load
 * it with a dynamic import: it is 45 KB gzipped.
 */
import tree from './regions.json';

export type District = { aid: string; name: string; fullname: string };
export type City = { cid: string; name: string; fullname: string; children: District[] };
export type Province = { pid: string; name: string; fullname: string; children: City[] };

export const REGIONS: readonly Province[] = tree as Province[];

/** The address picker's value: province, city and district names. */
export type RegionValue = readonly [province: string, city: string, district: string];

export type RegionMatch = { province: Province; city: City; district: District };

/** The entries a value names, or null when any level does not exist under the one above it. */
export function findRegion(value: readonly string[], regions: readonly Province[] = REGIONS): RegionMatch | null {
  if (value.length !== 3) return null;
  const [provinceName, cityName, districtName] = value;
  const province = regions.find((item) => item.name === provinceName);
  const city = province?.children.find((item) => item.name === cityName);
  const district = city?.children.find((item) => item.name === districtName);
  return province && city && district ? { province, city, district } : null;
}

/** "广东 深圳 南山区" as an address line shows it (a municipality's city is not repeated). */
export function formatRegion([province, city, district]: RegionValue): string {
  return (province === city ? [province, district] : [province, city, district]).join(' ');
}

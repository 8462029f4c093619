/** The zone pages that are a banner and goods (every zone but procurement, which has PurchasePage). */
import { getDiscountGoods, getPersonalGoods, getZoneGoods } from '@/lib/api/server/goods';
import type { Page } from '@/lib/api/page';
import { zoneByKey } from '@/lib/catalog/zones';
import type { DiscountGoodsCard, GoodsCard, GoodsZone } from '@/contract/goods';
import { formatFen } from '@/contract/format';
import { ZoneView } from './ZoneView';

/** A zone page shows its first goods; the rest are a link away on /list. */
export const ZONE_PAGE_GOODS = 40;

export type GoodsZonePageKey = Exclude<GoodsZone, 'procurement'>;

/** Each zone's own read (docs/product-rules.md#api): the discount zone `thZq`, the personal zone `personalProducts`, the others `qtZq`. */
function readZone(key: GoodsZonePageKey): Promise<Page<GoodsCard | DiscountGoodsCard>> {
  if (key === 'discount') return getDiscountGoods(1, ZONE_PAGE_GOODS);
  if (key === 'personal') return getPersonalGoods(1, ZONE_PAGE_GOODS);
  return getZoneGoods(key, 1, ZONE_PAGE_GOODS);
}

/** The best monthly saving among discount cards, as the banner says it; undefined for other cards. */
export function bestSaving(goods: readonly (GoodsCard | DiscountGoodsCard)[]): string | undefined {
  const saved = goods.reduce((best, item) => ('discount' in item ? Math.max(best, item.discount.savedPerMonth) : best), 0);
  return saved > 0 ? `本期最高每月立省 ${formatFen(saved)}` : undefined;
}

export async function ZonePage({ zoneKey }: { zoneKey: GoodsZonePageKey }) {
  const { rows, total } = await readZone(zoneKey);
  return <ZoneView zone={zoneByKey(zoneKey)} goods={rows} total={total} highlight={bestSaving(rows)} />;
}

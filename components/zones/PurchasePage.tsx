import { getCarousel, getZoneGoods } from '@/lib/api/server/goods';
import { getNewsPage } from '@/lib/api/server/news';
import { zoneByKey } from '@/lib/catalog/zones';
import { PurchaseView } from './PurchaseView';
import { ZONE_PAGE_GOODS } from './ZonePage';

/** How many procurement articles the zone page lists. */
const NEWS_COUNT = 6;

/** /purchase: reads the banner slides, the procurement goods and news in parallel. */
export async function PurchasePage() {
  const [slides, goods, news] = await Promise.all([
    getCarousel('purchase'),
    getZoneGoods('procurement', 1, ZONE_PAGE_GOODS),
    getNewsPage({ type: 'procurement', limit: NEWS_COUNT }),
  ]);
  return <PurchaseView zone={zoneByKey('procurement')} slides={slides} goods={goods.rows} total={goods.total} news={news.rows} />;
}

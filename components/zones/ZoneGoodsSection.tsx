import { Link } from '@/components/ui/Link';
import { GoodsCardGrid } from '@/components/catalog/GoodsCardGrid';
import type { Zone } from '@/lib/catalog/zones';
import type { DiscountGoodsCard, GoodsCard } from '@/contract/goods';
import styles from './Zones.module.css';

type ZoneGoodsSectionProps<T extends GoodsCard | DiscountGoodsCard> = {
  zone: Zone;
  goods: readonly T[];
  total: number;
  title: string;
  hrefFor?: (goods: T) => string;
  /** Pictures to load at once: the first row when the grid is near the top of the page. */
  priorityCount?: number;
};

/** A zone's first goods, with the way to all of them on /list. */
export function ZoneGoodsSection<T extends GoodsCard | DiscountGoodsCard>({ zone, goods, total, title, hrefFor, priorityCount = 0 }: ZoneGoodsSectionProps<T>) {
  return (
    <section className={styles.section} aria-labelledby="zone-goods-title">
      <div className={styles.sectionHead}>
        <h2 id="zone-goods-title">{title}</h2>
        {total > 0 ? <p className={styles.total}>共 {total} 件商品</p> : null}
      </div>
      <GoodsCardGrid goods={goods} hrefFor={hrefFor} priorityCount={priorityCount} emptyText={`${zone.title}暂无商品，敬请期待`} />
      {total > 0 ? (
        <p className={styles.more}>
          <Link href={zone.listHref}>
            查看全部 {total} 件{zone.title}商品
          </Link>
        </p>
      ) : null}
    </section>
  );
}

import Image from 'next/image';
import { Link } from '@/components/ui/Link';
import type { DiscountInfo, GoodsCondition, RecommendedGoods } from '@/contract/goods';
import { formatFen } from '@/contract/format';
import styles from './GoodsCardGrid.module.css';
import { goodsHref } from '@/lib/routing/hrefs';

/** Any card the listings answer: recommended goods, goods cards, discount cards. */
type CardGoods = RecommendedGoods & { condition?: GoodsCondition; discount?: DiscountInfo | null };

type GoodsCardGridProps<T extends CardGoods> = {
  goods: readonly T[];
  /** Two columns for the mobile page. */
  compact?: boolean;
  /** Where a card leads; the product page by default (procurement cards lead to /purchaseDetail). */
  hrefFor?: (item: T) => string;
  /**
   * How many pictures load at once: the first row of a grid at the top of a page. The rest wait
   * until they near the viewport, so a long grid does not hold up the first paint.
   */
  priorityCount?: number;
  /** What an empty grid says. */
  emptyText?: string;
};

const productHref = (item: CardGoods) => goodsHref(item.id);

/**
 * A grid of goods cards: picture, name, store and the lowest monthly rent; a discount card adds
 * its discount and the usual rent struck through, a used device says 二手. The card text is
 * spans, not headings, so a grid fits under any heading of the page. The pictures are drawn SVGs,
 * served as they are.
 */
export function GoodsCardGrid<T extends CardGoods>({ goods, compact = false, hrefFor = productHref, priorityCount = 0, emptyText = '暂无商品，敬请期待' }: GoodsCardGridProps<T>) {
  if (goods.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={compact ? `${styles.grid} ${styles.compact}` : styles.grid}>
      {goods.map((item, index) => {
        const eager = index < priorityCount;
        const discount = item.discount ?? null;
        return (
          <li key={item.id}>
            <Link href={hrefFor(item)} className={styles.card}>
              <span className={styles.media}>
                <Image
                  src={item.image}
                  alt={item.name}
                  width={240}
                  height={180}
                  {...(eager && index === 0 ? { preload: true, fetchPriority: 'high' as const } : { loading: eager ? ('eager' as const) : ('lazy' as const) })}
                  unoptimized
                />
                {discount || item.condition === 'used' ? (
                  <span className={styles.badges}>
                    {discount ? <span className={styles.discountBadge}>{discount.label}</span> : null}
                    {item.condition === 'used' ? <span className={styles.usedBadge}>二手</span> : null}
                  </span>
                ) : null}
              </span>
              <span className={styles.name}>{item.name}</span>
              <span className={styles.store}>{item.storeName}</span>
              <span className={styles.price}>
                {formatFen(item.monthlyRent)}
                <small>/月起</small>
              </span>
              {discount ? (
                <span className={styles.original}>
                  <span className={styles.visuallyHidden}>原价</span>
                  <s>{formatFen(discount.originalMonthlyRent)}</s>/月
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

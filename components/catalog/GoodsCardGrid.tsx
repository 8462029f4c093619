import Image from 'next/image';
import Link from 'next/link';
import type { RecommendedGoods } from '@/lib/contract/goods';
import { formatFen } from '@/lib/format/money';
import styles from './GoodsCardGrid.module.css';

/** A grid of goods cards: picture, name, store and the lowest monthly rent. The pictures are drawn SVGs, served as they are. */
export function GoodsCardGrid({ goods, compact = false }: { goods: RecommendedGoods[]; compact?: boolean }) {
  if (goods.length === 0) return <p className={styles.empty}>暂无商品，敬请期待</p>;
  return (
    <ul className={compact ? `${styles.grid} ${styles.compact}` : styles.grid}>
      {goods.map((item) => (
        <li key={item.id}>
          <Link href={`/details?id=${item.id}`} className={styles.card}>
            <Image src={item.image} alt={item.name} width={240} height={180} unoptimized />
            <span className={styles.name}>{item.name}</span>
            <span className={styles.store}>{item.storeName}</span>
            <span className={styles.price}>
              {formatFen(item.monthlyRent)}<small>/月起</small>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

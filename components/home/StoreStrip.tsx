import Image from 'next/image';
import { Link } from '@/components/ui/Link';
import type { StoreCard } from '@/contract/stores';
import styles from './StoreStrip.module.css';
import { storeHref } from '@/lib/routing/hrefs';

/** Quality stores as compact rows: logo, name, city, rating and goods count. */
export function StoreStrip({ stores }: { stores: StoreCard[] }) {
  return (
    <ul className={styles.list}>
      {stores.map((store) => (
        <li key={store.id}>
          <Link href={storeHref(store.id)} className={styles.row}>
            <Image src={store.logo} alt="" width={48} height={48} unoptimized />
            <span className={styles.text}>
              <span className={styles.name}>{store.name}</span>
              <span className={styles.meta}>
                {store.city} · 评分 {store.rating.toFixed(1)} · {store.goodsCount} 件在租
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

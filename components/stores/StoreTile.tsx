import Image from 'next/image';
import { Link } from '@/components/ui/Link';
import type { StoreCard } from '@/contract/stores';
import { StoreRating } from './StoreRating';
import { storeHref } from './storeRoutes';
import styles from './StoreTile.module.css';

/** One store in the /qualityStore list: logo, name, rating, city, goods count, tags and intro. */
export function StoreTile({ store }: { store: StoreCard }) {
  const titleId = `store-${store.id}`;
  return (
    <article className={store.featured ? `${styles.tile} ${styles.featured}` : styles.tile} aria-labelledby={titleId}>
      {/* The name beside it says whose logo it is. */}
      <Image src={store.logo} alt="" width={72} height={72} className={styles.logo} unoptimized />
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <h3 id={titleId} className={styles.name}>
            <Link href={storeHref(store.id)}>{store.name}</Link>
          </h3>
          {store.featured ? <span className={styles.badge}>优质店铺</span> : null}
        </div>
        <p className={styles.facts}>
          <StoreRating rating={store.rating} />
          <span>{store.city}</span>
          <span>在租商品 {store.goodsCount} 件</span>
        </p>
        {store.tags.length ? (
          <ul className={styles.tags} aria-label="店铺服务">
            {store.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : null}
        <p className={styles.intro}>{store.intro}</p>
      </div>
      <Link href={storeHref(store.id)} className={styles.enter} aria-describedby={titleId}>
        进入店铺
      </Link>
    </article>
  );
}

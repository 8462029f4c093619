import Image from 'next/image';
import { Link } from '@/components/ui/Link';
import type { StoreCard } from '@/contract/stores';
import styles from './StoreSummary.module.css';
import { storeHref } from '@/lib/routing/hrefs';
import { StoreRating } from '@/components/stores/StoreRating';

/** The shop that rents the goods out: who it is, how it is rated, and a way into it. */
export function StoreSummary({ store }: { store: StoreCard }) {
  const href = storeHref(store.id);
  return (
    <section className={styles.store} aria-labelledby="goods-store-name">
      <div className={styles.head}>
        <Image src={store.logo} alt="" width={56} height={56} className={styles.logo} loading="lazy" unoptimized />
        <div>
          <h2 id="goods-store-name" className={styles.name}>
            <Link href={href}>{store.name}</Link>
          </h2>
          {store.featured ? <span className={styles.featured}>优质店铺</span> : null}
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>所在城市</dt>
          <dd>{store.city}</dd>
        </div>
        <div>
          <dt>店铺评分</dt>
          <dd>
            <StoreRating rating={store.rating} />
          </dd>
        </div>
        <div>
          <dt>在租商品</dt>
          <dd>{store.goodsCount} 件</dd>
        </div>
      </dl>
      {store.tags.length > 0 ? (
        <ul className={styles.tags} aria-label="店铺服务">
          {store.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
      {store.intro ? <p className={styles.intro}>{store.intro}</p> : null}
      <Link href={href} className={styles.enter}>
        进店逛逛
      </Link>
    </section>
  );
}

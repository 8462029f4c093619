import Image from 'next/image';
import { Link } from '@/components/ui/Link';
import { Container } from '@/components/ui/Container';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { JsonLd } from '@/components/layout/JsonLd';
import { GoodsCardGrid } from '@/components/catalog/GoodsCardGrid';
import type { StoreDetail, StoreHonour } from '@/contract/stores';
import type { GoodsCard } from '@/contract/goods';
import { listHref } from '@/lib/catalog/list-url';
import { storeJsonLd } from '@/lib/stores/json-ld';
import { StoreRating } from './StoreRating';
import { storeHref } from './storeRoutes';
import styles from './StoreDetailView.module.css';

const count = new Intl.NumberFormat('zh-CN');

function Honours({ honours }: { honours: StoreHonour[] }) {
  if (honours.length === 0) return <p className={styles.muted}>暂无荣誉记录</p>;
  return (
    <ol className={styles.honours}>
      {honours.map((honour) => (
        <li key={honour.id}>
          <h3>{honour.title}</h3>
          <p className={styles.issuer}>
            {honour.issuer} · <time dateTime={honour.awardedOn}>{honour.awardedOn}</time>
          </p>
          <p>{honour.description}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * /storeDetail: the store's header, its honours, its categories (each a /list filter) and its
 * most rented goods, with the Store JSON-LD search engines read.
 */
export function StoreDetailView({ store, honours, goods }: { store: StoreDetail; honours: StoreHonour[]; goods: GoodsCard[] }) {
  const allGoods = listHref({ storeId: store.id });
  return (
    <Container className={styles.page}>
      <Breadcrumbs crumbs={[{ name: '首页', href: '/Homepage' }, { name: '优质店铺', href: '/qualityStore' }, { name: store.name }]} />
      <section className={styles.header} aria-labelledby="store-name">
        <Image src={store.logo} alt={`${store.name}标志`} width={96} height={96} className={styles.logo} priority unoptimized />
        <div className={styles.summary}>
          <div className={styles.titleRow}>
            <h1 id="store-name">{store.name}</h1>
            {store.featured ? <span className={styles.badge}>优质店铺</span> : null}
          </div>
          <StoreRating rating={store.rating} />
          {store.tags.length ? (
            <ul className={styles.tags} aria-label="店铺服务">
              {store.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          ) : null}
          <p className={styles.intro}>{store.intro}</p>
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>所在城市</dt>
            <dd>{store.city}</dd>
          </div>
          <div>
            <dt>开店时间</dt>
            <dd>
              <time dateTime={store.openedAt}>{store.openedAt}</time>
            </dd>
          </div>
          <div>
            <dt>累计出租</dt>
            <dd>{count.format(store.rentedCount)} 台</dd>
          </div>
          <div>
            <dt>在租商品</dt>
            <dd>{count.format(store.goodsCount)} 件</dd>
          </div>
        </dl>
      </section>

      <div className={styles.columns}>
        <div className={styles.main}>
          {store.categories.length ? (
            <section aria-labelledby="store-categories" className={styles.block}>
              <h2 id="store-categories">商品分类</h2>
              <ul className={styles.categories}>
                {store.categories.map((category) => (
                  <li key={category.id}>
                    <Link href={listHref({ storeId: store.id, categoryId: category.id })}>
                      {category.name}
                      <span className={styles.categoryCount}>{category.count}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="store-goods" className={styles.block}>
            <div className={styles.blockHead}>
              <h2 id="store-goods">店铺商品</h2>
              {store.goodsCount > 0 ? (
                <Link href={allGoods} className={styles.more}>
                  查看全部 {count.format(store.goodsCount)} 件商品
                </Link>
              ) : null}
            </div>
            <GoodsCardGrid goods={goods} />
          </section>
        </div>
        <aside aria-labelledby="store-honours" className={`${styles.block} ${styles.aside}`}>
          <h2 id="store-honours">店铺荣誉</h2>
          <Honours honours={honours} />
        </aside>
      </div>
      <JsonLd data={storeJsonLd(store, honours, storeHref(store.id))} />
    </Container>
  );
}

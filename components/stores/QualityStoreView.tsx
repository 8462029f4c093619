import { Link } from '@/components/ui/Link';
import { Container } from '@/components/ui/Container';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { EmptyState } from '@/components/ui/EmptyState';
import type { StoreCard } from '@/contract/stores';
import { StoreTile } from './StoreTile';
import styles from './QualityStoreView.module.css';

const EXPLANATION = '优质店铺是平台按评分、资质、发货与售后时效综合评定的认证商家，每季度复评一次；不再达标的店铺将取消标识。在优质店铺租用设备，享受更快的发货与更有保障的售后。';

const CRITERIA = [
  '店铺评分 4.8 分及以上，近 90 天好评率不低于 98%',
  '企业资质经平台审核，设备来源可追溯',
  '订单 48 小时内发货，故障设备 48 小时内换新或提供备用机',
  '租赁条款透明：押金、租金、买断价与归还运费在下单前全部列明',
];

function StoreSection({ id, title, stores }: { id: string; title: string; stores: StoreCard[] }) {
  if (stores.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>
        {title}
        <span className={styles.count}>（{stores.length} 家）</span>
      </h2>
      <ul className={styles.grid}>
        {stores.map((store) => (
          <li key={store.id}>
            <StoreTile store={store} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /qualityStore: what 优质店铺 means, then the quality stores and the other open stores. */
export function QualityStoreView({ stores }: { stores: StoreCard[] }) {
  const featured = stores.filter((store) => store.featured);
  const others = stores.filter((store) => !store.featured);
  return (
    <Container className={styles.page}>
      <Breadcrumbs crumbs={[{ name: '首页', href: '/Homepage' }, { name: '优质店铺' }]} />
      <section className={styles.explain} aria-labelledby="quality-title">
        <div>
          <h1 id="quality-title">优质店铺</h1>
          <p>{EXPLANATION}</p>
          <p className={styles.join}>
            您是设备商家？<Link href="/joiningTheStore">申请商家入驻</Link>
          </p>
        </div>
        <div className={styles.criteria}>
          <h2>评定标准</h2>
          <ul>
            {CRITERIA.map((criterion) => (
              <li key={criterion}>{criterion}</li>
            ))}
          </ul>
        </div>
      </section>
      {stores.length === 0 ? (
        <EmptyState title="暂无入驻店铺，敬请期待">
          <Link href="/Homepage">返回首页</Link>
        </EmptyState>
      ) : (
        <>
          <StoreSection id="featured-stores" title="平台认证优质店铺" stores={featured} />
          <StoreSection id="other-stores" title="更多入驻店铺" stores={others} />
        </>
      )}
    </Container>
  );
}

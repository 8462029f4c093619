import { Link } from '@/components/ui/Link';
import { Container } from '@/components/ui/Container';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { EmptyState } from '@/components/ui/EmptyState';
import type { CouponOffer } from '@/contract/coupons';
import { CouponBoard } from './CouponBoard';
import styles from './CouponCentreView.module.css';

const RULES = [
  '每个账号每种优惠券限领 1 张，领取后在有效期内使用，过期自动失效。',
  '优惠券只抵扣租金，不抵扣押金和运费；满减门槛按订单租金计算。',
  '每笔订单限用 1 张优惠券，不可与其他优惠券叠加，不可兑换现金。',
];

/** /receiveCoupons: the offers as the server sees them, with the claiming island inside. */
export function CouponCentreView({ offers }: { offers: CouponOffer[] }) {
  return (
    <Container className={styles.page}>
      <Breadcrumbs crumbs={[{ name: '首页', href: '/Homepage' }, { name: '领券中心' }]} />
      <div className={styles.banner}>
        <h1>领券中心</h1>
        <p>先领券再租机，租金立减。新人专享券无门槛，领取后可在下单时直接抵扣。</p>
      </div>
      <section aria-labelledby="offers-title" className={styles.section}>
        <h2 id="offers-title">可领优惠券</h2>
        {offers.length === 0 ? (
          <EmptyState title="暂无可领取的优惠券，敬请期待">
            <Link href="/list">去逛逛</Link>
          </EmptyState>
        ) : (
          <CouponBoard offers={offers} />
        )}
      </section>
      <section aria-labelledby="rules-title" className={`${styles.section} ${styles.rules}`}>
        <h2 id="rules-title">使用说明</h2>
        <ol>
          {RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
          <li>
            已领取的优惠券可在 <Link href="/myCoupon">个人中心 › 我的优惠券</Link> 查看。
          </li>
        </ol>
      </section>
    </Container>
  );
}

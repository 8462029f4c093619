/** The shop's header under the top bar: logo, goods search and the cart. */
import { Container } from '@/components/ui/Container';
import { Link } from '@/components/ui/Link';
import { Logo } from './Logo';
import { CartLink } from './CartLink';
import styles from './SiteHeader.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <Container className={styles.inner}>
        <Logo />
        <form action="/list" method="get" role="search" className={styles.search}>
          <label htmlFor="site-search" className={styles.visuallyHidden}>
            搜索商品
          </label>
          <input id="site-search" name="keyword" type="search" placeholder="搜索笔记本、台式机、显示器…" maxLength={50} />
          <button type="submit">搜索</button>
        </form>
        <CartLink />
      </Container>
      <Container as="nav" aria-label="主导航" className={styles.nav}>
        <Link href="/Homepage">首页</Link>
        <Link href="/list">全部商品</Link>
        <Link href="/purchase">企业采购</Link>
        <Link href="/personalZone">个人专区</Link>
        <Link href="/limitedOffer">限时优惠</Link>
        <Link href="/secondHand">二手优选</Link>
        <Link href="/qualityStore">优质店铺</Link>
        <Link href="/receiveCoupons">领券中心</Link>
        <Link href="/newsCenter">资讯中心</Link>
      </Container>
    </header>
  );
}

/**
 * The top bar (docs/storefront.md#top-bar). The same HTML for every visitor (public pages stay
 * cacheable); who is logged in is filled in on the client by SessionLinks.
 */
import { Container } from '@/components/ui/Container';
import { Link } from '@/components/ui/Link';
import { SITE } from '@/contract/site';
import { SessionLinks } from './SessionLinks';
import styles from './TopBar.module.css';

export function TopBar() {
  return (
    <nav aria-label="顶部导航" className={styles.bar}>
      <Container className={styles.inner}>
        <span className={styles.welcome}>
          欢迎来到{SITE.name}！
          <span className={styles.hotline}>
            客服热线：<a href={`tel:${SITE.hotline.replace(/-/g, '')}`}>{SITE.hotline}</a>
          </span>
        </span>
        <span className={styles.links}>
          <SessionLinks />
          <Link href="/commonProblem">帮助中心</Link>
          <span className={styles.merchant} tabIndex={0} aria-haspopup="true">
            商家管理
            <span className={styles.dropdown} role="menu">
              <Link href="/joiningTheStore" role="menuitem">
                商家入驻
              </Link>
              <Link href="/businessCooperation" role="menuitem">
                商务合作
              </Link>
            </span>
          </span>
        </span>
      </Container>
    </nav>
  );
}

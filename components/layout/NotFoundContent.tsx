import { Link } from '@/components/ui/Link';
import styles from './NotFoundContent.module.css';

/** What a visitor sees for a page that does not exist, with ways back into the shop. */
export function NotFoundContent() {
  return (
    <section className={styles.box} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden>
        404
      </p>
      <h1 id="not-found-title">抱歉，您访问的页面不存在</h1>
      <p>页面可能已被移除、更名，或链接地址有误。</p>
      <div className={styles.actions}>
        <Link href="/Homepage" className={styles.primary}>
          返回首页
        </Link>
        <Link href="/commonProblem">帮助中心</Link>
      </div>
    </section>
  );
}

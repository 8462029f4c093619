import { Link } from '@/components/ui/Link';
import { Container } from '@/components/ui/Container';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Pagination } from '@/components/ui/Pagination';
import { EmptyState } from '@/components/ui/EmptyState';
import type { NewsSummary } from '@/contract/news';
import type { Page } from '@/lib/api/page';
import { chinaTimeIso } from '@/lib/seo/news-json-ld';
import { NEWS_PAGE_SIZE, NEWS_TABS, articleHref, newsCenterHref, newsTabLabel, routeOfType, type NewsCenterView as View } from './newsRoutes';
import styles from './NewsCenterView.module.css';

function NewsItem({ item }: { item: NewsSummary }) {
  const titleId = `news-${item.id}`;
  return (
    <li>
      <article className={styles.item} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          <Link href={articleHref(routeOfType(item.type), item.id)}>{item.title}</Link>
        </h2>
        <p className={styles.summary}>{item.summary}</p>
        <p className={styles.meta}>
          <span className={item.type === 'procurement' ? `${styles.kind} ${styles.procurement}` : styles.kind}>{newsTabLabel(item.type)}</span>
          <span>{item.source}</span>
          <time dateTime={chinaTimeIso(item.publishedAt)}>{item.publishedAt}</time>
        </p>
      </article>
    </li>
  );
}

/** 资讯中心: tabs as links (crawlable, cacheable per tab and page), the list and its pages. */
export function NewsCenterView({ view, news }: { view: View; news: Page<NewsSummary> }) {
  return (
    <Container className={styles.page}>
      <Breadcrumbs crumbs={[{ name: '首页', href: '/Homepage' }, { name: '资讯中心' }]} />
      <div className={styles.head}>
        <h1>资讯中心</h1>
        <p>平台动态、新品上架与企业采购指南</p>
      </div>
      <nav aria-label="资讯分类" className={styles.tabs}>
        <ul>
          {NEWS_TABS.map((tab) => (
            <li key={tab.label}>
              <Link href={newsCenterHref({ type: tab.type, page: 1 })} aria-current={tab.type === view.type ? 'page' : undefined}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {news.rows.length === 0 ? (
        <EmptyState title="暂无资讯，敬请期待">
          <Link href="/Homepage">返回首页</Link>
        </EmptyState>
      ) : (
        <ul className={styles.list}>
          {news.rows.map((item) => (
            <NewsItem key={item.id} item={item} />
          ))}
        </ul>
      )}
      <Pagination page={view.page} total={news.total} pageSize={NEWS_PAGE_SIZE} hrefFor={(page) => newsCenterHref({ type: view.type, page })} label="资讯分页" />
    </Container>
  );
}

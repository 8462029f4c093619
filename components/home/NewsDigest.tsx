import { Link } from '@/components/ui/Link';
import type { NewsSummary } from '@/lib/contract/news';
import styles from './NewsDigest.module.css';

/** The latest articles as title + date rows; procurement news opens in the procurement zone. */
export function NewsDigest({ articles, prefetch }: { articles: NewsSummary[]; prefetch?: false }) {
  return (
    <ul className={styles.list}>
      {articles.map((article) => (
        <li key={article.id}>
          <span className={styles.type}>{article.type === 'procurement' ? '采购' : '资讯'}</span>
          <Link href={`${article.type === 'procurement' ? '/purchaseNewsDetail' : '/newsDetail'}?id=${article.id}`} prefetch={prefetch}>{article.title}</Link>
          <time dateTime={`${article.publishedAt.replace(' ', 'T')}+08:00`}>{article.publishedAt.slice(0, 10)}</time>
        </li>
      ))}
    </ul>
  );
}

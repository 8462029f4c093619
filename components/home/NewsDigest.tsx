import { Link } from '@/components/ui/Link';
import type { NewsSummary } from '@/contract/news';
import styles from './NewsDigest.module.css';
import { newsArticleHref } from '@/lib/routing/hrefs';

/** The latest articles as title + date rows; procurement news opens in the procurement zone. */
export function NewsDigest({ articles }: { articles: NewsSummary[] }) {
  return (
    <ul className={styles.list}>
      {articles.map((article) => (
        <li key={article.id}>
          <span className={styles.type}>{article.type === 'procurement' ? '采购' : '资讯'}</span>
          <Link href={newsArticleHref(article)}>{article.title}</Link>
          <time dateTime={`${article.publishedAt.replace(' ', 'T')}+08:00`}>{article.publishedAt.slice(0, 10)}</time>
        </li>
      ))}
    </ul>
  );
}

import { Link } from '@/components/ui/Link';
import { Container } from '@/components/ui/Container';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { JsonLd } from '@/components/layout/JsonLd';
import type { NewsArticle, NewsLink } from '@/contract/news';
import { newsArticleJsonLd, chinaTimeIso } from '@/lib/seo/news-json-ld';
import { ARTICLE_ROUTES, articleHref, canonicalArticlePath, type ArticleRoute } from './newsRoutes';
import styles from './NewsArticleView.module.css';

function Neighbour({ label, link, route }: { label: string; link: NewsLink | null; route: ArticleRoute }) {
  return (
    <li>
      <span className={styles.neighbourLabel}>{label}：</span>
      {link ? <Link href={articleHref(route, link.id)}>{link.title}</Link> : <span className={styles.none}>没有了</span>}
    </li>
  );
}

/**
 * One article: title, byline, the server's sanitised HTML, and the neighbours of the same type.
 * `route` is the page it is shown on, so previous/next links stay there; the canonical address
 * and JSON-LD always name the article's own route.
 */
export function NewsArticleView({ article, route }: { article: NewsArticle; route: ArticleRoute }) {
  const facts = ARTICLE_ROUTES[route];
  return (
    <Container className={styles.page}>
      <Breadcrumbs crumbs={[{ name: '首页', href: '/Homepage' }, facts.parent, { name: article.title }]} />
      <article className={styles.article} aria-labelledby="article-title">
        <header className={styles.header}>
          <h1 id="article-title">{article.title}</h1>
          <p className={styles.byline}>
            <span>来源：{article.source}</span>
            <span>作者：{article.author}</span>
            <span>
              发布时间：<time dateTime={chinaTimeIso(article.publishedAt)}>{article.publishedAt}</time>
            </span>
          </p>
          {article.summary ? <p className={styles.summary}>{article.summary}</p> : null}
        </header>
        {/* The contract's content is sanitised HTML (server/README.md, News): whoever writes articles must sanitise on write. */}
        <div className={styles.content} dangerouslySetInnerHTML={{ __html: article.content }} />
      </article>
      <nav aria-label="上一篇与下一篇" className={styles.neighbours}>
        <ul>
          <Neighbour label="上一篇" link={article.previous} route={route} />
          <Neighbour label="下一篇" link={article.next} route={route} />
        </ul>
        <Link href={facts.parent.href} className={styles.back}>
          {facts.backText}
        </Link>
      </nav>
      <JsonLd data={newsArticleJsonLd(article, canonicalArticlePath(article))} />
    </Container>
  );
}

import { endpoint, ANYONE } from '../endpoint';
import { newsListQuery } from '../news';
import type { NewsArticle, NewsSummary } from '../news';

export const NEWS_API = {
  list: endpoint('GET', '/news/list', ANYONE, { query: newsListQuery }).pages<NewsSummary>(),
  article: endpoint('GET', '/news/:id', ANYONE).answers<NewsArticle>(),
} as const;

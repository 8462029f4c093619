import { endpoint, ANYONE } from '../endpoint';
import type { NewsArticle, NewsSummary } from '../news';

export const NEWS_API = {
  list: endpoint('GET', '/news/list', ANYONE).pages<NewsSummary>(),
  article: endpoint('GET', '/news/:id', ANYONE).answers<NewsArticle>(),
} as const;

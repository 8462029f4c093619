import { render, screen, within } from '@testing-library/react';
import { NewsArticleView } from '@/components/news/NewsArticleView';
import { NewsCenterView } from '@/components/news/NewsCenterView';
import { articleIdFromSegment, articleMetadata, newsCenterHref, newsCenterViewFromSegment } from '@/components/news/newsRoutes';
import type { NewsArticle, NewsSummary } from '@/contract/news';
import { newsCenterSegment } from '@/lib/routing/cached-routes';

const article: NewsArticle = {
  id: 12,
  type: 'procurement',
  title: '采购指南：如何为 50 人团队配置办公电脑',
  summary: '从岗位需求出发，组合配置笔记本、台式机与显示器。',
  cover: null,
  source: '云租电脑采购中心',
  author: '政企服务部',
  publishedAt: '2026-11-02 10:00:00',
  content: '<p>以一个 50 人的互联网团队为例。</p><h2>配置建议</h2>',
  previous: { id: 11, title: '政企批量租赁服务全面升级' },
  next: null,
};

function jsonLd(container: HTMLElement): Array<Record<string, unknown>> {
  return [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}'));
}

test('procurement news sits under 企业采购, and its neighbours stay on /purchaseNewsDetail', () => {
  const { container } = render(<NewsArticleView article={article} route="purchaseNewsDetail" />);
  const breadcrumb = within(screen.getByRole('navigation', { name: '面包屑' }));
  expect(breadcrumb.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/Homepage');
  expect(breadcrumb.getByRole('link', { name: '企业采购' })).toHaveAttribute('href', '/purchase');
  expect(breadcrumb.getByText(article.title)).toHaveAttribute('aria-current', 'page');

  const neighbours = within(screen.getByRole('navigation', { name: '上一篇与下一篇' }));
  expect(neighbours.getByRole('link', { name: '政企批量租赁服务全面升级' })).toHaveAttribute('href', '/purchaseNewsDetail?id=11');
  expect(neighbours.getByText('没有了')).toBeInTheDocument();
  expect(neighbours.getByRole('link', { name: '返回企业采购' })).toHaveAttribute('href', '/purchase');

  const types = jsonLd(container).map((data) => data['@type']);
  expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'NewsArticle']));
});

test("a platform article shows its byline, time and the server's HTML under one h1", () => {
  render(<NewsArticleView article={{ ...article, type: 'news', previous: null, next: { id: 13, title: '新品上架' } }} route="newsDetail" />);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(article.title);
  expect(screen.getByText('来源：云租电脑采购中心')).toBeInTheDocument();
  expect(screen.getByText('作者：政企服务部')).toBeInTheDocument();
  expect(screen.getByText('2026-11-02 10:00:00')).toHaveAttribute('dateTime', '2026-11-02T10:00:00+08:00');
  expect(screen.getByRole('heading', { level: 2, name: '配置建议' })).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: '面包屑' })).getByRole('link', { name: '资讯中心' })).toHaveAttribute('href', '/newsCenter');
  expect(screen.getByRole('link', { name: '新品上架' })).toHaveAttribute('href', '/newsDetail?id=13');
});

test('an article has one canonical address, on its own route, and OG article metadata', () => {
  const metadata = articleMetadata(article);
  expect(metadata.alternates?.canonical).toBe('/purchaseNewsDetail?id=12');
  expect(metadata.description).toBe(article.summary);
  expect(metadata.openGraph).toMatchObject({ type: 'article', publishedTime: '2026-11-02T10:00:00+08:00' });
  expect(articleMetadata({ ...article, type: 'news' }).alternates?.canonical).toBe('/newsDetail?id=12');
});

test('only positive 32-bit ids are article segments', () => {
  expect(articleIdFromSegment('12')).toBe(12);
  for (const bad of ['0', '012', '-1', '1.5', 'abc', '2147483648', '']) expect(articleIdFromSegment(bad)).toBeNull();
});

test('the news centre reads back every segment the middleware writes, and nothing else', () => {
  for (const query of ['', 'type=news', 'type=procurement&page=3', 'page=99']) {
    const segment = newsCenterSegment(new URLSearchParams(query));
    expect(segment).not.toBeNull();
    const view = newsCenterViewFromSegment(segment ?? '');
    expect(view && newsCenterHref(view)).toBe(query ? `/newsCenter?${query}` : '/newsCenter');
  }
  for (const bad of ['other-1', 'all-0', 'all-100', 'news', 'news-01']) expect(newsCenterViewFromSegment(bad)).toBeNull();
});

const summary = (id: number, type: NewsSummary['type']): NewsSummary => ({
  id,
  type,
  title: `资讯 ${id}`,
  summary: `摘要 ${id}`,
  cover: null,
  source: '云租电脑资讯中心',
  publishedAt: '2026-11-01 09:30:00',
});

test('the news centre marks its tab, links each article to its route and pages within the tab', () => {
  render(<NewsCenterView view={{ type: 'news', page: 2 }} news={{ rows: [summary(5, 'news'), summary(6, 'procurement')], total: 25 }} />);
  const tabs = within(screen.getByRole('navigation', { name: '资讯分类' }));
  expect(tabs.getByRole('link', { name: '全部' })).toHaveAttribute('href', '/newsCenter');
  expect(tabs.getByRole('link', { name: '采购资讯' })).toHaveAttribute('href', '/newsCenter?type=procurement');
  expect(tabs.getByRole('link', { name: '平台资讯' })).toHaveAttribute('aria-current', 'page');

  expect(screen.getByRole('link', { name: '资讯 5' })).toHaveAttribute('href', '/newsDetail?id=5');
  expect(screen.getByRole('link', { name: '资讯 6' })).toHaveAttribute('href', '/purchaseNewsDetail?id=6');

  const pages = within(screen.getByRole('navigation', { name: '资讯分页' }));
  expect(pages.getByRole('link', { name: '上一页' })).toHaveAttribute('href', '/newsCenter?type=news');
  expect(pages.getByRole('link', { name: '下一页' })).toHaveAttribute('href', '/newsCenter?type=news&page=3');
});

test('an empty news centre says so', () => {
  render(<NewsCenterView view={{ type: undefined, page: 1 }} news={{ rows: [], total: 0 }} />);
  expect(screen.getByRole('status')).toHaveTextContent('暂无资讯，敬请期待');
});

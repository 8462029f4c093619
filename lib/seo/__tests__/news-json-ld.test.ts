/**
 * @jest-environment node
 */
import type { NewsArticle } from '@/contract/news';
import { chinaTimeIso, newsArticleJsonLd } from '@/lib/seo/news-json-ld';
import { absoluteUrl } from '@/lib/seo/site-url';

const article: NewsArticle = {
  id: 7,
  type: 'news',
  title: '平台上线设备归还数据擦除证明服务',
  summary: '归还设备按照国家标准擦除数据，并为企业出具书面证明。',
  cover: '/goods/thinkpad-t14-gen5.svg',
  source: '云租电脑资讯中心',
  author: '云租编辑部',
  publishedAt: '2026-11-01 09:30:00',
  content: '<p>正文</p>',
  previous: null,
  next: null,
};

test('wire times are China time: the ISO form carries +08:00', () => {
  expect(chinaTimeIso('2026-11-01 09:30:00')).toBe('2026-11-01T09:30:00+08:00');
  expect(chinaTimeIso('2026-11-01T09:30:00+08:00')).toBe('2026-11-01T09:30:00+08:00');
});

test('an article is a NewsArticle with headline, time, author, publisher and its own page', () => {
  const data = newsArticleJsonLd(article, '/newsDetail?id=7');
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.summary,
    datePublished: '2026-11-01T09:30:00+08:00',
    inLanguage: 'zh-CN',
    author: { '@type': 'Organization', name: '云租编辑部' },
    publisher: { '@type': 'Organization', name: '云租电脑', logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') } },
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl('/newsDetail?id=7') },
    image: [absoluteUrl('/goods/thinkpad-t14-gen5.svg')],
  });
  expect(String((data.mainEntityOfPage as { '@id': string })['@id'])).toMatch(/^https?:\/\//);
});

test("a person's byline is a Person, and an article without a cover names no image", () => {
  const data = newsArticleJsonLd({ ...article, author: '李明', cover: null }, '/newsDetail?id=7');
  expect(data.author).toEqual({ '@type': 'Person', name: '李明' });
  expect(data).not.toHaveProperty('image');
});

test('procurement news is filed under 采购资讯 and a very long title is cut for the headline', () => {
  const data = newsArticleJsonLd({ ...article, type: 'procurement', title: '采'.repeat(150) }, '/purchaseNewsDetail?id=7');
  expect(data.articleSection).toBe('采购资讯');
  expect([...String(data.headline)]).toHaveLength(110);
});

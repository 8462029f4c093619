/**
 * schema.org NewsArticle for /newsDetail and /purchaseNewsDetail. Times on the wire are Asia/Shanghai
 * without an offset; search engines need the offset to place them, so they are written with +08:00.
 */
import type { NewsArticle } from '@/contract/news';
import { SITE } from '@/contract/site';
import { absoluteUrl } from './site-url';

const WIRE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;

/** `2026-11-01 09:30:00` (China time) → `2026-11-01T09:30:00+08:00`; anything else is passed through. */
export function chinaTimeIso(wireTime: string): string {
  const match = WIRE_TIME.exec(wireTime);
  return match ? `${match[1]}T${match[2]}+08:00` : wireTime;
}

/** Search engines cut longer headlines. */
const HEADLINE_MAX = 110;

/** Bylines like 云租编辑部 or 政企服务部 are teams, not people. */
const TEAM_NAME = /(部|中心|团队|小组|工作室|平台|公司|协会|机构)$/;

export function newsArticleJsonLd(article: NewsArticle, canonicalPath: string): Record<string, unknown> {
  const published = chinaTimeIso(article.publishedAt);
  const headline = [...article.title].length > HEADLINE_MAX ? `${[...article.title].slice(0, HEADLINE_MAX - 1).join('')}…` : article.title;
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline,
    description: article.summary,
    datePublished: published,
    dateModified: published,
    inLanguage: 'zh-CN',
    articleSection: article.type === 'procurement' ? '采购资讯' : '平台资讯',
    author: { '@type': TEAM_NAME.test(article.author) ? 'Organization' : 'Person', name: article.author },
    publisher: {
      '@type': 'Organization',
      name: SITE.name,
      url: absoluteUrl('/Homepage'),
      logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(canonicalPath) },
    ...(article.cover ? { image: [absoluteUrl(article.cover)] } : {}),
  };
}

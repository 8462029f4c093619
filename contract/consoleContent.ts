/**
 * The platform's pages 资讯管理 (`/api/sys/news/…`: platform news and procurement news, rich text
 * sanitised on write) and 轮播图 (`/api/sys/carousel/…`: the slides `/api/wPlatformImg/lunBoTo`
 * shows).
 */
import { z } from 'zod';
import { isExternalLink } from '@/contract/validationRules';
import { consoleListQuery, textFilter } from './console';
import { pictureRef } from './consolePictures';
import { NEWS_TYPES, type NewsType } from './news';
import { blankToUndefined, positiveId } from './params';

// ---------------------------------------------------------------------------------------------
// News

/** Dictionary `news_status`. A published article with a later `publishedAt` is scheduled: public from then on. */
export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];
export const NEWS_STATUS_NAMES: Record<NewsStatus, string> = { draft: '草稿', published: '已发布' };

/** Dictionary `news_type`. */
export const NEWS_TYPE_NAMES: Record<NewsType, string> = { news: '平台资讯', procurement: '采购资讯' };

export const NEWS_SORTS = ['publishedAt', 'createdAt'] as const;

/** `POST /api/sys/news/list`. */
export const consoleNewsListBody = consoleListQuery(NEWS_SORTS, {
  type: z.preprocess(blankToUndefined, z.enum(NEWS_TYPES, { error: '资讯类型不正确，应为 news 或 procurement' }).optional()),
  status: z.preprocess(blankToUndefined, z.enum(NEWS_STATUSES, { error: '资讯状态不正确，应为 draft 或 published' }).optional()),
  /** The title or the summary. */
  keyword: textFilter(60),
});
export type ConsoleNewsListQuery = z.output<typeof consoleNewsListBody>;

/** A row of 资讯管理 (times `YYYY-MM-DD HH:mm:ss`). */
export type ConsoleNews = {
  id: number;
  type: NewsType;
  typeName: string;
  title: string;
  summary: string;
  cover: string | null;
  source: string;
  author: string;
  status: NewsStatus;
  statusName: string;
  /** Published with a `publishedAt` still to come. */
  scheduled: boolean;
  publishedAt: string;
  createdAt: string;
};

/** `GET /api/sys/news/detail/{id}`: the row and its (sanitised) HTML. */
export type ConsoleNewsDetail = ConsoleNews & { content: string };

/** Rich text as the editor sends it; the server keeps only what the sanitiser lets through. */
export const NEWS_CONTENT_MAX = 60_000;

const shortText = (label: string, max: number) =>
  z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(max, `${label}不能超过 ${max} 个字`);

/**
 * `POST /api/sys/news/save` (buttons `news:add` without `id`, `news:edit` with it). `publishedAt`
 * (`YYYY-MM-DD HH:mm:ss`, Asia/Shanghai) absent: an article keeps its date, a new one or a draft
 * published now takes the moment of publishing.
 */
export const newsSaveBody = z.strictObject({
  id: positiveId('资讯编号不正确').optional(),
  type: z.enum(NEWS_TYPES, { error: '请选择资讯类型（news 或 procurement）' }),
  title: z.string({ error: '请输入标题' }).trim().min(1, '请输入标题').min(2, '标题至少 2 个字').max(60, '标题不能超过 60 个字'),
  summary: shortText('摘要', 200).default(''),
  cover: pictureRef.nullable().default(null),
  source: shortText('来源', 30).default(''),
  author: shortText('作者', 30).default(''),
  content: z.string({ error: '请输入正文' }).min(1, '请输入正文').max(NEWS_CONTENT_MAX, '正文过长，请精简后再保存'),
  status: z.enum(NEWS_STATUSES, { error: '资讯状态不正确，应为 draft 或 published' }),
  publishedAt: z.preprocess(
    blankToUndefined,
    z
      .string({ error: '发布时间格式不正确' })
      .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, '发布时间格式不正确，应为 YYYY-MM-DD HH:mm:ss')
      .optional(),
  ),
});
export type NewsSaveInput = z.output<typeof newsSaveBody>;

export const newsDeleteBody = z.strictObject({ id: positiveId('资讯编号不正确') });

export const CONSOLE_NEWS_MESSAGES = {
  saved: '资讯已保存',
  deleted: '资讯已删除',
  emptyContent: '正文没有可显示的内容，请重新编辑',
  badTime: '发布时间不正确',
} as const;

// ---------------------------------------------------------------------------------------------
// Carousel

export const CAROUSEL_POSITION_PATTERN = /^[a-z][a-z_]{0,31}$/;

export const CAROUSEL_SORTS = ['sort', 'id'] as const;

/** `POST /api/sys/carousel/list`: by position, then `sort`. */
export const consoleCarouselListBody = consoleListQuery(CAROUSEL_SORTS, {
  position: z.preprocess(blankToUndefined, z.string({ error: '轮播位置不正确' }).regex(CAROUSEL_POSITION_PATTERN, '轮播位置不正确').optional()),
  active: z.preprocess(blankToUndefined, z.boolean({ error: '启用状态不正确' }).optional()),
});
export type ConsoleCarouselListQuery = z.output<typeof consoleCarouselListBody>;

/** A slide as 轮播图 shows it. */
export type ConsoleSlide = {
  id: number;
  position: string;
  title: string;
  subtitle: string;
  image: string;
  link: string;
  theme: string;
  sort: number;
  active: boolean;
};

export const SLIDE_LINK_MESSAGE = '链接应以 http:、https:、mailto:、tel: 开头，或为以 / 开头的站内路径';

/**
 * Where a slide leads: an external link (http:, https:, mailto:, tel:; docs/product-rules.md#validation) or a path
 * on this site (`/list?zone=discount`; never `//host` or `/\host`, which leave it).
 */
export function isSlideLink(link: string): boolean {
  if (/[\s\p{Cc}]/u.test(link)) return false;
  if (link.startsWith('/')) return !/^\/[/\\]/.test(link);
  return isExternalLink(link);
}

/** `POST /api/sys/carousel/save` (button `carousel:edit`). `image`: a picture key or the stored path. */
export const carouselSaveBody = z.strictObject({
  id: positiveId('轮播图编号不正确').optional(),
  position: z.string({ error: '请选择轮播位置' }).trim().regex(CAROUSEL_POSITION_PATTERN, '轮播位置不正确'),
  title: z.string({ error: '请输入标题' }).trim().min(1, '请输入标题').max(40, '标题不能超过 40 个字'),
  subtitle: shortText('副标题', 60).default(''),
  image: pictureRef,
  link: z.string({ error: '请输入链接' }).trim().min(1, '请输入链接').max(500, '链接过长').refine(isSlideLink, SLIDE_LINK_MESSAGE),
  theme: z
    .string({ error: '背景色格式不正确' })
    .regex(/^#[0-9a-fA-F]{6}$/, '背景色格式不正确，应为 #rrggbb')
    .default('#1f6feb'),
  sort: z.number({ error: '排序应为 0 到 9999 的整数' }).int('排序应为 0 到 9999 的整数').min(0, '排序应为 0 到 9999 的整数').max(9999, '排序应为 0 到 9999 的整数'),
  active: z.boolean({ error: '启用状态不正确' }),
});
export type CarouselSaveInput = z.output<typeof carouselSaveBody>;

export const carouselDeleteBody = z.strictObject({ id: positiveId('轮播图编号不正确') });

export const CONSOLE_CAROUSEL_MESSAGES = { saved: '轮播图已保存', deleted: '轮播图已删除' } as const;

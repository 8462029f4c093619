/** 资讯管理 (platform only): news and procurement news, rich text sanitised on write. */
import { Hono } from 'hono';
import { CONSOLE_NEWS_MESSAGES } from '@/contract/consoleContent';
import { positiveId } from '@/contract/params';
import { TAGS } from '@/contract/cacheTags';
import { deleteNews, consoleNewsDetail, consoleNewsList, saveNews } from '../domain/content/consoleNews';
import type { AppDeps, AppEnv } from '../http/env';
import { requirePermission, requirePlatform } from '../http/permissions';
import { assertSavePermission } from '../http/savePermission';
import { requireSysUser } from '../http/session';
import { pathId } from './pathId';
import { CONSOLE_NEWS_API } from '@/contract/endpoints';
import { at, okAs, pageAs, validated } from '../http/endpoint';

const newsIdParam = positiveId('资讯编号不正确');

/** An article is on its own page, the news lists, and its neighbours' previous/next links (all tagged `news`). */
const newsTags = (id: number) => [TAGS.news, TAGS.newsItem(id)];

export function consoleNewsRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const sysUser = requireSysUser(deps);
  const platform = requirePlatform();

  routes.on(...at(CONSOLE_NEWS_API.list), sysUser, platform, validated(CONSOLE_NEWS_API.list), async (c) =>
    c.json(pageAs(CONSOLE_NEWS_API.list, await consoleNewsList(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now()))),
  );

  routes.on(...at(CONSOLE_NEWS_API.detail), sysUser, platform, validated(CONSOLE_NEWS_API.detail), async (c) =>
    c.json(okAs(CONSOLE_NEWS_API.detail, await consoleNewsDetail(deps.db, c.var.sysUser, pathId(c.req.param('id'), newsIdParam), deps.clock.now()))),
  );

  routes.on(...at(CONSOLE_NEWS_API.save), sysUser, platform, validated(CONSOLE_NEWS_API.save), async (c) => {
    const body = c.req.valid('json');
    await assertSavePermission(deps, c.var.sysUser, body, { add: 'news:add', edit: 'news:edit' });
    const article = await saveNews(deps.db, c.var.sysUser, body, deps.clock.now());
    await deps.storefront.revalidate(newsTags(article.id));
    return c.json(okAs(CONSOLE_NEWS_API.save, article, CONSOLE_NEWS_MESSAGES.saved));
  });

  routes.on(...at(CONSOLE_NEWS_API.remove), sysUser, platform, requirePermission(deps, 'news:delete'), validated(CONSOLE_NEWS_API.remove), async (c) => {
    const deleted = await deleteNews(deps.db, c.var.sysUser, c.req.valid('json').id, deps.clock.now());
    await deps.storefront.revalidate(newsTags(deleted.id));
    return c.json(okAs(CONSOLE_NEWS_API.remove, deleted, CONSOLE_NEWS_MESSAGES.deleted));
  });

  return routes;
}

/** News and procurement news (GET /news/list, GET /news/{id}; wire names: docs/product-rules.md#api). */
import { Hono } from 'hono';
import { CODE } from '@/contract/envelope';
import { positiveId } from '@/contract/params';
import { newsArticle, newsList } from '../domain/content/news';
import { MESSAGES, Refusal } from '../domain/shared/refusal';
import type { AppDeps, AppEnv } from '../http/env';
import { NEWS_API } from '@/contract/endpoints';
import { at, okAs, pageAs, validated } from '../http/endpoint';

const newsId = positiveId('资讯编号不正确');

export function newsRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.on(...at(NEWS_API.list), validated(NEWS_API.list), async (c) => c.json(pageAs(NEWS_API.list, await newsList(deps.db, c.req.valid('query'), deps.clock.now()))));

  routes.on(...at(NEWS_API.article), async (c) => {
    const id = newsId.safeParse(c.req.param('id'));
    if (!id.success) throw new Refusal(MESSAGES.notFound, CODE.notFound);
    return c.json(okAs(NEWS_API.article, await newsArticle(deps.db, id.data, deps.clock.now())));
  });

  return routes;
}

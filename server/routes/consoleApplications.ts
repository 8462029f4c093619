/** 入驻申请 and 合作申请 (back office, platform only): the applications the public forms store. */
import { Hono } from 'hono';
import { APPLICATION_REVIEW_MESSAGES } from '@/contract/consoleApplications';
import { positiveId } from '@/contract/params';
import { TAGS } from '@/contract/cacheTags';
import { applicationDetail, applicationList, approveApplication, handleCooperation, rejectApplication } from '../domain/content/applicationReview';
import { applicationExportTitle, exportApplications, platformExportFileName } from '../domain/console/exports';
import { fileDownload } from '../http/download';
import type { AppDeps, AppEnv } from '../http/env';
import { requirePermission, requirePlatform } from '../http/permissions';
import { requireSysUser } from '../http/session';
import { pathId } from './pathId';
import { CONSOLE_APPLICATION_API } from '@/contract/endpoints';
import { at, okAs, pageAs, validated } from '../http/endpoint';

const applicationIdParam = positiveId('申请编号不正确');

export function consoleApplicationRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const sysUser = requireSysUser(deps);
  const platform = requirePlatform();
  const review = (c: { var: { clientAddress: string } }) => ({ now: deps.clock.now(), clientAddress: c.var.clientAddress, sms: deps.sms, log: deps.log });

  routes.on(...at(CONSOLE_APPLICATION_API.list), sysUser, platform, validated(CONSOLE_APPLICATION_API.list), async (c) =>
    c.json(pageAs(CONSOLE_APPLICATION_API.list, await applicationList(deps.db, c.var.sysUser, c.req.valid('json')))),
  );

  routes.on(...at(CONSOLE_APPLICATION_API.export), sysUser, platform, validated(CONSOLE_APPLICATION_API.export), async (c) => {
    const form = c.req.valid('form');
    return fileDownload(await exportApplications(deps.db, c.var.sysUser, form), platformExportFileName(applicationExportTitle(form), deps.clock.now()));
  });

  routes.on(...at(CONSOLE_APPLICATION_API.detail), sysUser, platform, validated(CONSOLE_APPLICATION_API.detail), async (c) =>
    c.json(okAs(CONSOLE_APPLICATION_API.detail, await applicationDetail(deps.db, c.var.sysUser, pathId(c.req.param('id'), applicationIdParam)))),
  );

  routes.on(...at(CONSOLE_APPLICATION_API.approve), sysUser, platform, requirePermission(deps, 'application:review'), validated(CONSOLE_APPLICATION_API.approve), async (c) => {
    const approved = await approveApplication(deps.db, c.var.sysUser, c.req.valid('json'), review(c));
    if (approved.application.store) await deps.storefront.revalidate([TAGS.stores, TAGS.store(approved.application.store.id)]);
    return c.json(okAs(CONSOLE_APPLICATION_API.approve, approved, APPLICATION_REVIEW_MESSAGES.approved));
  });

  routes.on(...at(CONSOLE_APPLICATION_API.reject), sysUser, platform, requirePermission(deps, 'application:review'), validated(CONSOLE_APPLICATION_API.reject), async (c) =>
    c.json(okAs(CONSOLE_APPLICATION_API.reject, await rejectApplication(deps.db, c.var.sysUser, c.req.valid('json'), review(c)), APPLICATION_REVIEW_MESSAGES.rejected)),
  );

  routes.on(
    ...at(CONSOLE_APPLICATION_API.handleCooperation),
    sysUser,
    platform,
    requirePermission(deps, 'cooperation:handle'),
    validated(CONSOLE_APPLICATION_API.handleCooperation),
    async (c) =>
      c.json(
        okAs(
          CONSOLE_APPLICATION_API.handleCooperation,
          await handleCooperation(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now()),
          APPLICATION_REVIEW_MESSAGES.handled,
        ),
      ),
  );

  return routes;
}

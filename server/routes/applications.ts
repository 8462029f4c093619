/** Shop onboarding and business cooperation forms (open to everyone, throttled per address). */
import { Hono } from 'hono';
import { APPLICATION_MESSAGES, submitApplication } from '../domain/content/applications';
import type { AppDeps, AppEnv } from '../http/env';
import { APPLICATION_API } from '@/contract/endpoints';
import { at, okAs, validated } from '../http/endpoint';

export function applicationRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const context = (clientAddress: string) => ({ now: deps.clock.now(), clientAddress });

  routes.on(...at(APPLICATION_API.joinStore), validated(APPLICATION_API.joinStore), async (c) => {
    const receipt = await submitApplication(deps.db, 'join', c.req.valid('json'), context(c.var.clientAddress));
    return c.json(okAs(APPLICATION_API.joinStore, receipt, APPLICATION_MESSAGES.join));
  });

  routes.on(...at(APPLICATION_API.cooperate), validated(APPLICATION_API.cooperate), async (c) => {
    const receipt = await submitApplication(deps.db, 'cooperation', c.req.valid('json'), context(c.var.clientAddress));
    return c.json(okAs(APPLICATION_API.cooperate, receipt, APPLICATION_MESSAGES.cooperation));
  });

  return routes;
}

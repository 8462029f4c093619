/**
 * The sandbox provider's withholding-agreement signing page (`/signSandbox` on the storefront), when
 * the sandbox is the payment provider: what the page shows and its two buttons, with no session (the
 * page's number is the capability, as a provider's signing address is). A signature reaches the
 * product server as the sandbox's asynchronous notification, handled as a real provider's agreement
 * notification would be: by asking the provider (domain/withholding/providerAgreement.ts).
 */
import { Hono } from 'hono';
import { CODE } from '@/contract/envelope';
import { SANDBOX_SIGNING_API } from '@/contract/endpoints';
import { followPendingAgreement } from '../domain/withholding/providerAgreement';
import { MESSAGES, Refusal } from '../domain/shared/refusal';
import type { AppDeps, AppEnv } from '../http/env';
import { at, okAs } from '../http/endpoint';
import { isSandbox } from '../providers/payment';
import { sandboxNoOf } from './payments';

export function sandboxSigningRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  if (!isSandbox(deps.payment)) return routes;
  const signing = deps.payment.withholding;
  signing.onSigned(async (agreementNo) => {
    await followPendingAgreement(deps.db, signing, agreementNo, deps.clock.now());
  });

  routes.on(...at(SANDBOX_SIGNING_API.agreement), async (c) => {
    const view = await signing.agreement(sandboxNoOf(c.req.param('signNo')));
    if (!view) throw new Refusal(MESSAGES.notFound, CODE.notFound);
    return c.json(okAs(SANDBOX_SIGNING_API.agreement, view));
  });
  const buttons = { confirm: (signNo: string) => signing.sign(signNo), cancel: (signNo: string) => signing.cancel(signNo) };
  for (const action of ['confirm', 'cancel'] as const) {
    routes.on(...at(SANDBOX_SIGNING_API[action]), async (c) => {
      const status = await buttons[action](sandboxNoOf(c.req.param('signNo')));
      if (!status) throw new Refusal(MESSAGES.notFound, CODE.notFound);
      return c.json(okAs(SANDBOX_SIGNING_API[action], { status }));
    });
  }

  return routes;
}

/**
 * The back office's view of an order's lease contract (`/api/sys/order/contract/…`,
 * docs/product-rules.md#contracts): whether the customer signed it, its text and the order's kept
 * documents, and their PDFs. A back-office session; another shop's order is 404.
 */
import { Hono, type Context } from 'hono';
import { orderNoParam } from '@/contract/params';
import { staffContractView, staffDocumentFile } from '../domain/contracts/view';
import { notFound } from '../domain/shared/refusal';
import { fileDownload, PDF_TYPE } from '../http/download';
import type { AppDeps, AppEnv } from '../http/env';
import { requireSysUser } from '../http/session';
import { CONSOLE_CONTRACT_API } from '@/contract/endpoints';
import { at, okAs, validated } from '../http/endpoint';

function orderNoOf(c: Context): string {
  const parsed = orderNoParam.safeParse(c.req.param('orderNo'));
  if (!parsed.success) throw notFound();
  return parsed.data;
}

export function consoleContractRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const staff = requireSysUser(deps);

  routes.on(...at(CONSOLE_CONTRACT_API.read), staff, async (c) => c.json(okAs(CONSOLE_CONTRACT_API.read, await staffContractView(deps.db, c.var.sysUser, orderNoOf(c)))));

  routes.on(...at(CONSOLE_CONTRACT_API.download), staff, validated(CONSOLE_CONTRACT_API.download), async (c) => {
    const file = await staffDocumentFile(deps.db, c.var.sysUser, c.req.valid('form'), deps.clock.now());
    return fileDownload(file.bytes, file.fileName, PDF_TYPE);
  });

  return routes;
}

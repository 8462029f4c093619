/**
 * An order's lease contract for its customer (`/api/wOrder/contract/…`, docs/product-rules.md#contracts):
 * read it (the signed text, or the draft), ask for the signing code, sign it, download it or one of
 * the order's kept documents as PDF. A customer session; another customer's order is 404.
 */
import { Hono } from 'hono';
import { CONTRACT_MESSAGES } from '@/contract/orderDocuments';
import { sendSigningCode, signLeaseContract } from '../domain/contracts/sign';
import { customerContractView, customerDocumentFile } from '../domain/contracts/view';
import { fileDownload, PDF_TYPE } from '../http/download';
import type { AppDeps, AppEnv } from '../http/env';
import { requireCustomer } from '../http/session';
import { CONTRACT_API } from '@/contract/endpoints';
import { at, okAs, validated } from '../http/endpoint';
import { orderNoOf } from './orders';

export function contractRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer(deps);

  routes.on(...at(CONTRACT_API.read), customer, async (c) =>
    c.json(okAs(CONTRACT_API.read, await customerContractView(deps.db, c.var.customer.id, orderNoOf(c.req.param('orderNo'))))),
  );

  routes.on(...at(CONTRACT_API.sendCode), customer, validated(CONTRACT_API.sendCode), async (c) => {
    const sent = await sendSigningCode(deps.db, deps.sms, c.var.customer, c.req.valid('json').orderNo, c.var.clientAddress, deps.clock.now());
    return c.json(okAs(CONTRACT_API.sendCode, sent, CONTRACT_MESSAGES.codeSent));
  });

  routes.on(...at(CONTRACT_API.sign), customer, validated(CONTRACT_API.sign), async (c) => {
    const input = c.req.valid('json');
    await signLeaseContract(deps.db, c.var.customer, input, c.var.clientAddress || null, deps.clock.now());
    return c.json(okAs(CONTRACT_API.sign, await customerContractView(deps.db, c.var.customer.id, input.orderNo), CONTRACT_MESSAGES.signed));
  });

  // A download (docs/product-rules.md#downloads): a form-encoded POST answered with the file (a refusal stays JSON).
  routes.on(...at(CONTRACT_API.download), customer, validated(CONTRACT_API.download), async (c) => {
    const file = await customerDocumentFile(deps.db, c.var.customer.id, c.req.valid('form'), deps.clock.now());
    return fileDownload(file.bytes, file.fileName, PDF_TYPE);
  });

  return routes;
}

/**
 * Invoice requests (`/api/wInvoice/…`): the customer's paid amounts still free to invoice, their
 * requests and one request's details (customer session, only the caller's), and the back office's
 * issue and reject (`/api/wInvoice/sys/…`: admin for every shop, a merchant's editor for its own;
 * both need the `invoice:issue` button) and the red-letter invoice of an invoice whose money went
 * back (the `invoice:redLetter` button).
 */
import { Hono } from 'hono';
import { CODE } from '@/contract/envelope';
import { INVOICE_MESSAGES, invoiceRequestNo } from '@/contract/invoices';
import { invoiceablePage } from '../domain/invoices/invoiceable';
import { invoiceRequestDetail, invoiceRequestPage, requestInvoice } from '../domain/invoices/requests';
import { issueInvoice, recordRedLetter, rejectInvoice, sysInvoicePage } from '../domain/invoices/review';
import { MESSAGES, Refusal } from '../domain/shared/refusal';
import type { AppDeps, AppEnv } from '../http/env';
import { requirePermission } from '../http/permissions';
import { requireCustomer, requireSysUser } from '../http/session';
import { CONSOLE_INVOICE_API, INVOICE_API } from '@/contract/endpoints';
import { at, okAs, pageAs, validated } from '../http/endpoint';

/** A path request number that is malformed names nothing: 404, like an unknown one. */
function requestNoOf(raw: string): string {
  const parsed = invoiceRequestNo.safeParse(raw);
  if (!parsed.success) throw new Refusal(MESSAGES.notFound, CODE.notFound);
  return parsed.data;
}

export function invoiceRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer(deps);
  const sysUser = requireSysUser(deps);
  const issuer = requirePermission(deps, 'invoice:issue');
  const redLetterer = requirePermission(deps, 'invoice:redLetter');

  routes.on(...at(INVOICE_API.invoiceable), customer, validated(INVOICE_API.invoiceable), async (c) =>
    c.json(pageAs(INVOICE_API.invoiceable, await invoiceablePage(deps.db, c.var.customer.id, c.req.valid('json')))),
  );

  routes.on(...at(INVOICE_API.apply), customer, validated(INVOICE_API.apply), async (c) =>
    c.json(okAs(INVOICE_API.apply, await requestInvoice(deps.db, c.var.customer, c.req.valid('json'), deps.clock.now()), INVOICE_MESSAGES.requested)),
  );

  routes.on(...at(INVOICE_API.list), customer, validated(INVOICE_API.list), async (c) =>
    c.json(pageAs(INVOICE_API.list, await invoiceRequestPage(deps.db, c.var.customer.id, c.req.valid('json')))),
  );

  routes.on(...at(CONSOLE_INVOICE_API.list), sysUser, validated(CONSOLE_INVOICE_API.list), async (c) =>
    c.json(pageAs(CONSOLE_INVOICE_API.list, await sysInvoicePage(deps.db, c.var.sysUser, c.req.valid('query')))),
  );

  routes.on(...at(CONSOLE_INVOICE_API.issue), sysUser, issuer, validated(CONSOLE_INVOICE_API.issue), async (c) =>
    c.json(okAs(CONSOLE_INVOICE_API.issue, await issueInvoice(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now()), INVOICE_MESSAGES.issued)),
  );

  routes.on(...at(CONSOLE_INVOICE_API.reject), sysUser, issuer, validated(CONSOLE_INVOICE_API.reject), async (c) =>
    c.json(okAs(CONSOLE_INVOICE_API.reject, await rejectInvoice(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now()), INVOICE_MESSAGES.rejected)),
  );

  routes.on(...at(CONSOLE_INVOICE_API.redLetter), sysUser, redLetterer, validated(CONSOLE_INVOICE_API.redLetter), async (c) =>
    c.json(okAs(CONSOLE_INVOICE_API.redLetter, await recordRedLetter(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now()), INVOICE_MESSAGES.redLettered)),
  );

  routes.on(...at(INVOICE_API.detail), customer, async (c) =>
    c.json(okAs(INVOICE_API.detail, await invoiceRequestDetail(deps.db, c.var.customer.id, requestNoOf(c.req.param('requestNo'))))),
  );

  return routes;
}

/**
 * Invoice titles, the receiving email and the special VAT invoice qualification
 * (`/api/wInvoiceTitle/…`, customer session, only the caller's), and the platform's review of
 * qualifications (`/api/wInvoiceTitle/sys/…`, back-office admin; the decision needs the
 * `qualification:review` button).
 */
import { Hono } from 'hono';
import { CODE } from '@/contract/envelope';
import {
  INVOICE_MESSAGES,
  invoiceEmailBody,
  invoiceTitleBody,
  invoiceTitleEditBody,
  invoiceTitleIdBody,
  reviewQualificationBody,
  sysQualificationListQuery,
  vatQualificationBody,
} from '@/contract/invoices';
import { positiveId } from '@/contract/params';
import { reviewQualification, submitQualification, sysQualificationPage } from '../domain/invoices/qualification';
import { addTitle, deleteTitle, editTitle, invoiceSettingsOf, saveInvoiceEmail, setDefaultTitle } from '../domain/invoices/titles';
import { MESSAGES, Refusal } from '../domain/shared/refusal';
import type { AppDeps, AppEnv } from '../http/env';
import { ok, page } from '../http/envelope';
import { requirePermission } from '../http/permissions';
import { requireCustomer, requireSysUser } from '../http/session';
import { jsonBody, queryOf } from '../http/validate';

const titleIdParam = positiveId('发票抬头不正确');

/** A path id that is not a positive integer names nothing: 404, like an unknown id. */
function titleIdOf(raw: string): number {
  const parsed = titleIdParam.safeParse(raw);
  if (!parsed.success || !/^[0-9]+$/.test(raw)) throw new Refusal(MESSAGES.notFound, CODE.notFound);
  return parsed.data;
}

export function invoiceTitleRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer(deps);

  routes.get('/api/wInvoiceTitle/info', customer, async (c) => c.json(ok(await invoiceSettingsOf(deps.db, c.var.customer))));

  routes.post('/api/wInvoiceTitle/add', customer, jsonBody(invoiceTitleBody), async (c) =>
    c.json(ok(await addTitle(deps.db, c.var.customer, c.req.valid('json'), deps.clock.now()), INVOICE_MESSAGES.titleSaved)),
  );

  routes.post('/api/wInvoiceTitle/edit', customer, jsonBody(invoiceTitleEditBody), async (c) =>
    c.json(ok(await editTitle(deps.db, c.var.customer, c.req.valid('json'), deps.clock.now()), INVOICE_MESSAGES.titleSaved)),
  );

  routes.post('/api/wInvoiceTitle/default', customer, jsonBody(invoiceTitleIdBody), async (c) =>
    c.json(ok(await setDefaultTitle(deps.db, c.var.customer.id, c.req.valid('json').id, deps.clock.now()))),
  );

  routes.delete('/api/wInvoiceTitle/:id', customer, async (c) =>
    c.json(ok(await deleteTitle(deps.db, c.var.customer.id, titleIdOf(c.req.param('id')), deps.clock.now()), INVOICE_MESSAGES.titleDeleted)),
  );

  routes.post('/api/wInvoiceTitle/email', customer, jsonBody(invoiceEmailBody), async (c) =>
    c.json(ok(await saveInvoiceEmail(deps.db, c.var.customer.id, c.req.valid('json').email, deps.clock.now()), INVOICE_MESSAGES.emailSaved)),
  );

  routes.post('/api/wInvoiceTitle/qualification', customer, jsonBody(vatQualificationBody), async (c) =>
    c.json(ok(await submitQualification(deps.db, c.var.customer, c.req.valid('json'), deps.clock.now()), INVOICE_MESSAGES.qualificationSubmitted)),
  );

  const sysUser = requireSysUser(deps);

  routes.get('/api/wInvoiceTitle/sys/qualifications', sysUser, queryOf(sysQualificationListQuery), async (c) =>
    c.json(page(await sysQualificationPage(deps.db, c.var.sysUser, c.req.valid('query')))),
  );

  routes.post('/api/wInvoiceTitle/sys/review', sysUser, requirePermission(deps, 'qualification:review'), jsonBody(reviewQualificationBody), async (c) =>
    c.json(ok(await reviewQualification(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now()), INVOICE_MESSAGES.reviewed)),
  );

  return routes;
}

/**
 * Invoice titles, the receiving email and the special VAT invoice qualification
 * (`/api/wInvoiceTitle/…`, customer session, only the caller's), and the platform's review of
 * qualifications (`/api/wInvoiceTitle/sys/…`, back-office admin; the decision needs the
 * `qualification:review` button).
 */
import { Hono } from 'hono';
import { CODE } from '@/contract/envelope';
import { INVOICE_MESSAGES } from '@/contract/invoices';
import { positiveId } from '@/contract/params';
import { reviewQualification, submitQualification, sysQualificationPage } from '../domain/invoices/qualification';
import { addTitle, deleteTitle, editTitle, invoiceSettingsOf, saveInvoiceEmail, setDefaultTitle } from '../domain/invoices/titles';
import { MESSAGES, Refusal } from '../domain/shared/refusal';
import type { AppDeps, AppEnv } from '../http/env';
import { requirePermission } from '../http/permissions';
import { requireCustomer, requireSysUser } from '../http/session';
import { CONSOLE_INVOICE_API, INVOICE_API } from '@/contract/endpoints';
import { at, okAs, pageAs, validated } from '../http/endpoint';

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

  routes.on(...at(INVOICE_API.settings), customer, async (c) => c.json(okAs(INVOICE_API.settings, await invoiceSettingsOf(deps.db, c.var.customer))));

  routes.on(...at(INVOICE_API.addTitle), customer, validated(INVOICE_API.addTitle), async (c) =>
    c.json(okAs(INVOICE_API.addTitle, await addTitle(deps.db, c.var.customer, c.req.valid('json'), deps.clock.now()), INVOICE_MESSAGES.titleSaved)),
  );

  routes.on(...at(INVOICE_API.editTitle), customer, validated(INVOICE_API.editTitle), async (c) =>
    c.json(okAs(INVOICE_API.editTitle, await editTitle(deps.db, c.var.customer, c.req.valid('json'), deps.clock.now()), INVOICE_MESSAGES.titleSaved)),
  );

  routes.on(...at(INVOICE_API.makeTitleDefault), customer, validated(INVOICE_API.makeTitleDefault), async (c) =>
    c.json(okAs(INVOICE_API.makeTitleDefault, await setDefaultTitle(deps.db, c.var.customer.id, c.req.valid('json').id, deps.clock.now()))),
  );

  routes.on(...at(INVOICE_API.removeTitle), customer, async (c) =>
    c.json(okAs(INVOICE_API.removeTitle, await deleteTitle(deps.db, c.var.customer.id, titleIdOf(c.req.param('id')), deps.clock.now()), INVOICE_MESSAGES.titleDeleted)),
  );

  routes.on(...at(INVOICE_API.saveEmail), customer, validated(INVOICE_API.saveEmail), async (c) =>
    c.json(okAs(INVOICE_API.saveEmail, await saveInvoiceEmail(deps.db, c.var.customer.id, c.req.valid('json').email, deps.clock.now()), INVOICE_MESSAGES.emailSaved)),
  );

  routes.on(...at(INVOICE_API.submitQualification), customer, validated(INVOICE_API.submitQualification), async (c) =>
    c.json(
      okAs(INVOICE_API.submitQualification, await submitQualification(deps.db, c.var.customer, c.req.valid('json'), deps.clock.now()), INVOICE_MESSAGES.qualificationSubmitted),
    ),
  );

  const sysUser = requireSysUser(deps);

  routes.on(...at(CONSOLE_INVOICE_API.qualifications), sysUser, validated(CONSOLE_INVOICE_API.qualifications), async (c) =>
    c.json(pageAs(CONSOLE_INVOICE_API.qualifications, await sysQualificationPage(deps.db, c.var.sysUser, c.req.valid('query')))),
  );

  routes.on(
    ...at(CONSOLE_INVOICE_API.reviewQualification),
    sysUser,
    requirePermission(deps, 'qualification:review'),
    validated(CONSOLE_INVOICE_API.reviewQualification),
    async (c) =>
      c.json(okAs(CONSOLE_INVOICE_API.reviewQualification, await reviewQualification(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now()), INVOICE_MESSAGES.reviewed)),
  );

  return routes;
}

/**
 * After-sales in the back office: the victim shop's open service request and invoice request, and
 * an invoice of the shop whose money went back (待红冲). Another shop's merchant naming them in a
 * reply, a status change, an issue, a rejection or a red-letter invoice gets 404 as for an unknown
 * one; the victim shop's own merchant whose role lacks the button (`service:handle`,
 * `invoice:issue`, `invoice:redLetter`) gets 403. Nothing changes either way.
 */
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { INVOICE_STATUS } from '@/contract/invoices';
import { invoiceRequests } from '../../db/schema';
import { closePaidOrder } from '../../domain/orders/closing';
import { addTitle, apply, paidOrder } from '../../testing/invoices';
import { rentableSkus } from '../../testing/rentals';
import { orderInStatus, registeredCustomer, requestService } from '../../testing/serviceScenarios';
import { FORBIDDEN, NOT_FOUND, staffArea, type StaffCast } from '../staffMatrix';

type Ids = { serviceNo: string; requestNo: string; requestDay: string; awaitingRedLetterNo: string };

async function arrange({ server, merchant, admin }: StaffCast): Promise<Ids> {
  assert.ok(merchant.storeId);
  const renter = await registeredCustomer(server);
  const orderNo = await orderInStatus(server, renter, merchant.storeId, 4);
  const asked = await requestService(server, renter.token, { orderNo });
  assert.ok(asked.body.data, asked.body.msg);

  const sku = (await rentableSkus(server.db, 1)).find((candidate) => candidate.storeId === merchant.storeId);
  assert.ok(sku, 'a rentable SKU of the victim shop');
  const { bills } = await paidOrder(server, renter, { skuId: sku.skuId, status: 2 });
  const title = await addTitle(server, renter.token, { kind: 'person', name: '测试用户' });
  const requested = await apply(server, renter.token, { type: 1, titleId: title.id, items: [{ kind: 'rent', sourceId: bills[0]?.id ?? 0 }] });
  assert.ok(requested.body.data, requested.body.msg);
  const { requestNo, createdAt } = requested.body.data;

  // Invoiced, then the platform closes the order: its first bill goes back and the invoice waits for its red-letter invoice.
  const closing = await paidOrder(server, renter, { skuId: sku.skuId, status: 2 });
  const invoiced = await apply(server, renter.token, { type: 1, titleId: title.id, items: [{ kind: 'rent', sourceId: closing.bills[0]?.id ?? 0 }] });
  const awaitingRedLetterNo = invoiced.body.data?.requestNo ?? '';
  assert.ok(awaitingRedLetterNo, invoiced.body.msg);
  const issued = await server.post(
    '/api/wInvoice/sys/issue',
    { requestNo: awaitingRedLetterNo, invoiceNo: '26442000000077770009', invoiceDate: createdAt.slice(0, 10) },
    { token: admin.token },
  );
  assert.equal(issued.body.code, 200, issued.body.msg);
  await server.db.transaction((tx) => closePaidOrder(tx, closing.order.id, { kind: 'sys', id: admin.userId }, '商家无法发货', server.clock.now()));
  const [awaiting] = await server.db.select({ status: invoiceRequests.status }).from(invoiceRequests).where(eq(invoiceRequests.requestNo, awaitingRedLetterNo));
  assert.equal(awaiting?.status, INVOICE_STATUS.awaitingRedLetter);

  return { serviceNo: asked.body.data.serviceNo, requestNo, requestDay: createdAt.slice(0, 10), awaitingRedLetterNo };
}

const reply = ({ serviceNo }: Ids) => ({ serviceNo, content: '您好，已安排工程师联系您' });
const accept = ({ serviceNo }: Ids) => ({ serviceNo, status: 1, remark: '已受理' });
const refuse = ({ serviceNo }: Ids) => ({ serviceNo, status: 3, remark: '人为损坏，不在保修范围' });
// Dated the request's own day: a date the issue would accept, so only the caller stands in the way.
const issue = ({ requestNo, requestDay }: Ids) => ({ requestNo, invoiceNo: '26442000000077770001', invoiceDate: requestDay });
const reject = ({ requestNo }: Ids) => ({ requestNo, reason: '抬头与付款人不一致' });
const redLetter = ({ awaitingRedLetterNo, requestDay }: Ids) => ({ requestNo: awaitingRedLetterNo, redLetterNo: '26442000000077770010', redLetterDate: requestDay });

export const afterSalesArea = staffArea<Ids>({
  name: 'after-sales',
  arrange,
  rows: [
    { names: 'a service request to reply to', method: 'POST', route: '/api/sys/wService/reply', path: () => '/api/sys/wService/reply', body: reply, expect: NOT_FOUND },
    { names: 'a service request to accept', method: 'POST', route: '/api/sys/wService/status', path: () => '/api/sys/wService/status', body: accept, expect: NOT_FOUND },
    { names: 'a service request to reject', method: 'POST', route: '/api/sys/wService/status', path: () => '/api/sys/wService/status', body: refuse, expect: NOT_FOUND },
    { names: 'an invoice request to issue', method: 'POST', route: '/api/wInvoice/sys/issue', path: () => '/api/wInvoice/sys/issue', body: issue, expect: NOT_FOUND },
    { names: 'an invoice request to reject', method: 'POST', route: '/api/wInvoice/sys/reject', path: () => '/api/wInvoice/sys/reject', body: reject, expect: NOT_FOUND },
    { names: 'an invoice to red-letter', method: 'POST', route: '/api/wInvoice/sys/redLetter', path: () => '/api/wInvoice/sys/redLetter', body: redLetter, expect: NOT_FOUND },
    {
      names: "their shop's service request to reply to",
      method: 'POST',
      route: '/api/sys/wService/reply',
      as: 'merchant',
      withoutButton: 'service:handle',
      path: () => '/api/sys/wService/reply',
      body: reply,
      expect: FORBIDDEN,
    },
    {
      names: "their shop's service request to accept",
      method: 'POST',
      route: '/api/sys/wService/status',
      as: 'merchant',
      withoutButton: 'service:handle',
      path: () => '/api/sys/wService/status',
      body: accept,
      expect: FORBIDDEN,
    },
    {
      names: "their shop's invoice request to issue",
      method: 'POST',
      route: '/api/wInvoice/sys/issue',
      as: 'merchant',
      withoutButton: 'invoice:issue',
      path: () => '/api/wInvoice/sys/issue',
      body: issue,
      expect: FORBIDDEN,
    },
    {
      names: "their shop's invoice request to reject",
      method: 'POST',
      route: '/api/wInvoice/sys/reject',
      as: 'merchant',
      withoutButton: 'invoice:issue',
      path: () => '/api/wInvoice/sys/reject',
      body: reject,
      expect: FORBIDDEN,
    },
    {
      names: "their shop's invoice to red-letter",
      method: 'POST',
      route: '/api/wInvoice/sys/redLetter',
      as: 'merchant',
      withoutButton: 'invoice:redLetter',
      path: () => '/api/wInvoice/sys/redLetter',
      body: redLetter,
      expect: FORBIDDEN,
    },
  ],
});

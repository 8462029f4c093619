/**
 * After-sales in the back office: the victim shop's open service request and invoice request.
 * Another shop's merchant naming them in a reply, a status change, an issue or a rejection gets 404
 * as for an unknown one; the victim shop's own merchant whose role lacks the button
 * (`service:handle`, `invoice:issue`) gets 403. Nothing changes either way.
 */
import assert from 'node:assert/strict';
import { addTitle, apply, paidOrder } from '../../testing/invoices';
import { rentableSkus } from '../../testing/rentals';
import { orderInStatus, registeredCustomer, requestService } from '../../testing/serviceScenarios';
import { FORBIDDEN, NOT_FOUND, staffArea, type StaffCast } from '../staffMatrix';

type Ids = { serviceNo: string; requestNo: string; requestDay: string };

async function arrange({ server, merchant }: StaffCast): Promise<Ids> {
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
  return { serviceNo: asked.body.data.serviceNo, requestNo, requestDay: createdAt.slice(0, 10) };
}

const reply = ({ serviceNo }: Ids) => ({ serviceNo, content: '您好，已安排工程师联系您' });
const accept = ({ serviceNo }: Ids) => ({ serviceNo, status: 1, remark: '已受理' });
const refuse = ({ serviceNo }: Ids) => ({ serviceNo, status: 3, remark: '人为损坏，不在保修范围' });
// Dated the request's own day: a date the issue would accept, so only the caller stands in the way.
const issue = ({ requestNo, requestDay }: Ids) => ({ requestNo, invoiceNo: '26442000000077770001', invoiceDate: requestDay });
const reject = ({ requestNo }: Ids) => ({ requestNo, reason: '抬头与付款人不一致' });

export const afterSalesArea = staffArea<Ids>({
  name: 'after-sales',
  arrange,
  rows: [
    { names: 'a service request to reply to', method: 'POST', route: '/api/sys/wService/reply', path: () => '/api/sys/wService/reply', body: reply, expect: NOT_FOUND },
    { names: 'a service request to accept', method: 'POST', route: '/api/sys/wService/status', path: () => '/api/sys/wService/status', body: accept, expect: NOT_FOUND },
    { names: 'a service request to reject', method: 'POST', route: '/api/sys/wService/status', path: () => '/api/sys/wService/status', body: refuse, expect: NOT_FOUND },
    { names: 'an invoice request to issue', method: 'POST', route: '/api/wInvoice/sys/issue', path: () => '/api/wInvoice/sys/issue', body: issue, expect: NOT_FOUND },
    { names: 'an invoice request to reject', method: 'POST', route: '/api/wInvoice/sys/reject', path: () => '/api/wInvoice/sys/reject', body: reject, expect: NOT_FOUND },
    {
      names: 'their shop\'s service request to reply to',
      method: 'POST',
      route: '/api/sys/wService/reply',
      as: 'merchant',
      withoutButton: 'service:handle',
      path: () => '/api/sys/wService/reply',
      body: reply,
      expect: FORBIDDEN,
    },
    {
      names: 'their shop\'s service request to accept',
      method: 'POST',
      route: '/api/sys/wService/status',
      as: 'merchant',
      withoutButton: 'service:handle',
      path: () => '/api/sys/wService/status',
      body: accept,
      expect: FORBIDDEN,
    },
    {
      names: 'their shop\'s invoice request to issue',
      method: 'POST',
      route: '/api/wInvoice/sys/issue',
      as: 'merchant',
      withoutButton: 'invoice:issue',
      path: () => '/api/wInvoice/sys/issue',
      body: issue,
      expect: FORBIDDEN,
    },
    {
      names: 'their shop\'s invoice request to reject',
      method: 'POST',
      route: '/api/wInvoice/sys/reject',
      as: 'merchant',
      withoutButton: 'invoice:issue',
      path: () => '/api/wInvoice/sys/reject',
      body: reject,
      expect: FORBIDDEN,
    },
  ],
});

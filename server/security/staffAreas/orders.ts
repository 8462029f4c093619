/**
 * The order desk: another shop's merchant naming the victim shop's orders gets 404 on every call
 * that names one (detail, its lease contract and PDFs, parcels, approve, reject, receive, complete) and its own view of every list (the
 * orders, the counts, the bills, the workbench) without the victim's; the victim shop's own
 * merchant closing an approved order gets 403 (the platform's button).
 */
import assert from 'node:assert/strict';
import type { ConsoleBillRow } from '@/contract/consoleBills';
import type { ConsoleOrderCounts, ConsoleOrderRow } from '@/contract/consoleOrders';
import type { Workbench } from '@/contract/workbench';
import { approvedOrder, desk, consoleRenter, heldOrder, returningOrder } from '../../testing/orderDesk';
import { FORBIDDEN, NOT_FOUND, staffArea } from '../staffMatrix';

type Ids = { held: string; approved: string; returning: string; returned: string; shop: number };

/** The victim shop's order numbers, so a list's check can tell none of them is shown. */
const victims = new Set<string>();

const noVictimRows = (rows: readonly { orderNo: string }[]) =>
  assert.deepEqual(
    rows.filter((row) => victims.has(row.orderNo)),
    [],
  );

export const ordersArea = staffArea<Ids>({
  name: 'order desk',
  arrange: async ({ server, merchant }) => {
    assert.ok(merchant.storeId);
    const held = await heldOrder(server, await consoleRenter(server), merchant.storeId);
    const approved = await approvedOrder(server, await consoleRenter(server), merchant.storeId);
    // Returned the day it was received: the staff's sessions must outlive the arrangement.
    const returning = await returningOrder(server, await consoleRenter(server), merchant.storeId, { daysAfterReceipt: 0 });
    const returned = await returningOrder(server, await consoleRenter(server), merchant.storeId, { daysAfterReceipt: 0 });
    const received = await desk(server, merchant.token, 'receive', { orderNo: returned.orderNo, result: 'pass' });
    assert.equal(received.body.code, 200, received.body.msg);
    const ids = { held: held.orderNo, approved: approved.orderNo, returning: returning.orderNo, returned: returned.orderNo };
    for (const orderNo of Object.values(ids)) victims.add(orderNo);
    return { ...ids, shop: merchant.storeId };
  },
  rows: [
    { names: 'a held order', method: 'GET', route: '/api/sys/order/detail/:orderNo', path: (ids) => `/api/sys/order/detail/${ids.held}`, expect: NOT_FOUND },
    {
      names: "an approved order's contract",
      method: 'GET',
      route: '/api/sys/order/contract/:orderNo',
      path: (ids) => `/api/sys/order/contract/${ids.approved}`,
      expect: NOT_FOUND,
    },
    {
      names: "a returning order's contract",
      method: 'POST',
      route: '/api/sys/order/contract/download',
      path: () => '/api/sys/order/contract/download',
      form: (ids) => ({ orderNo: ids.returning }),
      expect: NOT_FOUND,
    },
    {
      names: "a returning order's parcels",
      method: 'GET',
      route: '/api/sys/order/tracking?orderNo=:orderNo',
      path: (ids) => `/api/sys/order/tracking?orderNo=${ids.returning}`,
      expect: NOT_FOUND,
    },
    {
      names: 'a held order',
      method: 'POST',
      route: '/api/sys/order/approve',
      path: () => '/api/sys/order/approve',
      body: (ids) => ({ orderNo: ids.held, remark: '通过' }),
      expect: NOT_FOUND,
    },
    {
      names: 'a held order',
      method: 'POST',
      route: '/api/sys/order/reject',
      path: () => '/api/sys/order/reject',
      body: (ids) => ({ orderNo: ids.held, reason: '拒绝该订单' }),
      expect: NOT_FOUND,
    },
    {
      names: 'a returning order',
      method: 'POST',
      route: '/api/sys/order/receive',
      path: () => '/api/sys/order/receive',
      body: (ids) => ({ orderNo: ids.returning, result: 'pass' }),
      expect: NOT_FOUND,
    },
    {
      names: 'an order (upgrade)',
      method: 'POST',
      route: '/api/sys/order/upgrade/approve',
      path: () => '/api/sys/order/upgrade/approve',
      body: (ids) => ({ orderNo: ids.held }),
      expect: NOT_FOUND,
    },
    {
      names: 'an order (upgrade)',
      method: 'POST',
      route: '/api/sys/order/upgrade/reject',
      path: () => '/api/sys/order/upgrade/reject',
      body: (ids) => ({ orderNo: ids.held, reason: '拒绝升级申请' }),
      expect: NOT_FOUND,
    },
    {
      names: 'an order (upgrade)',
      method: 'POST',
      route: '/api/sys/order/upgrade/ship',
      path: () => '/api/sys/order/upgrade/ship',
      body: (ids) => ({ orderNo: ids.held, carrier: '顺丰速运', waybillNo: 'SF1234567890123', serials: ['SN-UPGRADE-001'] }),
      expect: NOT_FOUND,
    },
    {
      names: 'an order (upgrade)',
      method: 'POST',
      route: '/api/sys/order/upgrade/receive',
      path: () => '/api/sys/order/upgrade/receive',
      body: (ids) => ({ orderNo: ids.held, result: 'pass' }),
      expect: NOT_FOUND,
    },
    {
      names: 'a returned order',
      method: 'POST',
      route: '/api/sys/order/complete',
      path: () => '/api/sys/order/complete',
      body: (ids) => ({ orderNo: ids.returned }),
      expect: NOT_FOUND,
    },
    {
      names: "an approved order (the platform's button)",
      method: 'POST',
      route: '/api/sys/order/close',
      as: 'merchant',
      path: () => '/api/sys/order/close',
      body: (ids) => ({ orderNo: ids.approved, reason: '关闭该订单' }),
      expect: FORBIDDEN,
    },
    {
      names: "the shop's orders by number",
      method: 'POST',
      route: '/api/sys/order/list',
      path: () => '/api/sys/order/list',
      body: (ids) => ({ keyword: ids.held, limit: 100 }),
      expect: { kind: 'ownView', check: (answer) => noVictimRows(answer.body.rows as ConsoleOrderRow[]) },
    },
    {
      names: 'the shop by id',
      method: 'POST',
      route: '/api/sys/order/list',
      path: () => '/api/sys/order/list',
      body: (ids) => ({ storeId: ids.shop, status: 1, limit: 100 }),
      expect: { kind: 'ownView', check: (answer) => noVictimRows(answer.body.rows as ConsoleOrderRow[]) },
    },
    {
      names: "the shop's orders in the counts",
      method: 'GET',
      route: '/api/sys/order/statusCount',
      path: (ids) => `/api/sys/order/statusCount?keyword=${ids.held}`,
      expect: { kind: 'ownView', check: (answer) => assert.equal((answer.body.data as ConsoleOrderCounts).total, 0) },
    },
    {
      names: "the shop's bills",
      method: 'POST',
      route: '/api/sys/bill/list',
      path: () => '/api/sys/bill/list',
      body: (ids) => ({ orderNo: ids.returned, storeId: ids.shop, limit: 100 }),
      expect: { kind: 'ownView', check: (answer) => noVictimRows(answer.body.rows as ConsoleBillRow[]) },
    },
    {
      names: "the shop's waiting work",
      method: 'GET',
      route: '/api/sys/workbench',
      path: () => '/api/sys/workbench',
      expect: {
        kind: 'ownView',
        check: (answer) => {
          const bench = answer.body.data as Workbench;
          assert.equal(bench.scope, 'shop');
          assert.notEqual(bench.storeName, '云租优选旗舰店');
          assert.equal(bench.orders.toInspect.count, 0, "the victim's returns are not the other shop's work");
        },
      },
    },
  ],
});

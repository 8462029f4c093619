import type { OrderLife } from '@/contract/orderFulfilment';
import { ORDER_STATUS_NAMES, type OrderStatus } from '@/contract/orders';
import { daysUntil, orderGuidance, type GuidedOrder } from '@/lib/orders/guidance';

const NO_LIFE: OrderLife = { approvedAt: null, shipBy: null, shipment: null, autoReceiptAt: null, rentStartDate: null, rentEndDate: null, return: null };

const order = (status: OrderStatus, life: Partial<OrderLife> = {}): GuidedOrder => ({ status, payDeadline: '2026-11-22 12:30:00', life: { ...NO_LIFE, ...life } });

/** 2026-11-25 23:30 in Shanghai is still the 25th there, though already the 25th 15:30 in UTC. */
const LATE_EVENING = new Date('2026-11-25T15:30:00Z');
const JUST_AFTER_MIDNIGHT = new Date('2026-11-25T16:00:00Z');

test('every status has one sentence, and no two statuses say the same', () => {
  const sentences = (Object.keys(ORDER_STATUS_NAMES).map(Number) as OrderStatus[]).map((status) => orderGuidance(order(status), LATE_EVENING));
  expect(sentences.every((sentence) => sentence.length > 0 && sentence.endsWith('。'))).toBe(true);
  expect(new Set(sentences).size).toBe(sentences.length);
});

test('an unpaid order names its payment deadline', () => {
  expect(orderGuidance(order(0), LATE_EVENING)).toBe('请在 2026-11-22 12:30:00 前完成支付，超时订单将自动取消。');
});

test('an approved order names the time the merchant must ship by, or the promise when the approval time is unknown', () => {
  expect(orderGuidance(order(2, { approvedAt: '2026-11-22 13:00:00', shipBy: '2026-11-24 13:00:00' }), LATE_EVENING)).toBe(
    '商家将在 2026-11-24 13:00:00 前发货，发货后可在此查看运单号。',
  );
  expect(orderGuidance(order(2), LATE_EVENING)).toBe('商家将在 48 小时内发货，发货后可在此查看运单号。');
  expect(orderGuidance(order(1), LATE_EVENING)).toBe('平台正在审核订单，审核通过后商家将在 48 小时内发货。');
});

test('a shipped order names its carrier, waybill and the automatic receipt', () => {
  const shipped = order(3, { shipment: { carrier: '顺丰速运', waybillNo: 'SF1234567890123', shippedAt: '2026-11-24 09:00:00' }, autoReceiptAt: '2026-12-01 09:00:00' });
  expect(orderGuidance(shipped, LATE_EVENING)).toBe('设备已由顺丰速运发出（运单号 SF1234567890123），收到后请确认收货；2026-12-01 09:00:00 起将自动确认收货。');
  expect(orderGuidance(order(3, { autoReceiptAt: '2026-12-01 09:00:00' }), LATE_EVENING)).toBe('设备已发出，收到后请确认收货；2026-12-01 09:00:00 起将自动确认收货。');
});

test('a running rental counts the days left to its end in Shanghai calendar days', () => {
  const running = order(4, { rentStartDate: '2026-11-20', rentEndDate: '2026-12-20' });
  expect(orderGuidance(running, LATE_EVENING)).toBe('租期至 2026-12-20，还剩 25 天；请按时支付账单，到期前可续租、买断或申请归还。');
  expect(orderGuidance(running, JUST_AFTER_MIDNIGHT)).toBe('租期至 2026-12-20，还剩 24 天；请按时支付账单，到期前可续租、买断或申请归还。');
  expect(orderGuidance(order(4, { rentEndDate: '2026-11-25' }), LATE_EVENING)).toBe('租期今天（2026-11-25）到期，请续租、买断或申请归还设备。');
  expect(orderGuidance(order(4, { rentEndDate: '2026-11-22' }), JUST_AFTER_MIDNIGHT)).toBe('租期已于 2026-11-22 到期 4 天，请尽快续租、买断或申请归还设备。');
});

test('a return names the return waybill', () => {
  const returning = order(5, {
    return: {
      carrier: '京东物流',
      waybillNo: 'JD0012345678',
      requestedAt: '2026-11-25 10:00:00',
      address: { recipient: '云租电脑售后检测中心', phone: '400-6050-766', address: '深圳', source: 'platform' },
      noReasonReturn: false,
      cancelledPeriods: 10,
      rentNotYetDue: 239_000,
      earlyReturnFee: 71_700,
      feeFromDeposit: 71_700,
      feeToPay: 0,
    },
  });
  expect(orderGuidance(returning, LATE_EVENING)).toBe('设备已通过京东物流寄回（运单号 JD0012345678），商家收到并检测后将为您办理验收。');
});

test('days until a day: 0 for today in Shanghai, negative once past', () => {
  expect(daysUntil('2026-11-25', LATE_EVENING)).toBe(0);
  expect(daysUntil('2026-11-25', JUST_AFTER_MIDNIGHT)).toBe(-1);
  expect(daysUntil('2027-11-25', LATE_EVENING)).toBe(365);
});

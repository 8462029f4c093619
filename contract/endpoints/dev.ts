import { endpoint, INTERNAL } from '../endpoint';
import { captchaQuery, outboxQuery } from '../dev';
import { devShipmentBody } from '../orderFulfilment';
import { parcelClockBody } from '../parcelTracking';

export const DEV_API = {
  latestSms: endpoint('GET', '/dev/sms/latest', { ...INTERNAL, devOnly: true }, { query: outboxQuery }).answers<unknown>(),
  latestCaptcha: endpoint('GET', '/dev/captcha/latest', { ...INTERNAL, devOnly: true }, { query: captchaQuery }).answers<unknown>(),
  shipOrder: endpoint('POST', '/dev/orders/:orderNo/ship', { ...INTERNAL, devOnly: true }, { json: devShipmentBody }).answers<unknown>(),
  signContract: endpoint('POST', '/dev/orders/:orderNo/signContract', { ...INTERNAL, devOnly: true }).answers<unknown>(),
  makeOverdue: endpoint('POST', '/dev/orders/:orderNo/overdue', { ...INTERNAL, devOnly: true }).answers<unknown>(),
  makeDueToday: endpoint('POST', '/dev/orders/:orderNo/dueToday', { ...INTERNAL, devOnly: true }).answers<unknown>(),
  moveParcelClock: endpoint('POST', '/dev/orders/:orderNo/parcelClock', { ...INTERNAL, devOnly: true }, { json: parcelClockBody }).answers<unknown>(),
} as const;

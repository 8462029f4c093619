import { endpoint, INTERNAL } from '../endpoint';

export const DEV_API = {
  latestSms: endpoint('GET', '/dev/sms/latest', { ...INTERNAL, devOnly: true }).answers<unknown>(),
  latestCaptcha: endpoint('GET', '/dev/captcha/latest', { ...INTERNAL, devOnly: true }).answers<unknown>(),
  shipOrder: endpoint('POST', '/dev/orders/:orderNo/ship', { ...INTERNAL, devOnly: true }).answers<unknown>(),
  makeOverdue: endpoint('POST', '/dev/orders/:orderNo/overdue', { ...INTERNAL, devOnly: true }).answers<unknown>(),
} as const;

/**
 * A change of renting entity (`/changeBodyOrder`, docs/product-rules.md#transfers) from the
 * browser: the preview of the caller's order, the company's consent code (SMS type 4, sent with the
 * session: only a verified company's phone gets one) and the change itself, whose idempotency key
 * answers a retry with the first change.
 */
import { call } from '@/lib/http/client';
import { SMS_PURPOSE, type SmsCodeSent } from '@/contract/auth';
import type { OrderTransferBody, OrderTransferPreview, OrderTransferResult } from '@/contract/orderTransfers';

export const orderTransferApi = {
  preview: (orderNo: string) => call<OrderTransferPreview>('GET', `api/wOrder/changeBodyOrder/${orderNo}`, undefined, { repeatSubmit: false }),
  /** Unlike the account codes, this one carries the session: the server checks who asks. */
  sendConsentCode: (companyPhone: string) => call<SmsCodeSent>('GET', 'api/register/reg/vCode', { phone: companyPhone, type: SMS_PURPOSE.companyConsent }),
  transfer: (body: OrderTransferBody) => call<OrderTransferResult>('POST', 'api/wOrder/changeBodyOrder', body, { repeatSubmit: false }),
};

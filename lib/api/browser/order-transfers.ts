/**
 * A change of renting entity (`/changeBodyOrder`, docs/product-rules.md#transfers) from the
 * browser: the preview of the caller's order, the company's consent code (SMS type 4, sent with the
 * session: only a verified company's phone gets one) and the change itself, whose idempotency key
 * answers a retry with the first change.
 */
import { send } from '@/lib/http/client';
import { SMS_PURPOSE } from '@/contract/auth';
import type { OrderTransferBody } from '@/contract/orderTransfers';
import { bind } from '@/contract/endpoint';
import { ACCOUNT_API } from '@/contract/endpoints/account';
import { ORDER_API } from '@/contract/endpoints/order';

export const orderTransferApi = {
  preview: (orderNo: string) => send(bind(ORDER_API.transferPreview, { orderNo }), undefined, { repeatSubmit: false }),
  /** Unlike the account codes, this one carries the session: the server checks who asks. */
  sendConsentCode: (companyPhone: string) => send(ACCOUNT_API.sendSmsCode, { phone: companyPhone, type: SMS_PURPOSE.companyConsent }),
  transfer: (body: OrderTransferBody) => send(ORDER_API.transfer, body, { repeatSubmit: false }),
};

/**
 * A rental order's bills (instalments) from the browser: the list and paying one from the
 * balance, with one idempotency key per attempt (a double click charges once).
 */
import { call, requestEnvelope } from '@/lib/http/client';
import type { BillPayment, BillView } from '@/contract/bills';
import type { PageEnvelope } from '@/contract/envelope';
import type { Page } from '@/lib/api/page';

/** The bills query (`api/wBill/list`): a page, optionally one order's and one status. */
export type BillQuery = { page: number; limit: number; status?: number; orderNo?: string };

export const billApi = {
  list: async (query: BillQuery): Promise<Page<BillView>> => {
    const answer = await requestEnvelope<PageEnvelope<BillView>>('POST', 'api/wBill/list', query, { repeatSubmit: false });
    return { rows: answer.rows, total: answer.total };
  },
  payByBalance: (billId: number, idempotencyKey: string) => call<BillPayment>('POST', 'api/wBill/yezf', { billId, idempotencyKey }, { repeatSubmit: false }),
};

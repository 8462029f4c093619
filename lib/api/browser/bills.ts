/**
 * A customer's bills (instalments) from the browser: the list and this month's summary, paying
 * one bill, several or every due bill from the balance or online, and the Excel export through
 * the download helper (docs/product-rules.md#downloads). One idempotency key per attempt: a double
 * click charges once.
 */
import { send, page } from '@/lib/http/client';
import { download } from '@/lib/http/download';
import type { Result } from '@/lib/http/errors';
import type { BillFilters, BillView } from '@/contract/bills';
import type { Page } from '@/lib/api/page';
import { BILL_API } from '@/contract/endpoints/bill';

/** The bills query (`api/wBill/list`): a page, optionally one order's, one status's, one due month's. */
export type BillQuery = { page: number; limit: number } & BillFilters;

/** What paying asks: the bills, the total the page showed (a different one now is refused), the attempt's key. */
export type BillsToPay = { billIds: number[]; amount: number; idempotencyKey: string };

export const billApi = {
  list: async (query: BillQuery): Promise<Page<BillView>> => {
    return page(BILL_API.list, query, { repeatSubmit: false });
  },
  summary: () => send(BILL_API.summary, undefined, { repeatSubmit: false }),
  payByBalance: (billId: number, idempotencyKey: string, amount?: number) =>
    send(BILL_API.payByBalance, { billId, idempotencyKey, ...(amount === undefined ? {} : { amount }) }, { repeatSubmit: false }),
  payAllByBalance: (bills: BillsToPay) => send(BILL_API.payAllByBalance, bills, { repeatSubmit: false }),
  /** A trade at the provider for these bills; the customer pays at its cashier page `payUrl`. */
  payOnline: (bills: BillsToPay) => send(BILL_API.payOnline, bills, { repeatSubmit: false }),
  /** The filtered bills as an .xlsx file (form-encoded POST, saved under `filename`). */
  export: (filters: BillFilters, filename: string): Promise<Result<void>> => download(BILL_API.export, filters, filename),
};

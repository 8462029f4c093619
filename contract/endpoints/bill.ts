import { endpoint, CUSTOMER } from '../endpoint';
import { billExportForm, billListBody, billPaymentBody, billsPaymentBody } from '../bills';
import type { BillPayment, BillSummary, BillView, BillsPayment } from '../bills';
import type { OnlineTradeAnswer } from '../money';

export const BILL_API = {
  list: endpoint('POST', '/api/wBill/list', CUSTOMER, { json: billListBody }).pages<BillView>(),
  summary: endpoint('POST', '/api/wBill/summary', CUSTOMER).answers<BillSummary>(),
  payByBalance: endpoint('POST', '/api/wBill/yezf', CUSTOMER, { json: billPaymentBody }).answers<BillPayment>(),
  payAllByBalance: endpoint('POST', '/api/wBill/payAll', CUSTOMER, { json: billsPaymentBody }).answers<BillsPayment>(),
  payOnline: endpoint('POST', '/api/wBill/liJiZhiFu', CUSTOMER, { json: billsPaymentBody }).answers<OnlineTradeAnswer>(),
  export: endpoint('POST', '/api/wBill/export', CUSTOMER, { form: billExportForm }).downloads(),
} as const;

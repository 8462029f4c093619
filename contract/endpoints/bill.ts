import { endpoint, CUSTOMER } from '../endpoint';
import type { BillPayment, BillSummary, BillView, BillsPayment } from '../bills';
import type { OnlineTradeAnswer } from '../money';

export const BILL_API = {
  list: endpoint('POST', '/api/wBill/list', CUSTOMER).pages<BillView>(),
  summary: endpoint('POST', '/api/wBill/summary', CUSTOMER).answers<BillSummary>(),
  payByBalance: endpoint('POST', '/api/wBill/yezf', CUSTOMER).answers<BillPayment>(),
  payAllByBalance: endpoint('POST', '/api/wBill/payAll', CUSTOMER).answers<BillsPayment>(),
  payOnline: endpoint('POST', '/api/wBill/liJiZhiFu', CUSTOMER).answers<OnlineTradeAnswer>(),
  export: endpoint('POST', '/api/wBill/export', CUSTOMER).downloads(),
} as const;

import { endpoint, CUSTOMER } from '../endpoint';
import type { OrderReturn, OrderStatusCounts, ReturnQuote } from '../orderFulfilment';
import type { OrderTransferPreview, OrderTransferResult } from '../orderTransfers';
import type {
  BalancePayment,
  CheckoutPreview,
  OrderClientAddress,
  OrderDeadline,
  OrderPayability,
  RentalOrderDetail,
  RentalOrderView,
  RentingSwitch,
  RiskCheckView,
  TradeQueryResult,
  OnlineTrade,
} from '../orders';

export const ORDER_API = {
  statusCounts: endpoint('GET', '/api/wOrder/statusCount', CUSTOMER).answers<OrderStatusCounts>(),
  returnQuote: endpoint('GET', '/api/wOrder/returnQuote/:orderNo', CUSTOMER).answers<ReturnQuote>(),
  returnDevices: endpoint('POST', '/api/wOrder/returnOrder', CUSTOMER).answers<{ order: RentalOrderView; return: OrderReturn }>(),
  transferPreview: endpoint('GET', '/api/wOrder/changeBodyOrder/:orderNo', CUSTOMER).answers<OrderTransferPreview>(),
  transfer: endpoint('POST', '/api/wOrder/changeBodyOrder', CUSTOMER).answers<OrderTransferResult>(),
  checkout: endpoint('POST', '/api/wOrder/liJi', CUSTOMER).answers<CheckoutPreview>(),
  checkoutPreview: endpoint('GET', '/api/wOrder/fhslAndJe', CUSTOMER).answers<CheckoutPreview>(),
  place: endpoint('POST', '/api/wOrder/addOrder', CUSTOMER).answers<RentalOrderView>(),
  cancel: endpoint('POST', '/api/wOrder/cancel', CUSTOMER).answers<RentalOrderView>(),
  confirmReceipt: endpoint('POST', '/api/wOrder/fhqs', CUSTOMER).answers<RentalOrderView>(),
  detail: endpoint('GET', '/api/wOrder/detail/:orderNo', CUSTOMER).answers<RentalOrderDetail>(),
  clientAddress: endpoint('GET', '/api/wOrder/addOrderHuoquIp', CUSTOMER).answers<OrderClientAddress>(),
  deadline: endpoint('GET', '/api/wOrder/orderTime/:orderNo', CUSTOMER).answers<OrderDeadline>(),
  list: endpoint('POST', '/api/wOrder/dingD', CUSTOMER).pages<RentalOrderView>(),
  payability: endpoint('GET', '/api/wOrder/pdZydd', CUSTOMER).answers<OrderPayability>(),
  payByBalance: endpoint('POST', '/api/wOrder/yezf', CUSTOMER).answers<BalancePayment>(),
  canRent: endpoint('GET', '/api/wOrder/judgeSwitch/:quanJuId/:goodsType', CUSTOMER).answers<RentingSwitch>(),
  payOnline: endpoint('POST', '/api/wOrder/liJiZhiFu', CUSTOMER).answers<OnlineTrade>(),
  tradeQuery: endpoint('POST', '/api/wOrder/tradeQuery', CUSTOMER).answers<TradeQueryResult>(),
  riskCheck: endpoint('POST', '/risk/record/getRiskUsers/orderno', CUSTOMER).answers<RiskCheckView>(),
} as const;

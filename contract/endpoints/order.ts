import { endpoint, CUSTOMER } from '../endpoint';
import { orderCountQuery, returnOrderBody } from '../orderFulfilment';
import { orderTransferBody } from '../orderTransfers';
import { addOrderBody, balancePaymentBody, cartPreviewQuery, onlinePaymentBody, orderListBody, orderNoBody, orderNoQuery, rentNowPreviewBody } from '../orders';
import type { OrderReturn, OrderStatusCounts, ReturnQuote } from '../orderFulfilment';
import type { OrderTracking } from '../parcelTracking';
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
  statusCounts: endpoint('GET', '/api/wOrder/statusCount', CUSTOMER, { query: orderCountQuery }).answers<OrderStatusCounts>(),
  returnQuote: endpoint('GET', '/api/wOrder/returnQuote/:orderNo', CUSTOMER).answers<ReturnQuote>(),
  returnDevices: endpoint('POST', '/api/wOrder/returnOrder', CUSTOMER, { json: returnOrderBody }).answers<{ order: RentalOrderView; return: OrderReturn }>(),
  tracking: endpoint('GET', '/api/wOrder/tracking', CUSTOMER, { query: orderNoQuery }).answers<OrderTracking>(),
  transferPreview: endpoint('GET', '/api/wOrder/changeBodyOrder/:orderNo', CUSTOMER).answers<OrderTransferPreview>(),
  transfer: endpoint('POST', '/api/wOrder/changeBodyOrder', CUSTOMER, { json: orderTransferBody }).answers<OrderTransferResult>(),
  checkout: endpoint('POST', '/api/wOrder/liJi', CUSTOMER, { json: rentNowPreviewBody }).answers<CheckoutPreview>(),
  checkoutPreview: endpoint('GET', '/api/wOrder/fhslAndJe', CUSTOMER, { query: cartPreviewQuery }).answers<CheckoutPreview>(),
  place: endpoint('POST', '/api/wOrder/addOrder', CUSTOMER, { json: addOrderBody }).answers<RentalOrderView>(),
  cancel: endpoint('POST', '/api/wOrder/cancel', CUSTOMER, { json: orderNoBody }).answers<RentalOrderView>(),
  confirmReceipt: endpoint('POST', '/api/wOrder/fhqs', CUSTOMER, { json: orderNoBody }).answers<RentalOrderView>(),
  detail: endpoint('GET', '/api/wOrder/detail/:orderNo', CUSTOMER).answers<RentalOrderDetail>(),
  clientAddress: endpoint('GET', '/api/wOrder/addOrderHuoquIp', CUSTOMER, { query: orderNoQuery }).answers<OrderClientAddress>(),
  deadline: endpoint('GET', '/api/wOrder/orderTime/:orderNo', CUSTOMER).answers<OrderDeadline>(),
  list: endpoint('POST', '/api/wOrder/dingD', CUSTOMER, { json: orderListBody }).pages<RentalOrderView>(),
  payability: endpoint('GET', '/api/wOrder/pdZydd', CUSTOMER, { query: orderNoQuery }).answers<OrderPayability>(),
  payByBalance: endpoint('POST', '/api/wOrder/yezf', CUSTOMER, { json: balancePaymentBody }).answers<BalancePayment>(),
  canRent: endpoint('GET', '/api/wOrder/judgeSwitch/:quanJuId/:goodsType', CUSTOMER).answers<RentingSwitch>(),
  payOnline: endpoint('POST', '/api/wOrder/liJiZhiFu', CUSTOMER, { json: onlinePaymentBody }).answers<OnlineTrade>(),
  tradeQuery: endpoint('POST', '/api/wOrder/tradeQuery', CUSTOMER, { json: orderNoBody }).answers<TradeQueryResult>(),
  riskCheck: endpoint('POST', '/risk/record/getRiskUsers/orderno', CUSTOMER, { json: orderNoBody }).answers<RiskCheckView>(),
} as const;

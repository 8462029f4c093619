import { endpoint, CUSTOMER } from '../endpoint';
import type { ServiceRequestDetail, ServiceRequestSummary, ServiceableOrder } from '../serviceRequests';

export const SERVICE_API = {
  list: endpoint('POST', '/api/wService/list', CUSTOMER).pages<ServiceRequestSummary>(),
  detail: endpoint('GET', '/api/wService/detail/:serviceNo', CUSTOMER).answers<ServiceRequestDetail>(),
  serviceableOrders: endpoint('GET', '/api/wService/orders', CUSTOMER).answers<ServiceableOrder[]>(),
  create: endpoint('POST', '/api/wService/add', CUSTOMER).answers<ServiceRequestDetail>(),
  cancel: endpoint('POST', '/api/wService/cancel', CUSTOMER).answers<ServiceRequestDetail>(),
  followUp: endpoint('POST', '/api/wService/followUp', CUSTOMER).answers<ServiceRequestDetail>(),
} as const;

import { endpoint, CUSTOMER } from '../endpoint';
import { serviceListBody, serviceMessageBody, serviceNoBody, serviceRequestBody } from '../serviceRequests';
import type { ServiceRequestDetail, ServiceRequestSummary, ServiceableOrder } from '../serviceRequests';

export const SERVICE_API = {
  list: endpoint('POST', '/api/wService/list', CUSTOMER, { json: serviceListBody }).pages<ServiceRequestSummary>(),
  detail: endpoint('GET', '/api/wService/detail/:serviceNo', CUSTOMER).answers<ServiceRequestDetail>(),
  serviceableOrders: endpoint('GET', '/api/wService/orders', CUSTOMER).answers<ServiceableOrder[]>(),
  create: endpoint('POST', '/api/wService/add', CUSTOMER, { json: serviceRequestBody }).answers<ServiceRequestDetail>(),
  cancel: endpoint('POST', '/api/wService/cancel', CUSTOMER, { json: serviceNoBody }).answers<ServiceRequestDetail>(),
  followUp: endpoint('POST', '/api/wService/followUp', CUSTOMER, { json: serviceMessageBody }).answers<ServiceRequestDetail>(),
} as const;

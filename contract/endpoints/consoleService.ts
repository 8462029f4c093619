import { endpoint, STAFF } from '../endpoint';
import { serviceMessageBody, serviceStatusBody, sysServiceListBody } from '../serviceRequests';
import { serviceReplaceBody } from '../storeDevices';
import type { ServiceRequestSummary, SysServiceRequestDetail } from '../serviceRequests';

export const CONSOLE_SERVICE_API = {
  list: endpoint('POST', '/api/sys/wService/list', STAFF, { json: sysServiceListBody }).pages<ServiceRequestSummary>(),
  detail: endpoint('GET', '/api/sys/wService/detail/:serviceNo', STAFF).answers<SysServiceRequestDetail>(),
  reply: endpoint('POST', '/api/sys/wService/reply', STAFF, { json: serviceMessageBody }).answers<SysServiceRequestDetail>(),
  setStatus: endpoint('POST', '/api/sys/wService/status', STAFF, { json: serviceStatusBody }).answers<SysServiceRequestDetail>(),
  replace: endpoint('POST', '/api/sys/wService/replace', STAFF, { json: serviceReplaceBody }).answers<SysServiceRequestDetail>(),
} as const;

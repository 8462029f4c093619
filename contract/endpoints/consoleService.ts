import { endpoint, STAFF } from '../endpoint';
import type { ServiceRequestSummary, SysServiceRequestDetail } from '../serviceRequests';

export const CONSOLE_SERVICE_API = {
  list: endpoint('POST', '/api/sys/wService/list', STAFF).pages<ServiceRequestSummary>(),
  detail: endpoint('GET', '/api/sys/wService/detail/:serviceNo', STAFF).answers<SysServiceRequestDetail>(),
  reply: endpoint('POST', '/api/sys/wService/reply', STAFF).answers<SysServiceRequestDetail>(),
  setStatus: endpoint('POST', '/api/sys/wService/status', STAFF).answers<SysServiceRequestDetail>(),
  replace: endpoint('POST', '/api/sys/wService/replace', STAFF).answers<SysServiceRequestDetail>(),
} as const;

/**
 * After-sales service requests (`api/wService/…`) from the browser: the list, one request, the
 * orders a request can be made for, asking (one idempotency key per attempt, so a double click
 * makes one request), following up and withdrawing.
 */
import { call, requestEnvelope } from '@/lib/http/client';
import type { PageEnvelope } from '@/contract/envelope';
import type { ServiceableOrder, ServiceKind, ServiceRequestDetail, ServiceRequestInput, ServiceRequestSummary, ServiceStatus } from '@/contract/serviceRequests';
import type { Page } from '@/lib/api/page';

/** The list's query (`api/wService/list`): a page, optionally one status and one kind. */
export type ServiceRequestQuery = { page: number; limit: number; status?: ServiceStatus; kind?: ServiceKind };

export const serviceRequestApi = {
  list: async (query: ServiceRequestQuery): Promise<Page<ServiceRequestSummary>> => {
    const answer = await requestEnvelope<PageEnvelope<ServiceRequestSummary>>('POST', 'api/wService/list', query, { repeatSubmit: false });
    return { rows: answer.rows, total: answer.total };
  },
  detail: (serviceNo: string) => call<ServiceRequestDetail>('GET', `api/wService/detail/${serviceNo}`, undefined, { repeatSubmit: false }),
  serviceableOrders: () => call<ServiceableOrder[]>('GET', 'api/wService/orders', undefined, { repeatSubmit: false }),
  create: (body: ServiceRequestInput) => call<ServiceRequestDetail>('POST', 'api/wService/add', body, { repeatSubmit: false }),
  followUp: (serviceNo: string, content: string) => call<ServiceRequestDetail>('POST', 'api/wService/followUp', { serviceNo, content }),
  cancel: (serviceNo: string) => call<ServiceRequestDetail>('POST', 'api/wService/cancel', { serviceNo }),
};

/**
 * After-sales service requests (`api/wService/…`) from the browser: the list, one request, the
 * orders a request can be made for, asking (one idempotency key per attempt, so a double click
 * makes one request), following up and withdrawing.
 */
import { send, page } from '@/lib/http/client';
import type { ServiceKind, ServiceRequestInput, ServiceRequestSummary, ServiceStatus } from '@/contract/serviceRequests';
import type { Page } from '@/lib/api/page';
import { bind } from '@/contract/endpoint';
import { SERVICE_API } from '@/contract/endpoints/service';

/** The list's query (`api/wService/list`): a page, optionally one status and one kind. */
export type ServiceRequestQuery = { page: number; limit: number; status?: ServiceStatus; kind?: ServiceKind };

export const serviceRequestApi = {
  list: async (query: ServiceRequestQuery): Promise<Page<ServiceRequestSummary>> => {
    return page(SERVICE_API.list, query, { repeatSubmit: false });
  },
  detail: (serviceNo: string) => send(bind(SERVICE_API.detail, { serviceNo }), undefined, { repeatSubmit: false }),
  serviceableOrders: () => send(SERVICE_API.serviceableOrders, undefined, { repeatSubmit: false }),
  create: (body: ServiceRequestInput) => send(SERVICE_API.create, body, { repeatSubmit: false }),
  followUp: (serviceNo: string, content: string) => send(SERVICE_API.followUp, { serviceNo, content }),
  cancel: (serviceNo: string) => send(SERVICE_API.cancel, { serviceNo }),
};

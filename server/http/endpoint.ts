/**
 * A route registers the method and path its endpoint declares (contract/endpoints/):
 * `routes.on(...at(BILL_API.list), customer, …)`. Hono still infers the path's parameters.
 */
import type { Endpoint, HttpMethod } from '@/contract/endpoint';

export const at = <M extends HttpMethod, P extends string>(endpoint: Endpoint<M, P, unknown>): [M, P] => [endpoint.method, endpoint.path];

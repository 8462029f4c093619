/** The product server as msw answers it in jest: handlers are added per test with server.use. */
import { setupServer } from 'msw/node';

/** What `/prod-api/` is in tests. */
export const TEST_API_BASE = 'http://shop.test/prod-api/';

/** The absolute URL msw matches for a product-server path. */
export function apiUrl(path: string): string {
  return `${TEST_API_BASE}${path.replace(/^\/+/, '')}`;
}

export const server = setupServer();

/**
 * Every jest test file: jest-dom matchers, the msw product server, and the shared HTTP client
 * pointed at it (ky needs an absolute base outside a real browser).
 */
import '@testing-library/jest-dom';
import { configureHttpClient } from '@/lib/http/client';
import { server, TEST_API_BASE } from '@/test/msw/server';

configureHttpClient({ baseUrl: TEST_API_BASE });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // Node-environment tests (route handlers, middleware) have no window.
  if (typeof window !== 'undefined') window.sessionStorage.clear();
});
afterAll(() => server.close());

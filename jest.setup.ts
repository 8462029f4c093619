/**
 * Every jest test file: jest-dom matchers, the msw product server, and the shared HTTP client
 * pointed at it (ky needs an absolute base outside a real browser).
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { configureHttpClient } from '@/lib/http/client';
import { server, TEST_API_BASE } from '@/test/msw/server';

configureHttpClient({ baseUrl: TEST_API_BASE });
// findBy…/waitFor give up after 1 s by default: on a busy 2-core machine a render can take longer
// without anything being wrong. A wait that never comes true still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // Node-environment tests (route handlers, middleware) have no window.
  if (typeof window !== 'undefined') window.sessionStorage.clear();
});
afterAll(() => server.close());

/**
 * Every jest test file: jest-dom matchers, the msw product server, and the shared HTTP client
 * pointed at it (ky needs an absolute base outside a real browser).
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { configureHttpClient } from '@/lib/http/client';
import { server, TEST_API_BASE } from '@/test/msw/server';

configureHttpClient({ baseUrl: TEST_API_BASE });
// findBy…/waitFor give up after 1 s by default: on a busy 2-core machine a render can take longer
// without anything being wrong. A wait that never comes true still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// A request still running when its test ends settles later, possibly after this file's environment
// is gone, and then crashes whichever file the worker runs next (SWR's error path reads `document`).
// Each test's requests are cancelled when it ends, while the environment is still whole.
let testRequests = new AbortController();

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  const fetchThroughMsw = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const own = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    const signal = own ? AbortSignal.any([own, testRequests.signal]) : testRequests.signal;
    return fetchThroughMsw(input, { ...init, signal });
  };
});
afterEach(() => {
  // Unmounted first, so that no component hears of its cancelled request.
  cleanup();
  testRequests.abort();
  testRequests = new AbortController();
  server.resetHandlers();
  // Node-environment tests (route handlers, middleware) have no window.
  if (typeof window !== 'undefined') window.sessionStorage.clear();
});
afterAll(() => server.close());


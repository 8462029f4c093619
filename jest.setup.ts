/**
 * Every jest test file: jest-dom matchers, the msw product server, and the shared HTTP client
 * pointed at it (ky needs an absolute base outside a real browser).
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { StyleSheet } from '@emotion/sheet';
import { configureHttpClient } from '@/lib/http/client';
import { server, TEST_API_BASE } from '@/test/msw/server';

configureHttpClient({ baseUrl: TEST_API_BASE });
// findBy…/waitFor give up after 1 s by default: on a busy 2-core machine a render can take longer
// without anything being wrong (资讯管理's dialog takes 1.7 s to open with the machine at load 4,
// four times that at load 8). A wait that never comes true still fails, only later.
configure({ asyncUtilTimeout: 20_000 });

/**
 * Emotion's CSS in jsdom: only the rules that decide whether an element is shown or can be clicked.
 * jsdom's getComputedStyle matches every rule in the document against the element, and Testing
 * Library calls it for an element and each of its ancestors on every role query (is it hidden? what
 * is its accessible name?), as do toBeVisible and user-event (pointer-events). MUI inserts a rule per
 * styled variant and they stay for the whole file: a console page's test holds 800 to 1,300, and
 * matching them was most of a component test's time (5 to 9 s for one test on a busy 2-core machine).
 * A rule is kept, whole, when it declares one of the properties those tools read (a console page
 * keeps 12 to 23 % of its rules); no dropped rule sets any of them, so they cascade exactly as with
 * every rule, and the rest (colours, spacing, typography) is nothing those tools look at. Dropping
 * every rule would change what tests see: the data grid hides a header's sort button with class
 * CSS, and without it the button's label joins the column header's name.
 * A test that asserts, with toHaveStyle, a property set by a rule declaring none of these must add
 * the property here (BillList's overdue colour is in TableRow's rule, which declares display).
 */
const SEEN_BY_TESTS = /(?:^|[{;])(?:display|visibility|opacity|pointer-events):/;
const insertRule = StyleSheet.prototype.insert;
StyleSheet.prototype.insert = function insertSeenRule(rule) {
  if (SEEN_BY_TESTS.test(rule)) insertRule.call(this, rule);
};

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

/** The platform area of the staff matrix leaves no platform route out: a merchant is refused on each. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestServer, type TestServer } from '../testing/harness';
import { PLATFORM_ROUTE, platformArea } from './staffAreas/platform';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

test('every route of the platform pages has a staff-matrix row where a merchant gets 403', () => {
  const served = server.app.routes.filter((route) => route.method !== 'ALL' && PLATFORM_ROUTE.test(route.path)).map((route) => `${route.method} ${route.path}`);
  assert.ok(served.length >= 20);
  const refused = new Set(platformArea.rows.filter((row) => row.as === 'merchant' && row.expect.kind === 'forbidden').map((row) => `${row.method} ${row.route}`));
  assert.deepEqual([...new Set(served)].filter((route) => !refused.has(route)).sort(), []);
});

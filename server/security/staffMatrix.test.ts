import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestServer, type TestServer } from '../testing/harness';
import { logInAsAdmin, logInAsMerchant, logInAsOtherMerchant, takeButtonFromEditors } from '../testing/staff';
import { afterSalesArea } from './staffAreas/afterSales';
import { goodsArea } from './staffAreas/goods';
import { devicesArea } from './staffAreas/devices';
import { platformArea } from './staffAreas/platform';
import { ordersArea } from './staffAreas/orders';
import { platformDictsArea } from './staffAreas/platformDicts';
import { reviewsArea } from './staffAreas/reviews';
import { assertNothingChanged, businessSnapshot } from './snapshot';
import type { StaffCast } from './staffMatrix';

/** Every area of the back office; a new area adds its file here. */
const AREAS = [reviewsArea, goodsArea, devicesArea, platformArea, ordersArea, platformDictsArea, afterSalesArea];

let server: TestServer;
let cast: StaffCast;
const ids = new Map<string, unknown>();

before(async () => {
  server = await startTestServer();
  cast = { server, admin: await logInAsAdmin(server), merchant: await logInAsMerchant(server), other: await logInAsOtherMerchant(server) };
  assert.notEqual(cast.merchant.storeId, cast.other.storeId, 'the two merchants keep different shops');
  for (const area of AREAS) ids.set(area.name, await area.arrange(cast));
});
after(() => server.close());

const EXPECTED = { forbidden: 'answers 403', notFound: 'answers 404', ownView: "shows only the caller's own shop" } as const;

for (const area of AREAS) {
  for (const row of area.rows) {
    const who = `${row.as === 'merchant' ? 'a merchant' : "another shop's merchant"}${row.withoutButton ? ` without ${row.withoutButton}` : ''}`;
    test(`${area.name}: ${who} naming ${row.names} in ${row.method} ${row.route} ${EXPECTED[row.expect.kind]} and changes nothing`, async () => {
      const areaIds = ids.get(area.name);
      const token = (row.as === 'merchant' ? cast.merchant : cast.other).token;
      const form = row.form ? new URLSearchParams(row.form(areaIds)).toString() : undefined;
      const body = form ?? (row.body ? JSON.stringify(row.body(areaIds)) : undefined);
      const headers = form === undefined ? undefined : { 'content-type': 'application/x-www-form-urlencoded' };
      const giveBack = row.withoutButton ? await takeButtonFromEditors(server, row.withoutButton) : undefined;
      const beforeCall = await businessSnapshot(server.db);
      const answer = await server.request(row.method, row.path(areaIds), body, { token, ...(headers ? { headers } : {}) }).finally(giveBack);
      const afterCall = await businessSnapshot(server.db);
      const said = `${answer.status} ${JSON.stringify(answer.body)}`;
      assert.ok(answer.status < 500, said);
      switch (row.expect.kind) {
        case 'forbidden':
          assert.equal(answer.body.code, 403, said);
          break;
        case 'notFound':
          assert.equal(answer.body.code, 404, said);
          break;
        case 'ownView':
          assert.equal(answer.body.code, 200, said);
          row.expect.check(answer);
          break;
      }
      assertNothingChanged(beforeCall, afterCall, `${row.method} ${row.route}`);
    });
  }
}

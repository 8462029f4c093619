/**
 * The cluster's nginx waits an hour on the download paths (docs/product-rules.md#downloads) and 60 s
 * elsewhere. Its location pattern is written in scripts/cluster/nginx.mjs; this holds it to the
 * endpoint table: every endpoint that declares a form (the download helper's POST) matches it,
 * behind the door's prefix and straight on the product server, and no other endpoint does.
 */
import { DOOR_PREFIX } from '@/contract/endpoint';
import { ALL_ENDPOINTS } from '@/contract/endpoints';
import { DOWNLOAD_LOCATION } from '../scripts/cluster/nginx.mjs';
import { doorRoute } from '@/lib/session/door-paths';
import { DOWNLOAD_TIMEOUT_MS } from '@/lib/http/constants';

const pattern = new RegExp(DOWNLOAD_LOCATION.replace(/^~\s+/, ''));
const sample = (path: string) => path.replace(/:[A-Za-z]+/g, 'A1');
const isDownload = (endpoint: (typeof ALL_ENDPOINTS)[number]) => endpoint.request !== undefined && 'form' in endpoint.request;

test('nginx reads the downloads for an hour: exactly the endpoints that declare a form match its download location', () => {
  const downloads = ALL_ENDPOINTS.filter(isDownload).map((endpoint) => endpoint.path);
  expect(downloads.length).toBeGreaterThan(5);
  const matched = ALL_ENDPOINTS.filter((endpoint) => pattern.test(sample(endpoint.path)) && pattern.test(`${DOOR_PREFIX}${sample(endpoint.path)}`)).map(
    (endpoint) => endpoint.path,
  );
  expect(matched.sort()).toEqual(downloads.sort());
});

test('the door waits an hour for a download and 60 s for any other call', () => {
  for (const endpoint of ALL_ENDPOINTS) {
    // The sandbox cashier and the providers' notifications pass only while their provider is chosen (lib/session/door-paths.ts).
    if (endpoint.door === null || endpoint.devOnly || endpoint.door === 'sandboxCashier' || endpoint.door === 'paymentNotify') continue;
    const route = doorRoute(sample(endpoint.path).slice(1).split('/'));
    expect([endpoint.path, route?.timeoutMs]).toEqual([endpoint.path, isDownload(endpoint) ? DOWNLOAD_TIMEOUT_MS : 60_000]);
  }
});

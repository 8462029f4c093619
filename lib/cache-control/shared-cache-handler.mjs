// The storefront's page and data cache in Redis, for a shop that runs several storefronts
// (docs/scale-out.md). next.config.mjs names this module as Next's `cacheHandler` only when
// REDIS_URL is set; a single storefront keeps Next's own cache in its process.
//
// Every replica reads and writes the same entries: a page one replica rendered is served by the
// others, and POST /revalidate on any replica deletes the entries of its tags for all of them.
// The handler is @fortedigital/nextjs-cache-handler's (the maintained successor of
// @neshca/cache-handler, with Next 16 support), over the official node-redis client.
import { createClient } from '@redis/client';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';

/** A Redis call that takes longer is a miss (or a lost write), not a page that hangs. */
const REDIS_TIMEOUT_MS = 1000;

// Next makes a CacheHandler for each request and may load this module more than once per process:
// one client per process, kept on globalThis.
const SHARED = Symbol.for('zulin.sharedCacheHandler');

async function connect() {
  const client = createClient({
    url: process.env.REDIS_URL,
    pingInterval: 10_000,
    socket: { connectTimeout: REDIS_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });
  // A lost connection is retried by the client; calls meanwhile time out as misses.
  let reported = false;
  client.on('error', (error) => {
    if (reported) return;
    reported = true;
    console.error(`[cache] Redis at ${process.env.REDIS_URL} failed: ${error.message}`);
  });
  client.on('ready', () => {
    if (reported) console.info('[cache] Redis answers again');
    reported = false;
  });
  await client.connect();
  return {
    handlers: [createRedisHandler({ client, keyPrefix: `${process.env.REDIS_KEY_PREFIX ?? 'zulin'}:next:`, timeoutMs: REDIS_TIMEOUT_MS })],
  };
}

CacheHandler.onCreation(() => {
  globalThis[SHARED] ??= connect();
  return globalThis[SHARED];
});

export default CacheHandler;

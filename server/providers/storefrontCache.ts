/**
 * The storefront's page cache, from the product server's side: after a back-office change to the
 * catalogue, news, carousel, stores, coupons or dictionaries, the pages built from it are rebuilt
 * on their next visit (POST {STOREFRONT_URL}/revalidate with the shared secret; the tags are
 * contract/cacheTags.ts's). Without a storefront configured, pages follow the data within their lifetime.
 * A failed call is logged, never the change's failure: the change has committed already.
 */
import type { Logger } from '../runtime/log';

export type StorefrontCache = { revalidate(tags: readonly string[]): Promise<void> };

export const noStorefrontCache: StorefrontCache = { revalidate: async () => {} };

export function httpStorefrontCache(baseUrl: string, secret: string, log: Logger): StorefrontCache {
  return {
    async revalidate(tags) {
      if (tags.length === 0) return;
      try {
        const answer = await fetch(`${baseUrl.replace(/\/$/, '')}/revalidate`, {
          method: 'POST',
          headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
          body: JSON.stringify({ tags: [...new Set(tags)] }),
          signal: AbortSignal.timeout(5_000),
        });
        if (!answer.ok) log.warn(`[cache] the storefront refused to revalidate ${tags.join(', ')}: HTTP ${answer.status}`);
      } catch (error) {
        log.warn(`[cache] the storefront could not be reached to revalidate ${tags.join(', ')}: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}

/** For tests: the tags asked for, in order. */
export function recordingStorefrontCache(): StorefrontCache & { tags: string[] } {
  const tags: string[] = [];
  return { tags, revalidate: async (asked) => void tags.push(...asked) };
}

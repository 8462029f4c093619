/**
 * The shop's legal facts (contract/legal.ts): the record numbers of every page's footer and the
 * business-licence facts of /license, set by the platform. Cached per contract/cacheTags.ts (tag
 * `legal`, revalidated when the platform saves them).
 */
import 'server-only';
import { serverCall, unwrap } from './call';
import { CACHE } from '@/contract/cacheTags';
import type { LegalFacts } from '@/contract/legal';
import { LEGAL_API } from '@/contract/endpoints/legal';

const read = () => serverCall(LEGAL_API.facts, { query: {}, next: CACHE.legal });

/** For /license: null while the platform has set none; a failed read throws (Next keeps the last good page). */
export async function getLegalFacts(): Promise<LegalFacts | null> {
  return unwrap(await read());
}

/**
 * For the footer, which every page has (the 404 page and the login-only pages too): a failed read
 * leaves the legal line out rather than taking the page down; the page's next render brings it back.
 */
export async function footerLegalFacts(): Promise<LegalFacts | null> {
  const result = await read();
  return result.ok ? result.data : null;
}

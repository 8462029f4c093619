// Next keeps every cached page's HTML as a JavaScript string and, for each request, hashes that
// string for its ETag (a JavaScript loop over every character) and hands it to `response.end`,
// which encodes it to UTF-8 again. For the shop's pages (markup and Chinese text interleaved,
// 40–95 KB) those two were the largest costs of serving a cached page: 0.2 ms and 0.5–0.9 ms a
// time for /Homepage, which held it to a third of a smaller page's throughput
// (docs/performance.md). The storefront therefore turns Next's ETags off (next.config.mjs) and
// answers with a response class that remembers, for the last large bodies, their bytes and an
// ETag made from them: each cached page is encoded and hashed once.
import { createHash } from 'node:crypto';
import { ServerResponse } from 'node:http';

/** Bodies shorter than this are cheaper to encode than to look up. */
const MIN_CHARS = 8 * 1024;

/** The encoded bodies kept, most recently used last, within `limitBytes` in all. */
export class EncodedBodies {
  #entries = new Map();
  #bytes = 0;

  constructor(limitBytes) {
    this.limitBytes = limitBytes;
  }

  /** The UTF-8 bytes of `text` and their ETag, made at most once while it stays among the recent bodies. */
  entryOf(text) {
    const found = this.#entries.get(text);
    if (found) {
      this.#entries.delete(text);
      this.#entries.set(text, found);
      return found;
    }
    const bytes = Buffer.from(text, 'utf8');
    const entry = { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
    if (bytes.length > this.limitBytes) return entry;
    this.#entries.set(text, entry);
    this.#bytes += bytes.length;
    for (const [oldest, kept] of this.#entries) {
      if (this.#bytes <= this.limitBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= kept.bytes.length;
    }
    return entry;
  }

  get size() {
    return this.#entries.size;
  }
}

/** Whether an If-None-Match header names this ETag (weak or strong, or `*`). */
export function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * A `ServerResponse` that sends a large string body as its remembered bytes, with their ETag on a
 * successful GET, and answers 304 without a body when the browser already has them.
 */
export function encodedOnceResponse(bodies) {
  return class EncodedOnceResponse extends ServerResponse {
    end(chunk, encoding, callback) {
      const utf8 = typeof encoding !== 'string' || encoding === 'utf8' || encoding === 'utf-8';
      if (typeof chunk !== 'string' || chunk.length < MIN_CHARS || !utf8) return super.end(chunk, encoding, callback);
      const done = typeof encoding === 'function' ? encoding : callback;
      const { bytes, etag } = bodies.entryOf(chunk);
      if (!this.headersSent && this.statusCode === 200 && this.req?.method === 'GET' && !this.hasHeader('ETag')) {
        this.setHeader('ETag', etag);
        if (matchesEtag(this.req.headers['if-none-match'], etag)) {
          this.statusCode = 304;
          this.removeHeader('Content-Length');
          return super.end(done);
        }
      }
      return super.end(bytes, done);
    }
  };
}

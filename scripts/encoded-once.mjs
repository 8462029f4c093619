// Next keeps every cached page's HTML as a JavaScript string and hands that same string to
// `response.end` for each request, so each answer encodes it to UTF-8 again. For the shop's pages
// (markup and Chinese text interleaved, 40–95 KB) that encoding was the largest single cost of
// serving a cached page: ~0.5 ms a time for /Homepage, which capped it at a third of the
// throughput of a smaller page (docs/performance.md). A response class that remembers the bytes
// of the last large bodies encodes each cached page once.
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

  /** The UTF-8 bytes of `text`, encoded at most once while it stays among the recent bodies. */
  bytesOf(text) {
    const found = this.#entries.get(text);
    if (found) {
      this.#entries.delete(text);
      this.#entries.set(text, found);
      return found;
    }
    const bytes = Buffer.from(text, 'utf8');
    if (bytes.length > this.limitBytes) return bytes;
    this.#entries.set(text, bytes);
    this.#bytes += bytes.length;
    for (const [oldest, kept] of this.#entries) {
      if (this.#bytes <= this.limitBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= kept.length;
    }
    return bytes;
  }

  get size() {
    return this.#entries.size;
  }
}

/** A `ServerResponse` whose large string bodies are sent as the remembered bytes. */
export function encodedOnceResponse(bodies) {
  return class EncodedOnceResponse extends ServerResponse {
    end(chunk, encoding, callback) {
      const utf8 = typeof encoding !== 'string' || encoding === 'utf8' || encoding === 'utf-8';
      if (typeof chunk === 'string' && chunk.length >= MIN_CHARS && utf8) {
        return typeof encoding === 'function' ? super.end(bodies.bytesOf(chunk), encoding) : super.end(bodies.bytesOf(chunk), callback);
      }
      return super.end(chunk, encoding, callback);
    }
  };
}

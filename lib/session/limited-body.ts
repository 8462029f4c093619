/**
 * Reads a request body up to a limit and no further, so that an endless or oversized body is never
 * read whole: a chunked body carries no Content-Length, so only counting while reading can stop a
 * sender who never ends. At most the limit is kept, plus the one chunk that crossed it, which is
 * dropped at once.
 */
export async function readBodyWithin(body: ReadableStream<Uint8Array> | null, limitBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      // Tells the sender's side of the stream to stop; what it still sends is discarded.
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}

/**
 * A request's body up to a limit, or null beyond it: a declared Content-Length over the limit is
 * refused before a byte is read, and a body without one is counted while it is read. Shared by
 * every storefront route that takes a body (the /prod-api door, POST /revalidate).
 */
export async function readRequestBodyWithin(request: Request, limitBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limitBytes) return null;
  return readBodyWithin(request.body, limitBytes);
}

/**
 * Reading a body up to a limit and no further, for every reader in either process (the door, the
 * payment providers' answers, the gateway simulators): a chunked body carries no Content-Length,
 * so only counting while reading can stop a sender who never ends. At most the limit is kept, plus
 * the one chunk that crossed it, which is dropped at once.
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

/** The body as UTF-8 text, or null beyond the limit. */
export async function readTextWithin(body: ReadableStream<Uint8Array> | null, limitBytes: number): Promise<string | null> {
  const bytes = await readBodyWithin(body, limitBytes);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}

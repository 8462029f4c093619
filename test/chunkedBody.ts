/**
 * A request body without a length, as a slow or hostile client sends it: handed out 64 KiB per
 * read, only when read, counting what the reader pulled and whether it gave up (cancelled), so a
 * test can tell a bounded read from one that drained the body.
 */
export const CHUNK_BYTES = 64 * 1024;

export function chunkedBody(totalBytes: number) {
  const state = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulled >= totalBytes) return controller.close();
        state.pulled += CHUNK_BYTES;
        controller.enqueue(new Uint8Array(CHUNK_BYTES).fill(0x61));
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

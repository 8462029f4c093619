import { readBodyWithin } from '@/contract/boundedBody';

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

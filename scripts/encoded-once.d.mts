import type { ServerResponse } from 'node:http';

export class EncodedBodies {
  constructor(limitBytes: number);
  readonly limitBytes: number;
  readonly size: number;
  entryOf(text: string): { bytes: Buffer; etag: string };
}

export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean;

export function encodedOnceResponse(bodies: EncodedBodies): typeof ServerResponse;

import type { ServerResponse } from 'node:http';

export class EncodedBodies {
  constructor(limitBytes: number);
  readonly limitBytes: number;
  readonly size: number;
  bytesOf(text: string): Buffer;
}

export function encodedOnceResponse(bodies: EncodedBodies): typeof ServerResponse;

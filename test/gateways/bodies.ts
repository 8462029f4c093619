/**
 * Both simulators' bodies, read to at most 64 KiB (far beyond anything either provider sends or
 * takes): the shop's requests to the gateway, and the shop's and pages' answers to it.
 */
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { readTextWithin } from '@/contract/boundedBody';

export const BODY_LIMIT = 64 * 1024;

export class BodyTooLarge extends Error {}

async function within(body: ReadableStream<Uint8Array> | null): Promise<string> {
  const text = await readTextWithin(body, BODY_LIMIT);
  if (text === null) throw new BodyTooLarge(`more than ${BODY_LIMIT} bytes`);
  return text;
}

/** A request's body; a declared length over the limit is refused before a byte is read. */
export async function readBody(request: IncomingMessage): Promise<string> {
  if (Number(request.headers['content-length'] ?? 0) > BODY_LIMIT) throw new BodyTooLarge(`more than ${BODY_LIMIT} bytes`);
  return within(Readable.toWeb(request) as ReadableStream<Uint8Array>);
}

/** A fetch answer's text. */
export const readAnswer = (response: Response): Promise<string> => within(response.body);

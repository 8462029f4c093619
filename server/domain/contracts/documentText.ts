/**
 * What every order document's text shares: a party as a block of facts, the signing record, and
 * the hash of a text's terms (what a signer confirms they read: the same hash at reading and at
 * signing, else the text changed meanwhile).
 */
import { createHash } from 'node:crypto';
import { SIGNATURE_METHOD_NAMES, type DocumentBlock, type DocumentSection, type DocumentSignature } from '@/contract/orderDocuments';
import type { Party } from './parties';

/** A party under its role: `出租方  云租优选旗舰店`, then what the shop holds about it. */
export function partyFacts(role: string, party: Party): DocumentBlock {
  return { kind: 'facts', items: [{ term: role, detail: party.name }, ...party.details.slice(1)] };
}

/** The signing record: each signature with its time, way and address, or the sentence saying it waits. */
export function signatureSection(signatures: readonly DocumentSignature[], waiting: string): DocumentSection {
  if (signatures.length === 0) return { heading: '签署记录', blocks: [{ kind: 'paragraph', text: waiting }] };
  return {
    heading: '签署记录',
    blocks: signatures.map((signature) => ({
      kind: 'facts',
      items: [
        { term: `${signature.role}签署`, detail: signature.name },
        { term: '签署时间', detail: signature.signedAt },
        { term: '签署方式', detail: signature.method === 'smsCode' ? `${SIGNATURE_METHOD_NAMES.smsCode}（发送至 ${signature.phone}）` : SIGNATURE_METHOD_NAMES[signature.method] },
        { term: '客户端地址', detail: signature.signedFrom ?? '—' },
      ],
    })),
  };
}

/** Lower-case hex SHA-256 of bytes or text. */
export function sha256Hex(value: Uint8Array | string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The hash a signer confirms: of the title and the terms, in a fixed serialisation. */
export function termsHash(title: string, terms: readonly DocumentSection[]): string {
  return sha256Hex(JSON.stringify({ title, terms }));
}

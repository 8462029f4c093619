/**
 * Lease contracts through the public API (docs/product-rules.md#contracts): reading one, signing
 * it with the SMS code from the sandbox outbox, downloading a PDF as the download helper does (a
 * form-encoded POST), and the text a PDF holds, extracted with unpdf (PDF.js), as a reader would.
 */
import assert from 'node:assert/strict';
import { extractText, getDocumentProxy } from 'unpdf';
import type { ContractCodeSent, LeaseContractView } from '@/contract/orderDocuments';
import { SECOND_MS } from '../domain/shared/clock';
import { DEFAULT_PEER, type TestServer } from './harness';

export function readContract(server: TestServer, token: string, orderNo: string) {
  return server.get<LeaseContractView>(`/api/wOrder/contract/${orderNo}`, { token });
}

/** A signing code to the account's phone (the clock moved past the 60 s cooldown first), read from the outbox. */
export async function signingCode(server: TestServer, token: string, phone: string, orderNo: string, peer = DEFAULT_PEER): Promise<string> {
  server.clock.advance(61 * SECOND_MS);
  const sent = await server.post<ContractCodeSent>('/api/wOrder/contract/code', { orderNo }, { token, peer });
  assert.equal(sent.body.code, 200, sent.body.msg);
  return server.latestCode(phone);
}

export function signContract(server: TestServer, token: string, body: { orderNo: string; code: string; contentHash: string }, peer = DEFAULT_PEER) {
  return server.post<LeaseContractView>('/api/wOrder/contract/sign', { ...body, agree: true }, { token, peer });
}

/** Read, code, sign: the contract as signed. */
export async function readAndSign(server: TestServer, renter: { token: string; phone: string }, orderNo: string, peer = DEFAULT_PEER): Promise<LeaseContractView> {
  const read = await readContract(server, renter.token, orderNo);
  assert.ok(read.body.data, read.body.msg);
  const code = await signingCode(server, renter.token, renter.phone, orderNo, peer);
  const signed = await signContract(server, renter.token, { orderNo, code, contentHash: read.body.data.contentHash }, peer);
  assert.equal(signed.body.code, 200, signed.body.msg);
  assert.ok(signed.body.data);
  return signed.body.data;
}

export type Downloaded = { status: number; type: string; disposition: string; bytes: Uint8Array; json: { code: number; msg: string } | null };

/** A download as lib/http/download.ts sends it: the form, URL-encoded; a refusal answers JSON. */
export async function downloadDocument(server: TestServer, path: string, token: string, form: Record<string, string>): Promise<Downloaded> {
  const response = await server.app.request(path, {
    method: 'POST',
    headers: { 'x-test-peer': DEFAULT_PEER, apiToken: token, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  const type = response.headers.get('content-type') ?? '';
  const bytes = new Uint8Array(await response.arrayBuffer());
  const json = type.startsWith('application/json') ? (JSON.parse(new TextDecoder().decode(bytes)) as { code: number; msg: string }) : null;
  return { status: response.status, type, disposition: response.headers.get('content-disposition') ?? '', bytes, json };
}

/** Every page's text, in reading order. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

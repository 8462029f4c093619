/**
 * Automatic payment through the payment provider (docs/product-rules.md#withholding), arranged
 * through the public API: a customer asks to sign with the provider, then agrees on the sandbox's
 * signing page, whose notification makes the agreement collect.
 */
import assert from 'node:assert/strict';
import { SANDBOX_SIGNING_API, WITHHOLDING_API } from '@/contract/endpoints';
import type { WithholdingState } from '@/contract/withholding';
import type { TestServer } from './harness';

/** `/signSandbox?signNo=…` → the page's number. */
export function signNoOf(signUrl: string | null | undefined): string {
  const signNo = /^\/signSandbox\?signNo=([0-9a-f]{32})$/.exec(signUrl ?? '')?.[1];
  assert.ok(signNo, `a sandbox signing page, got ${signUrl}`);
  return signNo;
}

/** Asks to sign with the provider: the agreement pending, and its signing page's number. */
export async function startProviderAgreement(server: TestServer, token: string): Promise<{ agreementNo: string; signNo: string }> {
  const started = await server.post<WithholdingState>(WITHHOLDING_API.sign.path, { method: 'provider', agree: true }, { token });
  assert.equal(started.body.code, 200, started.body.msg);
  const agreement = started.body.data?.agreement;
  assert.ok(agreement);
  return { agreementNo: agreement.agreementNo, signNo: signNoOf(agreement.signUrl) };
}

/** A sandbox signing page's button, as the customer presses it there. */
export function pressOnSigningPage(server: TestServer, signNo: string, button: 'confirm' | 'cancel') {
  return server.post<{ status: string }>(SANDBOX_SIGNING_API[button].path.replace(':signNo', signNo), {});
}

/** Signs with the provider all the way: pending, agreed on the sandbox's page, its notification handled. */
export async function signThroughProvider(server: TestServer, token: string): Promise<{ agreementNo: string; signNo: string }> {
  const started = await startProviderAgreement(server, token);
  const pressed = await pressOnSigningPage(server, started.signNo, 'confirm');
  assert.deepEqual(pressed.body.data, { status: 'signed' });
  await server.payment?.idle();
  return started;
}

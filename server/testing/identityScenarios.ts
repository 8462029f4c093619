/** Verification in tests: valid resident IDs and credit codes made on demand, and a company's submission with its licence. */
import assert from 'node:assert/strict';
import { creditCodeCheckCharacter } from '@/contract/creditCode';
import type { UploadedFile } from '@/contract/files';
import { VERIFY_STATUS, type VerificationView } from '@/contract/identity';
import { residentIdCheckCharacter } from '@/contract/residentId';
import { companyAccount } from './creditScenarios';
import type { TestServer } from './harness';
import { pngImage } from './images';

let serial = 0;
const next = () => (serial += 1);

/** A valid resident ID of someone born on `birth` (YYYYMMDD), different on every call. */
export function residentIdBornOn(birth: string): string {
  const body = `110105${birth}${String(next() % 1000).padStart(3, '0')}`;
  return body + residentIdCheckCharacter(body);
}

/** A valid unified social credit code, different on every call. */
export function validCreditCode(): string {
  const body = `91440300MA${String(next()).padStart(7, '0')}`;
  return body + creditCodeCheckCharacter(body);
}

/** The same code with a wrong check character (the shape stays right). */
export function creditCodeFailingCheck(): string {
  const code = validCreditCode();
  return code.slice(0, 17) + (code.endsWith('0') ? '1' : '0');
}

/**
 * A personal account verified by its real name through the API (the sandbox provider approves at
 * once). The verified name becomes the account's: by default the one registerPersonal gives.
 */
export async function verifyPerson(server: TestServer, token: string, name = '测试用户'): Promise<void> {
  const sent = await server.post<VerificationView>('/api/wUserAuth/person', { name, idNumber: residentIdBornOn('19880808') }, { token });
  assert.equal(sent.body.data?.status, VERIFY_STATUS.verified, sent.body.msg);
}

export async function uploadLicence(server: TestServer, token: string): Promise<string> {
  const uploaded = await server.upload<UploadedFile>(pngImage(4, 3), { purpose: 'licence', token });
  assert.ok(uploaded.body.data, uploaded.body.msg);
  return uploaded.body.data.key;
}

export function companyBody(licenceKey: string, creditCode: string = validCreditCode()) {
  return { companyName: '杭州测试科技有限公司', creditCode, legalPerson: '张三', licenceKey };
}

/** A new, unverified company account that has sent its verification (审核中). */
export async function companyUnderReview(server: TestServer, creditCode?: string) {
  const company = await companyAccount(server, { verified: false, creditLine: 0 });
  const licenceKey = await uploadLicence(server, company.token);
  const sent = await server.post<VerificationView & { creditCodeWarning: string | null }>('/api/wUserAuth/company', companyBody(licenceKey, creditCode), { token: company.token });
  assert.equal(sent.body.code, 200, sent.body.msg);
  assert.ok(sent.body.data?.request);
  return { ...company, licenceKey, requestId: sent.body.data.request.id, answer: sent.body };
}

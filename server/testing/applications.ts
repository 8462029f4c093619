/** Shop applications in tests: submitted through the public form, each from its own address and phone. */
import assert from 'node:assert/strict';
import type { ApplicationReceipt } from '@/contract/applications';
import type { TestServer } from './harness';
import { validCreditCode } from './identityScenarios';

let serial = 0;

export type SubmittedApplication = { id: number; phone: string; company: string };

/** A shop onboarding (join) or cooperation application, as a stranger sends the form. */
export async function submitApplication(
  server: TestServer,
  kind: 'join' | 'cooperation' = 'join',
  fields: { company?: string; contactName?: string } = {},
): Promise<SubmittedApplication> {
  serial += 1;
  const phone = `1350000${String(serial).padStart(4, '0')}`;
  const company = fields.company ?? `杭州星河${serial}号科技有限公司`;
  const body = {
    company,
    contactName: fields.contactName ?? '王小明',
    phone,
    businessLicenceNo: validCreditCode(),
    category: kind === 'join' ? '笔记本电脑' : '企业采购',
    message: '希望尽快开店',
  };
  const path = kind === 'join' ? '/api/apply/joiningTheStore' : '/api/apply/businessCooperation';
  const answer = await server.post<ApplicationReceipt>(path, body, { peer: `198.51.100.${(serial % 200) + 20}` });
  assert.ok(answer.body.data, answer.body.msg);
  return { id: answer.body.data.id, phone, company };
}

/**
 * The platform's reviews: a company's verification and its special VAT invoice qualification, both
 * pending. A merchant (of the shop or of another) lists nothing and decides nothing: 403, since the
 * role holds neither `verify:review` nor `qualification:review`.
 */
import assert from 'node:assert/strict';
import type { VatQualification } from '@/contract/invoices';
import { companyAccount } from '../../testing/creditScenarios';
import { companyUnderReview, validCreditCode } from '../../testing/identityScenarios';
import { FORBIDDEN, staffArea, type StaffCast, type StaffRow } from '../staffMatrix';

type Ids = { verificationId: number; qualificationId: number };

async function arrange({ server }: StaffCast): Promise<Ids> {
  const verifying = await companyUnderReview(server);
  const company = await companyAccount(server, { verified: true, creditLine: 0 });
  const submitted = await server.post<VatQualification>('/api/wInvoiceTitle/qualification', { name: '测试科技有限公司', taxNo: validCreditCode() }, { token: company.token });
  assert.ok(submitted.body.data, submitted.body.msg);
  return { verificationId: verifying.requestId, qualificationId: submitted.body.data.id };
}

/** The same call by the victim shop's merchant and by another shop's. */
const byEitherMerchant = (row: Omit<StaffRow<Ids>, 'as'>): StaffRow<Ids>[] => [
  { ...row, as: 'merchant' },
  { ...row, as: 'other' },
];

export const reviewsArea = staffArea<Ids>({
  name: 'platform reviews',
  arrange,
  rows: [
    { names: 'company verifications in review', method: 'GET', route: '/api/sys/userAuth/list', as: 'merchant', path: () => '/api/sys/userAuth/list', expect: FORBIDDEN },
    {
      names: 'special VAT qualifications',
      method: 'GET',
      route: '/api/wInvoiceTitle/sys/qualifications',
      as: 'merchant',
      path: () => '/api/wInvoiceTitle/sys/qualifications',
      expect: FORBIDDEN,
    },
    ...byEitherMerchant({
      names: 'a company verification to approve',
      method: 'POST',
      route: '/api/sys/userAuth/:id/review',
      path: ({ verificationId }) => `/api/sys/userAuth/${verificationId}/review`,
      body: () => ({ decision: 'approve', creditLine: 5_000_000 }),
      expect: FORBIDDEN,
    }),
    ...byEitherMerchant({
      names: 'a company verification to reject',
      method: 'POST',
      route: '/api/sys/userAuth/:id/review',
      path: ({ verificationId }) => `/api/sys/userAuth/${verificationId}/review`,
      body: () => ({ decision: 'reject', reason: '营业执照不清晰' }),
      expect: FORBIDDEN,
    }),
    ...byEitherMerchant({
      names: 'a special VAT qualification to approve',
      method: 'POST',
      route: '/api/wInvoiceTitle/sys/review',
      path: () => '/api/wInvoiceTitle/sys/review',
      body: ({ qualificationId }) => ({ id: qualificationId, approved: true }),
      expect: FORBIDDEN,
    }),
  ],
});

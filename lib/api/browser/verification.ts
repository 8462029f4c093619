/**
 * Real-name and business verification from the browser (`api/wUserAuth/…`), and the
 * verified check (`userIsRenZhang`, docs/product-rules.md#verification) for pages outside the personal center.
 */
import { call } from '@/lib/http/client';
import type { VerificationView } from '@/contract/identity';
import type { VerificationState } from '@/contract/verifyStatus';

export type PersonVerification = { name: string; idNumber: string };
export type CompanyVerification = { companyName: string; creditCode: string; legalPerson: string; licenceKey: string };

export const verificationApi = {
  state: () => call<VerificationView>('GET', 'api/wUserAuth/info', undefined, { repeatSubmit: false }),
  /** The verified check as the goods pages ask it: quiet, since a guest's page must not show an error for it. */
  check: (globalId: string) => call<VerificationState>('GET', 'api/wGoods/userIsRenZhang', { quanJuId: globalId }, { silent: true, repeatSubmit: false }),
  submitPerson: (body: PersonVerification) => call<VerificationView>('POST', 'api/wUserAuth/person', body),
  /** `creditCodeWarning`: set when the code's check character failed (accepted, for the platform to review). */
  submitCompany: (body: CompanyVerification) => call<VerificationView & { creditCodeWarning: string | null }>('POST', 'api/wUserAuth/company', body),
};

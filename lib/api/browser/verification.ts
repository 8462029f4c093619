/**
 * Real-name and business verification from the browser (`api/wUserAuth/…`), and the
 * verified check (`userIsRenZhang`, docs/product-rules.md#verification) for pages outside the personal center.
 */
import { send } from '@/lib/http/client';
import { ACCOUNT_API } from '@/contract/endpoints/account';
import { IDENTITY_API } from '@/contract/endpoints/identity';

export type PersonVerification = { name: string; idNumber: string };
export type CompanyVerification = { companyName: string; creditCode: string; legalPerson: string; licenceKey: string };

export const verificationApi = {
  state: () => send(IDENTITY_API.state, undefined, { repeatSubmit: false }),
  /** The verified check as the goods pages ask it: quiet, since a guest's page must not show an error for it. */
  check: (globalId: string) => send(ACCOUNT_API.verificationCheck, { quanJuId: globalId }, { silent: true, repeatSubmit: false }),
  submitPerson: (body: PersonVerification) => send(IDENTITY_API.submitPerson, body),
  /** `creditCodeWarning`: set when the code's check character failed (accepted, for the platform to review). */
  submitCompany: (body: CompanyVerification) => send(IDENTITY_API.submitCompany, body),
};

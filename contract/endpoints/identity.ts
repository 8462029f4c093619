import { endpoint, CUSTOMER } from '../endpoint';
import { noQuery } from '../request';
import { companyVerificationBody, personVerificationBody } from '../identity';
import type { VerificationView } from '../identity';

export const IDENTITY_API = {
  state: endpoint('GET', '/api/wUserAuth/info', CUSTOMER, { query: noQuery }).answers<VerificationView>(),
  submitPerson: endpoint('POST', '/api/wUserAuth/person', CUSTOMER, { json: personVerificationBody }).answers<VerificationView>(),
  submitCompany: endpoint('POST', '/api/wUserAuth/company', CUSTOMER, { json: companyVerificationBody }).answers<VerificationView & { creditCodeWarning: string | null }>(),
} as const;

import { endpoint, CUSTOMER } from '../endpoint';
import type { VerificationView } from '../identity';

export const IDENTITY_API = {
  state: endpoint('GET', '/api/wUserAuth/info', CUSTOMER).answers<VerificationView>(),
  submitPerson: endpoint('POST', '/api/wUserAuth/person', CUSTOMER).answers<VerificationView>(),
  submitCompany: endpoint('POST', '/api/wUserAuth/company', CUSTOMER).answers<VerificationView & { creditCodeWarning: string | null }>(),
} as const;

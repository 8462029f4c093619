/**
 * Identity verification. A real provider (a national ID check, a business-registry lookup)
 * plugs in behind VerificationProvider; main.ts chooses one at start from VERIFICATION_PROVIDER,
 * as it chooses the payment provider. The domain has already checked everything it can (the ID
 * number's check character and birth date, the age, the credit code's shape) before a request
 * reaches the provider: the provider says whether the person or company is who they say.
 *
 * - `sandbox` (the embedded default): a person is approved at once; a company goes to the
 *   platform's review (the back office looks at the licence picture).
 * - `review`: every request goes to the platform's review (a shop without an identity service).
 */
import type { VerificationProviderName } from '../runtime/config';

export type VerificationDecision =
  | { outcome: 'approved' }
  | { outcome: 'rejected'; reason: string }
  /** Left for the platform's review (审核中). */
  | { outcome: 'review' };

export type PersonCheck = { requestId: number; name: string; idNumber: string };
export type CompanyCheck = { requestId: number; companyName: string; creditCode: string; legalPerson: string; creditCodeWarning: string | null };

export interface VerificationProvider {
  /** Stored with each request: which provider was asked. */
  readonly name: string;
  /** Throws when the provider cannot be reached: the request then waits for the platform's review. */
  verifyPerson(check: PersonCheck): Promise<VerificationDecision>;
  verifyCompany(check: CompanyCheck): Promise<VerificationDecision>;
}

export const sandboxVerificationProvider: VerificationProvider = {
  name: 'sandbox',
  verifyPerson: async () => ({ outcome: 'approved' }),
  verifyCompany: async () => ({ outcome: 'review' }),
};

export const reviewOnlyVerificationProvider: VerificationProvider = {
  name: 'review',
  verifyPerson: async () => ({ outcome: 'review' }),
  verifyCompany: async () => ({ outcome: 'review' }),
};

export function verificationProvider(name: VerificationProviderName): VerificationProvider {
  return name === 'review' ? reviewOnlyVerificationProvider : sandboxVerificationProvider;
}

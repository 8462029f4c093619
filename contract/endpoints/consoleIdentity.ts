import { endpoint, STAFF } from '../endpoint';
import type { VerificationReviewRow } from '../identity';

export const CONSOLE_IDENTITY_API = {
  list: endpoint('GET', '/api/sys/userAuth/list', STAFF).pages<VerificationReviewRow>(),
  detail: endpoint('GET', '/api/sys/userAuth/:id', STAFF).answers<VerificationReviewRow>(),
  review: endpoint('POST', '/api/sys/userAuth/:id/review', STAFF).answers<VerificationReviewRow>(),
} as const;

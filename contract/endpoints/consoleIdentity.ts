import { endpoint, STAFF } from '../endpoint';
import { verificationReviewBody, verificationReviewQuery } from '../identity';
import { noQuery } from '../request';
import type { VerificationReviewRow } from '../identity';

export const CONSOLE_IDENTITY_API = {
  list: endpoint('GET', '/api/sys/userAuth/list', STAFF, { query: verificationReviewQuery }).pages<VerificationReviewRow>(),
  detail: endpoint('GET', '/api/sys/userAuth/:id', STAFF, { query: noQuery }).answers<VerificationReviewRow>(),
  review: endpoint('POST', '/api/sys/userAuth/:id/review', STAFF, { json: verificationReviewBody }).answers<VerificationReviewRow>(),
} as const;

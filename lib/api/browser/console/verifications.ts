/**
 * The platform's review of verifications (企业认证, `api/sys/userAuth/…`, admins): the queue, one
 * request with its licence picture, and the decision: approve (a company with its credit line,
 * fen) or reject with the reason.
 */
import type { VerificationReviewBody, VerificationReviewRow } from '@/contract/identity';
import type { Page } from '@/lib/api/page';
import { unsortedQuery } from './paging';
import { consoleHttp, consolePage, type ConsoleListQuery } from './transport';

export const consoleVerificationApi = {
  /** Filter: status (pending: the queue, oldest first; approved, rejected: newest first). */
  list: (query: ConsoleListQuery): Promise<Page<VerificationReviewRow>> => consolePage<VerificationReviewRow>('GET', 'api/sys/userAuth/list', unsortedQuery(query)),
  detail: (id: number) => consoleHttp.get<VerificationReviewRow>(`api/sys/userAuth/${id}`, null, { repeatSubmit: false }),
  review: (id: number, body: VerificationReviewBody) => consoleHttp.post<VerificationReviewRow>(`api/sys/userAuth/${id}/review`, body),
};

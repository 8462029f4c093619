/**
 * The platform's review of verifications (企业认证, `api/sys/userAuth/…`, admins): the queue, one
 * request with its licence picture, and the decision: approve (a company with its credit line,
 * fen) or reject with the reason.
 */
import type { VerificationReviewBody, VerificationReviewRow } from '@/contract/identity';
import { bind } from '@/contract/endpoint';
import { CONSOLE_IDENTITY_API } from '@/contract/endpoints/consoleIdentity';
import type { Page } from '@/lib/api/page';
import { consoleHttp, consolePage, type ConsoleListQuery } from './transport';

export const consoleVerificationApi = {
  /**
   * Filter: status; sorts: submittedAt, reviewedAt, status. Unless sorted: pending (the queue)
   * oldest first, otherwise newest first.
   */
  list: (query: ConsoleListQuery): Promise<Page<VerificationReviewRow>> => consolePage(CONSOLE_IDENTITY_API.list, query),
  detail: (id: number) => consoleHttp.send(bind(CONSOLE_IDENTITY_API.detail, { id }), undefined, { repeatSubmit: false }),
  review: (id: number, body: VerificationReviewBody) => consoleHttp.send(bind(CONSOLE_IDENTITY_API.review, { id }), body),
};

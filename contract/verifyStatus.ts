/**
 * The verification states (dictionary `verify_status`) and the verified check
 * (docs/product-rules.md#verification), apart from contract/identity.ts so that public pages (the
 * procurement goods page) can read them without carrying zod.
 */
export const VERIFY_STATUS = { none: 0, reviewing: 1, verified: 2, rejected: 3 } as const;
export type VerifyStatus = (typeof VERIFY_STATUS)[keyof typeof VERIFY_STATUS];
export const VERIFY_STATUS_NAMES: Record<VerifyStatus, string> = { 0: '未认证', 1: '审核中', 2: '已认证', 3: '未通过' };

/** `GET /api/wGoods/userIsRenZhang` (the verified check, docs/product-rules.md#verification): the original two fields and the state. */
export type VerificationState = {
  verified: boolean;
  accountType: 'company' | 'personal';
  status: VerifyStatus;
  statusName: string;
};

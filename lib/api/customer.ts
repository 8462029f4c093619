/**
 * The logged-in customer as the storefront's code names it. The wire's `userInfo`
 * (contract/auth.ts, docs/product-rules.md#accounts) keeps the original API's names (`quanJuId`,
 * `cname`, `pname`); both API sides translate it here, so nothing past lib/api says them.
 */
import type { AccountType, UserInfo } from '@/contract/auth';

export type Customer = {
  /** The original shop's GlobalId (`quanJuId` on the wire). */
  globalId: string;
  mobile: string;
  /** Company accounts only. */
  companyName: string | null;
  /** The person's name, or the contact person of a company account. */
  personName: string | null;
  /** Balance in fen. */
  balance: number;
  accountType: AccountType;
  /** Real-name (person) or business (company) verification passed. */
  verified: boolean;
  /** The verification state (0 未认证, 1 审核中, 2 已认证, 3 未通过) and its name, as the product server says it. */
  verifyStatus: UserInfo['verifyStatus'];
  verifyStatusName: string;
};

export function customerFromUserInfo(info: UserInfo): Customer {
  return {
    globalId: info.quanJuId,
    mobile: info.mobile,
    companyName: info.cname,
    personName: info.pname,
    balance: info.balance,
    accountType: info.accountType,
    verified: info.verified,
    verifyStatus: info.verifyStatus,
    verifyStatusName: info.verifyStatusName,
  };
}

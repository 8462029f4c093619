/** The customer's account as /myAccount shows it: who they are, the balance, and a verified company's credit line. */
import { ACCOUNT_TYPE_NAMES, TOP_UP_MAX, TOP_UP_MIN, type AccountOverview } from '@/contract/money';
import { VERIFY_STATUS_NAMES } from '@/contract/verifyStatus';
import type { Db } from '../../db/client';
import type { CustomerAccount } from '../customers/accounts';
import { latestVerification, statusOf } from '../identity/state';
import { depositCredit } from '../orders/credit';

export async function accountOverview(db: Db, customer: CustomerAccount, onlinePayment: boolean): Promise<AccountOverview> {
  const [credit, latest] = await Promise.all([depositCredit(db, customer.id, false), latestVerification(db, customer.id)]);
  return {
    accountType: customer.accountType,
    accountTypeName: ACCOUNT_TYPE_NAMES[customer.accountType],
    companyName: customer.companyName,
    personName: customer.personName,
    mobile: customer.phone,
    verified: customer.verified,
    // 审核中 and 未通过 as /authentication shows them, not only verified or not.
    verificationName: VERIFY_STATUS_NAMES[statusOf(customer, latest)],
    balance: customer.balance,
    credit: credit ? { creditLine: credit.creditLine, used: credit.used, available: credit.available } : null,
    topUp: { online: onlinePayment, min: TOP_UP_MIN, max: TOP_UP_MAX },
  };
}

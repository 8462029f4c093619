/** The customer's account as /myAccount shows it: who they are, the balance, and a verified company's credit line. */
import { ACCOUNT_TYPE_NAMES, TOP_UP_MAX, TOP_UP_MIN, type AccountOverview } from '@/contract/money';
import type { Db } from '../../db/client';
import type { CustomerAccount } from '../customers/accounts';
import { depositCredit } from '../orders/credit';

export async function accountOverview(db: Db, customer: CustomerAccount, onlinePayment: boolean): Promise<AccountOverview> {
  const credit = await depositCredit(db, customer.id, false);
  return {
    accountType: customer.accountType,
    accountTypeName: ACCOUNT_TYPE_NAMES[customer.accountType],
    companyName: customer.companyName,
    personName: customer.personName,
    mobile: customer.phone,
    verified: customer.verified,
    verificationName: customer.verified ? '已认证' : '未认证',
    balance: customer.balance,
    credit: credit ? { creditLine: credit.creditLine, used: credit.used, available: credit.available } : null,
    topUp: { online: onlinePayment, min: TOP_UP_MIN, max: TOP_UP_MAX },
  };
}

/**
 * Said wherever renting starts (the product page's rent buttons, the cart, checkout) while the
 * customer has an overdue bill, which refuses every new order: what to do, and a link to those
 * bills in /myBill. Plain React and a CSS module: the cached product pages ship no MUI.
 */
import type { OverdueBills } from '@/contract/orders';
import { Link } from '@/components/ui/Link';
import { overdueBillsHref } from '@/lib/bills/links';
import styles from './OverdueBillsNotice.module.css';

export function OverdueBillsNotice({ overdue }: { overdue: OverdueBills }) {
  return (
    <p className={styles.notice} role="note" data-testid="overdue-bills-notice">
      <span>
        您有 <strong>{overdue.count} 期</strong>逾期未付的账单，暂不能下新订单，请先结清。
      </span>
      <Link href={overdueBillsHref(overdue)} className={styles.link}>
        去“我的账单”支付
      </Link>
    </p>
  );
}

import { Link } from '@/components/ui/Link';
import styles from './ServicePromises.module.css';

/** Why rent here, beside the slides; the same for every visitor (the page stays cacheable). */
export function ServicePromises() {
  return (
    <aside aria-labelledby="home-promises" className={styles.panel}>
      <h2 id="home-promises">租赁服务保障</h2>
      <ul>
        <li>
          <strong>企业免押</strong>
          <span>认证企业享免押金额度</span>
        </li>
        <li>
          <strong>顺丰包邮</strong>
          <span>审核通过 48 小时内发货</span>
        </li>
        <li>
          <strong>随租随换</strong>
          <span>故障免费维修，备用机先行</span>
        </li>
        <li>
          <strong>到期可买断</strong>
          <span>续租、归还或按买断价留用</span>
        </li>
      </ul>
      <div className={styles.actions}>
        <Link href="/leaseProcedure">租赁流程</Link>
        <Link href="/receiveCoupons" className={styles.primary}>
          领优惠券
        </Link>
      </div>
    </aside>
  );
}

import type { ProcurementTerms as Terms } from '@/contract/goods';
import { rateLabel } from '@/lib/goods/rental-choice';
import styles from './GoodsDetailView.module.css';

/** The bulk terms of a procurement-zone goods item: order minimum, tier discounts, invoices, delivery, services. */
export function ProcurementTerms({ terms }: { terms: Terms }) {
  return (
    <div className={styles.procurement}>
      <dl className={styles.termFacts}>
        <div>
          <dt>起订数量</dt>
          <dd>{terms.minQuantity} 台</dd>
        </div>
        <div>
          <dt>交付周期</dt>
          <dd>审核通过后 {terms.deliveryDays} 个工作日内交付</dd>
        </div>
        <div>
          <dt>发票类型</dt>
          <dd>{terms.invoiceTypes.length > 0 ? terms.invoiceTypes.join('、') : '—'}</dd>
        </div>
        <div>
          <dt>增值服务</dt>
          <dd>{terms.services.length > 0 ? terms.services.join('、') : '—'}</dd>
        </div>
      </dl>
      {terms.tiers.length > 0 ? (
        <table className={styles.tiers}>
          <caption>阶梯优惠（按月租金计算，押金与买断价不变）</caption>
          <thead>
            <tr>
              <th scope="col">采购数量</th>
              <th scope="col">租金折扣</th>
            </tr>
          </thead>
          <tbody>
            {terms.tiers.map((tier, index) => {
              const next = terms.tiers[index + 1];
              return (
                <tr key={tier.minQuantity}>
                  <td>{next ? `${tier.minQuantity}–${next.minQuantity - 1} 台` : `${tier.minQuantity} 台及以上`}</td>
                  <td>{rateLabel(tier.rate)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

/**
 * An order's first payment, line by line (checkout, payment and order details): first month's
 * rent, deposit and what a company's credit line waives, freight, coupon, and — where given — the
 * payable and the total rent over the term. Every figure is the product server's, in fen.
 */
import Box from '@mui/material/Box';
import type { OrderAmounts, OrderItem } from '@/contract/orders';
import { formatFen } from '@/contract/format';
import { rateLabel } from '@/lib/goods/rental-choice';

export type AmountBreakdownProps = {
  amounts: Pick<OrderAmounts, 'firstMonthRent' | 'deposit' | 'depositWaived' | 'freight' | 'couponDiscount'> & Partial<Pick<OrderAmounts, 'payable' | 'totalRent'>>;
  /** The order's goods: procurement rates among them are named after 首月租金, e.g. （采购价 9.5折）. */
  items?: readonly Pick<OrderItem, 'rentRate'>[];
  /** The coupon's name, shown after its discount. */
  couponName?: string | null;
  /** Shown with the total rent: 租期总租金（12 个月）. */
  termMonths?: number;
  /** Test ids `<prefix>-payable`, `<prefix>-coupon`, `<prefix>-deposit-waived`. */
  testIdPrefix: string;
  label?: string;
};

/** （采购价 9.5折、9折） when some items are rented at a procurement tier, else nothing. */
export function procurementRateNote(items: readonly Pick<OrderItem, 'rentRate'>[]): string {
  const rates = [...new Set(items.filter((item) => item.rentRate < 100).map((item) => item.rentRate))];
  return rates.length > 0 ? `（采购价 ${rates.map(rateLabel).join('、')}）` : '';
}

export function AmountBreakdown({ amounts, items = [], couponName = null, termMonths, testIdPrefix, label = '费用明细' }: AmountBreakdownProps) {
  const rentNote = procurementRateNote(items);
  return (
    <Box component="dl" aria-label={label} sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', rowGap: 1, columnGap: 4, m: 0, '& dd': { m: 0, textAlign: 'right' } }}>
      <dt>首月租金{rentNote}</dt>
      <dd>{formatFen(amounts.firstMonthRent)}</dd>
      <dt>押金</dt>
      <dd>{formatFen(amounts.deposit + amounts.depositWaived)}</dd>
      {amounts.depositWaived > 0 ? (
        <>
          <dt>企业免押</dt>
          <dd data-testid={`${testIdPrefix}-deposit-waived`}>{formatFen(-amounts.depositWaived)}</dd>
        </>
      ) : null}
      <dt>运费</dt>
      <dd>{amounts.freight === 0 ? '包邮' : formatFen(amounts.freight)}</dd>
      <dt>优惠券</dt>
      <dd data-testid={`${testIdPrefix}-coupon`}>{amounts.couponDiscount === 0 ? '未使用' : `${formatFen(-amounts.couponDiscount)}${couponName ? `（${couponName}）` : ''}`}</dd>
      {amounts.payable === undefined ? null : (
        <>
          <Box component="dt" sx={{ fontWeight: 700 }}>
            应付金额
          </Box>
          <Box component="dd" data-testid={`${testIdPrefix}-payable`} sx={{ color: '#c9302c', fontWeight: 700, fontSize: 22 }}>
            {formatFen(amounts.payable)}
          </Box>
        </>
      )}
      {amounts.totalRent === undefined ? null : (
        <>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            租期总租金{termMonths ? `（${termMonths} 个月）` : ''}
          </Box>
          <Box component="dd" sx={{ color: 'text.secondary' }}>
            {formatFen(amounts.totalRent)}
          </Box>
        </>
      )}
    </Box>
  );
}

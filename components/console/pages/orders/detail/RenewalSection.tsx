'use client';
/** 续租/买断: each renewal (months, periods added, the new end day) and the buyout if the customer bought the devices. */
import Box from '@mui/material/Box';
import type { ConsoleOrderDetail } from '@/contract/consoleOrders';
import type { RenewalRecord } from '@/contract/money';
import { formatFen } from '@/contract/format';
import { DetailSection, Facts, Nothing } from './DetailSection';
import { DetailTable, type DetailColumn } from './DetailTable';

const COLUMNS: ReadonlyArray<DetailColumn<RenewalRecord>> = [
  { label: '续租单号', cell: (renewal) => renewal.renewalNo },
  { label: '续租', cell: (renewal) => `${renewal.months} 个月（第 ${renewal.firstPeriod}–${renewal.lastPeriod} 期）` },
  { label: '租金合计', cell: (renewal) => formatFen(renewal.total), align: 'right' },
  { label: '原到期日', cell: (renewal) => renewal.previousEndDate },
  { label: '新到期日', cell: (renewal) => renewal.newEndDate },
  { label: '时间', cell: (renewal) => renewal.createdAt },
];

export function RenewalSection({ order }: { order: ConsoleOrderDetail }) {
  const { buyout } = order;
  return (
    <DetailSection title="续租/买断">
      <DetailTable label="续租记录" rows={order.renewals} columns={COLUMNS} rowKey={(renewal) => renewal.renewalNo} empty="暂无续租" />
      <Box sx={{ mt: 1.5 }}>
        {buyout ? (
          <Facts
            items={[
              ['买断单号', buyout.quoteNo],
              ['支付方式', buyout.methodName],
              ['买断款', formatFen(buyout.amount)],
              ['押金抵扣', formatFen(buyout.depositOffset)],
              ['押金退还', formatFen(buyout.depositRefund)],
              ['买断时间', buyout.paidAt],
            ]}
          />
        ) : (
          <Nothing>未买断</Nothing>
        )}
      </Box>
    </DetailSection>
  );
}

'use client';
/** 支付与退款: each payment of the order and every refund that went back (to the balance or the way it came). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ConsoleOrderDetail, ConsolePayment, ConsoleRefund } from '@/contract/consoleOrders';
import { formatFen } from '@/contract/format';
import { DetailSection, Facts } from './DetailSection';
import { DetailTable, type DetailColumn } from './DetailTable';

const PAYMENTS: ReadonlyArray<DetailColumn<ConsolePayment>> = [
  { label: '支付方式', cell: (payment) => payment.methodName },
  { label: '状态', cell: (payment) => payment.statusName },
  { label: '金额', cell: (payment) => formatFen(payment.amount), align: 'right' },
  { label: '交易号', cell: (payment) => payment.tradeNo ?? '—' },
  { label: '创建时间', cell: (payment) => payment.createdAt },
  { label: '支付时间', cell: (payment) => payment.paidAt ?? '—' },
];

const REFUNDS: ReadonlyArray<DetailColumn<ConsoleRefund>> = [
  { label: '退款', cell: (refund) => refund.what },
  { label: '去向', cell: (refund) => refund.toName },
  { label: '金额', cell: (refund) => formatFen(refund.amount), align: 'right' },
  { label: '状态', cell: (refund) => refund.statusName },
  { label: '退款单号', cell: (refund) => refund.refundNo ?? '—' },
  { label: '时间', cell: (refund) => refund.at },
];

export function PaymentSection({ order }: { order: ConsoleOrderDetail }) {
  return (
    <DetailSection title="支付与退款">
      <Box sx={{ mb: 1.5 }}>
        <Facts
          items={[
            ['下单时间', order.createdAt],
            ['支付截止', order.payDeadline],
            ['支付时间', order.paidAt],
          ]}
        />
      </Box>
      <DetailTable
        label="支付记录"
        rows={order.payments}
        columns={PAYMENTS}
        rowKey={(payment) => `${payment.createdAt}-${payment.tradeNo ?? payment.method}-${payment.amount}`}
        empty="暂无支付记录"
      />
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
        退款记录
      </Typography>
      <DetailTable
        label="退款记录"
        rows={order.refunds}
        columns={REFUNDS}
        rowKey={(refund) => `${refund.at}-${refund.what}-${refund.amount}-${refund.refundNo ?? ''}`}
        empty="暂无退款"
      />
    </DetailSection>
  );
}

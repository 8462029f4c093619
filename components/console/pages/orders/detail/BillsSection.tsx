'use client';
/** 账单: every bill of the order, rent periods then the return's fee bill, with status, due day and payment. */
import NextLink from 'next/link';
import Button from '@mui/material/Button';
import { billLabel, type BillView } from '@/contract/bills';
import type { ConsoleOrderDetail } from '@/contract/consoleOrders';
import { formatFen } from '@/contract/format';
import { DictTag } from '../../../dict/DictTag';
import { DetailSection } from './DetailSection';
import { DetailTable, type DetailColumn } from './DetailTable';

const COLUMNS: ReadonlyArray<DetailColumn<BillView>> = [
  { label: '期数', cell: (bill) => `${billLabel(bill)}${bill.renewal ? '（续租）' : ''}` },
  { label: '到期日', cell: (bill) => bill.dueDate },
  { label: '金额', cell: (bill) => formatFen(bill.amount), align: 'right' },
  { label: '逾期违约金', cell: (bill) => (bill.lateFee > 0 ? `${formatFen(bill.lateFee)}（${bill.overdueDays} 天）` : '—'), align: 'right' },
  { label: '合计', cell: (bill) => formatFen(bill.total), align: 'right' },
  { label: '状态', cell: (bill) => <DictTag dictType="bill_status" value={bill.status} /> },
  { label: '支付时间', cell: (bill) => bill.paidAt ?? '—' },
];

export function BillsSection({ order }: { order: ConsoleOrderDetail }) {
  return (
    <DetailSection
      title="账单"
      extra={
        <Button size="small" component={NextLink} href={`/console/bills?orderNo=${order.orderNo}`} prefetch={false}>
          在账单管理中查看
        </Button>
      }
    >
      <DetailTable label="账单" rows={order.bills} columns={COLUMNS} rowKey={(bill) => bill.billId} empty="暂无账单" />
    </DetailSection>
  );
}

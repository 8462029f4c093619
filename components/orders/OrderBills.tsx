'use client';
/**
 * An order's bills (instalments): period, due date, amount and status, and paying the next bill
 * or an overdue one from the balance after confirming. One key per bill and attempt: a double click or
 * a retried request charges once.
 */
import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { billApi } from '@/lib/api/browser/bills';
import { newIdempotencyKey } from '@/lib/api/browser/idempotency';
import { useOrderBills, useRevalidateAfter } from '@/lib/api/browser/swr';
import { BILL_KIND_NAMES, BILL_STATUS, billLabel, type BillView } from '@/contract/bills';
import type { OrderStatus } from '@/contract/orders';
import { formatFen } from '@/contract/format';
import { notifier } from '@/lib/http/notifier';
import { BillStatusChip } from '@/components/bills/BillStatusChip';

/** `status`: the order's status; a change of it (receipt writes the schedule, a close refunds) reads the bills again. */
export function OrderBills({ orderNo, status }: { orderNo: string; status: OrderStatus }) {
  const { data, error, isLoading } = useOrderBills(orderNo, status);
  const revalidateAfter = useRevalidateAfter();
  const [paying, setPaying] = useState<number | null>(null);
  const keys = useRef(new Map<number, string>());

  const pay = async (bill: BillView) => {
    const confirmed = await notifier().confirm({
      title: '支付账单',
      // An overdue bill is charged its late fee with it (the server refuses any other total).
      message: `使用账户余额支付${billLabel(bill)}账单 ${formatFen(bill.total)}${bill.lateFee > 0 ? `（含逾期违约金 ${formatFen(bill.lateFee)}）` : ''}？`,
      confirmText: '确认支付',
      cancelText: '取消',
    });
    if (!confirmed) return;
    const key = keys.current.get(bill.billId) ?? newIdempotencyKey();
    keys.current.set(bill.billId, key);
    setPaying(bill.billId);
    try {
      const paid = await billApi.payByBalance(bill.billId, key, bill.total);
      keys.current.delete(bill.billId);
      notifier().success(`支付成功，账户余额 ${formatFen(paid.balance)}`);
    } catch {
      // Shown by the HTTP client (余额不足 …); the key stays for a retry of the same attempt.
    } finally {
      setPaying(null);
      await revalidateAfter('billPaid');
    }
  };

  if (error) return <Alert severity="error">账单加载失败，请刷新页面重试</Alert>;
  // Overdue bills and the next one to fall due can be paid here; later ones wait for their turn.
  const next = data?.rows.find((row) => row.status === BILL_STATUS.unpaid)?.billId;
  const payable = (bill: BillView) => bill.status === BILL_STATUS.overdue || bill.billId === next;
  if (isLoading || !data) return <Skeleton variant="rounded" height={120} aria-label="加载中" />;
  if (data.rows.length === 0) return <Typography color="text.secondary">支付后生成账单</Typography>;
  return (
    <Table size="small" aria-label="账单">
      <TableHead>
        <TableRow>
          <TableCell>期数</TableCell>
          <TableCell>到期日</TableCell>
          <TableCell align="right">金额</TableCell>
          <TableCell>状态</TableCell>
          <TableCell align="right">支付</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.rows.map((bill) => (
          <TableRow key={bill.billId}>
            <TableCell>{billLabel(bill)}</TableCell>
            <TableCell>{bill.dueDate}</TableCell>
            <TableCell align="right">
              {formatFen(bill.amount)}
              {bill.lateFee > 0 ? (
                <Typography variant="caption" color="error" sx={{ display: 'block' }}>
                  违约金 {formatFen(bill.lateFee)}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell>
              <BillStatusChip status={bill.status} name={bill.statusName} />
            </TableCell>
            <TableCell align="right">
              {payable(bill) ? (
                <Button
                  size="small"
                  onClick={() => void pay(bill)}
                  disabled={paying !== null}
                  aria-label={`支付${bill.kind === 'fee' ? BILL_KIND_NAMES.fee : `第 ${bill.period} 期`}账单`}
                >
                  {paying === bill.billId ? '支付中…' : '支付'}
                </Button>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {bill.paidAt ?? (bill.status === BILL_STATUS.unpaid ? '未到期' : '')}
                </Typography>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

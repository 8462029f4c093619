'use client';
/**
 * Paying one bill or every due bill at once, by balance or online: what is paid (the periods, the
 * rent, the late fees apart), the total the page showed (the server refuses another one), one key
 * per attempt. Success refreshes the bills, the balance, the orders and the messages.
 */
import { useRouter } from 'next/navigation';
import Typography from '@mui/material/Typography';
import { billLabel, type BillView } from '@/contract/bills';
import { billApi } from '@/lib/api/browser/bills';
import { useRevalidateAfter } from '@/lib/api/browser/swr';
import { formatFen } from '@/contract/format';
import { notifier } from '@/lib/http/notifier';
import { openCashier } from '@/components/checkout/cashierRoutes';
import { useAttemptKeys } from '@/components/money/attemptKeys';
import { PayMethodDialog, type PayMethod } from '@/components/money/PayMethodDialog';

/** What to pay: one bill (its row) or every due bill (the summary's ids and sums). */
export type BillsToPay = { title: string; billIds: number[]; rent: number; lateFee: number; total: number; describe: string };

export function billsToPayOf(bill: BillView): BillsToPay {
  return {
    title: '支付账单',
    billIds: [bill.billId],
    rent: bill.amount,
    lateFee: bill.lateFee,
    total: bill.total,
    describe: `订单 ${bill.orderNo} ${billLabel(bill)}（到期日 ${bill.dueDate}）`,
  };
}

export function PayBillsDialog({ bills, onClose }: { bills: BillsToPay | null; onClose: () => void }) {
  const router = useRouter();
  const revalidateAfter = useRevalidateAfter();
  const { keyFor, spent } = useAttemptKeys();

  const pay = async (method: PayMethod) => {
    if (!bills) return;
    const attempt = `${method}:${bills.billIds.join(',')}:${bills.total}`;
    const request = { billIds: bills.billIds, amount: bills.total, idempotencyKey: keyFor(attempt) };
    if (method === 'online') {
      const { payUrl } = await billApi.payOnline(request);
      openCashier(router, payUrl);
      return;
    }
    const paid =
      bills.billIds.length === 1 && bills.billIds[0] !== undefined
        ? await billApi.payByBalance(bills.billIds[0], request.idempotencyKey, bills.total)
        : await billApi.payAllByBalance(request);
    spent(attempt);
    notifier().success(`支付成功，账户余额 ${formatFen(paid.balance)}`);
    onClose();
    await revalidateAfter('billsPaid');
  };

  return (
    <PayMethodDialog open={bills !== null} title={bills?.title ?? '支付账单'} amount={bills?.total ?? null} pay={pay} onClose={onClose}>
      {bills ? (
        <>
          <Typography>{bills.describe}</Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            租金 {formatFen(bills.rent)}
            {bills.lateFee > 0 ? `，逾期违约金 ${formatFen(bills.lateFee)}（单独记录）` : ''}
          </Typography>
        </>
      ) : null}
    </PayMethodDialog>
  );
}

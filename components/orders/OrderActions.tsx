'use client';
/**
 * What the customer can do with an order now, as buttons (the order list's cards and the order
 * details share them): pay or cancel an unpaid order, confirm receipt of a shipped one, renew or
 * buy out a running one, and — for personal accounts — move a running rental to a company.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import { Link } from '@/components/ui/Link';
import { orderApi } from '@/lib/api/browser/orders';
import { useRevalidateAfter, type Change } from '@/lib/api/browser/swr';
import { ORDER_STATUS, type OrderStatus } from '@/contract/orders';
import { notifier } from '@/lib/http/notifier';
import { AfterCheckoutActions } from './AfterCheckoutActions';
import { BuyoutDialog } from '@/components/money/BuyoutDialog';
import { RenewDialog } from '@/components/money/RenewDialog';

/**
 * Each action asks for confirmation first, then refreshes whatever shows what it changed (the
 * list, the details, the bills …); refusals are shown by the HTTP client.
 */
function useOrderActions() {
  const [busy, setBusy] = useState(false);
  const revalidateAfter = useRevalidateAfter();

  const act = async (confirm: { title: string; message: string; confirmText: string }, action: () => Promise<unknown>, done: string, change: Change) => {
    if (!(await notifier().confirm({ ...confirm, cancelText: '再想想' }))) return;
    setBusy(true);
    try {
      await action();
      notifier().success(done);
    } catch {
      // Shown by the HTTP client.
    } finally {
      setBusy(false);
      await revalidateAfter(change);
    }
  };

  return {
    busy,
    cancel: (orderNo: string) =>
      act({ title: '取消订单', message: `确定取消订单 ${orderNo} 吗？`, confirmText: '取消订单' }, () => orderApi.cancel(orderNo), '订单已取消', 'orderCancelled'),
    confirmReceipt: (orderNo: string) =>
      act(
        { title: '确认收货', message: '请确认已收到全部设备且外观、配置无误。确认后租期开始计算，之后的账单按月生成。', confirmText: '确认收货' },
        () => orderApi.confirmReceipt(orderNo),
        '已确认收货，租期从今天开始计算',
        'receiptConfirmed',
      ),
  };
}

export type OrderActionsProps = {
  order: { orderNo: string; status: OrderStatus };
  canChangeRenter?: boolean;
};

export function OrderActions({ order, canChangeRenter = false }: OrderActionsProps) {
  const { busy, cancel, confirmReceipt } = useOrderActions();
  // Renewal and buyout of a running order: each a dialog of its own (components/money).
  const [moneyDialog, setMoneyDialog] = useState<'renew' | 'buyout' | null>(null);
  return (
    <>
      {order.status === ORDER_STATUS.unpaid ? (
        <>
          <Button variant="contained" color="secondary" component={Link} href={`/immediatelyPay?orderNo=${order.orderNo}`}>
            去支付
          </Button>
          <Button onClick={() => void cancel(order.orderNo)} disabled={busy}>
            取消订单
          </Button>
        </>
      ) : null}
      {order.status === ORDER_STATUS.shipped ? (
        <Button variant="contained" onClick={() => void confirmReceipt(order.orderNo)} disabled={busy}>
          确认收货
        </Button>
      ) : null}
      {order.status === ORDER_STATUS.renting ? (
        <>
          <Button variant="outlined" onClick={() => setMoneyDialog('renew')}>
            续租
          </Button>
          <Button variant="outlined" onClick={() => setMoneyDialog('buyout')}>
            买断
          </Button>
          {moneyDialog === 'renew' ? <RenewDialog order={order} open onClose={() => setMoneyDialog(null)} /> : null}
          {moneyDialog === 'buyout' ? <BuyoutDialog order={order} open onClose={() => setMoneyDialog(null)} /> : null}
        </>
      ) : null}
      {order.status === ORDER_STATUS.renting && canChangeRenter ? (
        <Button variant="outlined" component={Link} href={`/changeBodyOrder?orderNo=${order.orderNo}`}>
          变更租赁主体
        </Button>
      ) : null}
      <AfterCheckoutActions order={order} />
    </>
  );
}

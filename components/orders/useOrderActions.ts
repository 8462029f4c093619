'use client';
/**
 * The customer's actions on an order, each asked for confirmation first and followed by a
 * refresh of whatever shows the order (the list or the details): cancel an unpaid order, confirm
 * receipt of a shipped one. Refusals are shown by the HTTP client.
 */
import { useState } from 'react';
import { orderApi } from '@/lib/api/orders';
import { notifier } from '@/lib/http/notifier';

export function useOrderActions(refresh: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);

  const act = async (confirm: { title: string; message: string; confirmText: string }, action: () => Promise<unknown>, done: string) => {
    if (!(await notifier().confirm({ ...confirm, cancelText: '再想想' }))) return;
    setBusy(true);
    try {
      await action();
      notifier().success(done);
    } catch {
      // Shown by the HTTP client.
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  return {
    busy,
    cancel: (orderNo: string) => act({ title: '取消订单', message: `确定取消订单 ${orderNo} 吗？`, confirmText: '取消订单' }, () => orderApi.cancel(orderNo), '订单已取消'),
    confirmReceipt: (orderNo: string) =>
      act(
        { title: '确认收货', message: '请确认已收到全部设备且外观、配置无误。确认后租期开始计算，之后的账单按月生成。', confirmText: '确认收货' },
        () => orderApi.confirmReceipt(orderNo),
        '已确认收货，租期从今天开始计算',
      ),
  };
}

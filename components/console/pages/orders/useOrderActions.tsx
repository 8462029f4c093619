'use client';
/**
 * The staff's actions on orders, for the list and the detail alike: `start(action, orderNos)`
 * opens the action's dialog (审核, 发货 — one order or a batch —, 签收验机, 关闭) or asks the
 * completion's question; after a change every list, count, detail, bill list and the workbench
 * read again. The dialogs render where `dialogs` is placed.
 */
import { useState, type ReactNode } from 'react';
import type { ConsoleOrderAction, ConsoleOrderDetail } from '@/contract/consoleOrders';
import { CloseOrderDialog } from './CloseOrderDialog';
import { completeOrder } from './completeOrder';
import { ReceiveDialog } from './ReceiveDialog';
import { orderDeskChanged } from './refresh';
import { ReviewDialog } from './ReviewDialog';
import { ShipDialog } from './ShipDialog';

type Open = { action: Exclude<ConsoleOrderAction, 'complete'>; orderNos: readonly string[] } | null;

export function useOrderActions(options: { onChanged?: () => void } = {}) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const done = async () => {
    setOpen(null);
    await orderDeskChanged();
    options.onChanged?.();
  };

  const start = async (action: ConsoleOrderAction, orderNos: readonly string[], known?: ConsoleOrderDetail) => {
    const [first] = orderNos;
    if (!first) return;
    if (action === 'complete') {
      if (await completeOrder(first, known)) await done();
      return;
    }
    setOpen({ action, orderNos });
  };

  let dialogs: ReactNode = null;
  const orderNo = open?.orderNos[0];
  if (open && orderNo) {
    switch (open.action) {
      case 'approve':
      case 'reject':
        dialogs = <ReviewDialog orderNo={orderNo} decision={open.action} onClose={close} onDone={done} />;
        break;
      case 'ship':
        dialogs = <ShipDialog orderNos={open.orderNos} onClose={close} onShipped={done} />;
        break;
      case 'receive':
        dialogs = <ReceiveDialog orderNo={orderNo} onClose={close} onDone={done} />;
        break;
      case 'close':
        dialogs = <CloseOrderDialog orderNo={orderNo} onClose={close} onDone={done} />;
        break;
    }
  }
  return { start, dialogs };
}

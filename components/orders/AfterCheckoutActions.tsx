'use client';
/**
 * What a paid order offers after checkout, beside the actions of OrderActions: returning a running
 * rental (the return dialog), an invoice for what was paid, and a service request (replacement,
 * repair, a problem on arrival) while the devices are with the customer.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import { Link } from '@/components/ui/Link';
import { ORDER_STATUS, type OrderStatus } from '@/contract/orders';
import { ReturnDialog } from './ReturnDialog';

/** Paid, and not closed or cancelled: something was paid that can be invoiced. */
const INVOICEABLE: readonly OrderStatus[] = [1, 2, 3, 4, 5, 6, 7, 8];
/** The devices are with the customer (on arrival, or in use). */
const SERVICEABLE: readonly OrderStatus[] = [ORDER_STATUS.shipped, ORDER_STATUS.renting];

export function AfterCheckoutActions({ order }: { order: { orderNo: string; status: OrderStatus } }) {
  const [returning, setReturning] = useState(false);
  return (
    <>
      {order.status === ORDER_STATUS.renting ? (
        <>
          <Button variant="outlined" onClick={() => setReturning(true)} aria-label={`申请归还订单 ${order.orderNo}`}>
            申请归还
          </Button>
          <ReturnDialog orderNo={order.orderNo} open={returning} onClose={() => setReturning(false)} />
        </>
      ) : null}
      {SERVICEABLE.includes(order.status) ? (
        <Button component={Link} href={`/returnAndReplaceAndRepair?orderNo=${order.orderNo}`}>
          退换维修
        </Button>
      ) : null}
      {INVOICEABLE.includes(order.status) ? (
        <Button component={Link} href={`/myInvoice?orderNo=${order.orderNo}`}>
          申请发票
        </Button>
      ) : null}
    </>
  );
}

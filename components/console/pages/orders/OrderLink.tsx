'use client';
/** An order number that opens the order's detail in the console (its own tab, 订单详情). */
import NextLink from 'next/link';
import Link from '@mui/material/Link';

export const orderDetailPath = (orderNo: string) => `/console/orders/detail?orderNo=${encodeURIComponent(orderNo)}`;

export function OrderLink({ orderNo }: { orderNo: string }) {
  return (
    <Link component={NextLink} href={orderDetailPath(orderNo)} prefetch={false} underline="hover" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
      {orderNo}
    </Link>
  );
}

'use client';
/**
 * /myOrderList (first version): the customer's rental orders by status, newest first, with what
 * each one costs and what can be done now (pay or cancel an unpaid order, confirm receipt of a
 * shipped one), and the way to each order's details (/submitOrder).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link } from '@/components/ui/Link';
import { useOrders } from '@/lib/api/browser/swr';
import { ORDER_STATUS, ORDER_STATUS_NAMES, type OrderStatus } from '@/contract/orders';
import { formatFen } from '@/lib/format/money';
import { OrderItems } from './OrderItems';
import { OrderActions } from './OrderActions';

const PAGE_SIZE = 10;
const TABS: ReadonlyArray<{ label: string; status?: OrderStatus }> = [
  { label: '全部订单' },
  { label: ORDER_STATUS_NAMES[0], status: ORDER_STATUS.unpaid },
  { label: ORDER_STATUS_NAMES[1], status: ORDER_STATUS.pendingReview },
  { label: ORDER_STATUS_NAMES[2], status: ORDER_STATUS.awaitingShipment },
  { label: ORDER_STATUS_NAMES[3], status: ORDER_STATUS.shipped },
  { label: ORDER_STATUS_NAMES[4], status: ORDER_STATUS.renting },
  { label: ORDER_STATUS_NAMES[9], status: ORDER_STATUS.cancelled },
  { label: ORDER_STATUS_NAMES[10], status: ORDER_STATUS.closed },
];

export function OrderList() {
  const [tab, setTab] = useState(0);
  const [page, setPage] = useState(1);
  const status = TABS[tab]?.status;
  const { data, error, isLoading } = useOrders({ page, limit: PAGE_SIZE, ...(status === undefined ? {} : { status }) });

  return (
    <Stack spacing={2}>
      <Tabs value={tab} onChange={(_, next: number) => { setTab(next); setPage(1); }} variant="scrollable" aria-label="订单状态">
        {TABS.map((item) => <Tab key={item.label} label={item.label} />)}
      </Tabs>
      {error ? <Alert severity="error">订单加载失败，请刷新页面重试</Alert> : null}
      {isLoading || !data ? (
        <Skeleton variant="rounded" height={200} aria-label="加载中" />
      ) : data.rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 6, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>暂无订单</Typography>
          <Button component={Link} href="/list" variant="contained">去挑选电脑</Button>
        </Paper>
      ) : (
        <Box component="ul" aria-label="订单列表" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {data.rows.map((order) => (
            <Paper component="li" variant="outlined" key={order.orderNo} aria-label={`订单 ${order.orderNo}`}>
              <Stack direction="row" spacing={2} sx={{ px: 2, py: 1, bgcolor: '#f7f8fa', alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2">{order.createdAt}</Typography>
                <Typography variant="body2">订单号：{order.orderNo}</Typography>
                <Typography variant="body2">{order.storeName}</Typography>
                <Chip sx={{ ml: 'auto' }} color={order.status === ORDER_STATUS.unpaid ? 'warning' : 'default'} label={order.statusName} />
              </Stack>
              <OrderItems items={order.items} label={`订单 ${order.orderNo} 的商品`} dense />
              <Stack direction="row" spacing={2} sx={{ px: 2, py: 1.5, borderTop: '1px solid #eceef1', alignItems: 'center', justifyContent: 'flex-end' }}>
                <Typography>首期应付 <strong style={{ color: '#c9302c' }}>{formatFen(order.payable)}</strong></Typography>
                <OrderActions order={order} />
                <Button component={Link} href={`/submitOrder?orderNo=${order.orderNo}`} aria-label={`订单 ${order.orderNo} 的详情`}>订单详情</Button>
              </Stack>
            </Paper>
          ))}
        </Box>
      )}
      {data && data.total > PAGE_SIZE ? (
        <Pagination count={Math.ceil(data.total / PAGE_SIZE)} page={page} onChange={(_, next) => setPage(next)} sx={{ alignSelf: 'center' }} />
      ) : null}
    </Stack>
  );
}
